// Request samples by language (api-playground/adding-sdk-examples.mdx: `lang` names the language,
// `label` tells apart several samples of one endpoint): one tab per language, and a choice among the
// labels only where one language has several samples. Unit cases, then the endpoint pages of
// tests/sites/api-samples (Mintlify's own plants example, and six samples labelled with the summary).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSettings } from '../src/api-settings.ts';
import { DEFAULT_COMPILE_SETTINGS } from '../src/compile-settings.ts';
import type { ExampleBlock } from '../src/example-block.ts';
import { findOperation, loadOpenApiIndex, renderEndpointPage } from '../src/index.ts';
import { groupSamplesByLanguage } from '../src/sample-groups.ts';

const block = (label: string, key: string, variant?: string, code = `${key} ${variant ?? ''}`): ExampleBlock => ({
  label,
  lang: key,
  code,
  key,
  ...(variant ? { variant } : {}),
});

describe('groupSamplesByLanguage', () => {
  it('puts samples of one language in one group, languages in the order of their first sample', () => {
    const groups = groupSamplesByLanguage([
      block('cURL', 'bash', 'Unwatered'),
      block('JavaScript', 'javascript', 'Unwatered'),
      block('cURL', 'bash', 'Potted'),
      block('JavaScript', 'javascript', 'Potted'),
    ]);
    expect(groups.map((g) => g.label)).toEqual(['cURL', 'JavaScript']);
    expect(groups.map((g) => g.names)).toEqual([
      ['Unwatered', 'Potted'],
      ['Unwatered', 'Potted'],
    ]);
    expect(groups[0]!.samples.map((s) => s.code)).toEqual(['bash Unwatered', 'bash Potted']);
  });

  it('gives six languages labelled with one summary six groups of one sample each', () => {
    const langs = ['bash', 'python', 'javascript', 'php', 'go', 'java'];
    const groups = groupSamplesByLanguage(langs.map((l) => block(l.toUpperCase(), l, 'Create a chat completion')));
    expect(groups.map((g) => g.label)).toEqual(langs.map((l) => l.toUpperCase()));
    expect(groups.every((g) => g.samples.length === 1)).toBe(true);
  });

  it('names an unlabelled sample among several by its place, and tells repeated labels apart', () => {
    const groups = groupSamplesByLanguage([
      block('cURL', 'bash', 'Default'),
      block('cURL', 'bash'),
      block('cURL', 'bash', 'default'),
      block('cURL', 'bash', 'Default'),
    ]);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.names).toEqual(['Default', 'Example 2', 'default (2)', 'Default (3)']);
  });

  it('groups blocks without a key by their label, case aside', () => {
    const groups = groupSamplesByLanguage([
      { label: 'Klingon', lang: 'klingon', code: 'a' },
      { label: 'klingon', lang: 'klingon', code: 'b' },
    ]);
    expect(groups.map((g) => [g.label, g.samples.length])).toEqual([['Klingon', 2]]);
  });
});

describe('endpoint pages of tests/sites/api-samples', () => {
  const root = path.resolve(import.meta.dirname, '../../../tests/sites/api-samples');
  const load = loadOpenApiIndex({ root, sources: [{ source: 'openapi.yaml', file: 'docs.json' }] });
  async function render(method: string, p: string, api?: unknown) {
    const index = await load;
    const spec = index.specs.get('openapi.yaml')!;
    return renderEndpointPage({
      index,
      spec,
      operation: findOperation(spec, method, p),
      url: '/x',
      settings: { ...DEFAULT_COMPILE_SETTINGS, api: apiSettings(api) },
    });
  }
  // The request panel of the aside (the response panel follows it).
  const requestPanel = (aside: string | undefined) => (aside ?? '').split('dg-example--response')[0]!;
  const tabNames = (html: string) =>
    [...html.matchAll(/role="tab"[^>]*>(?:<span class="dg-tab__icon[\s\S]*?<\/span>)?([^<]+)<\/button>/g)].map(
      (m) => m[1],
    );

  it('labels repeating the summary: six tabs named by language, no choice of labels', async () => {
    const page = await render('POST', '/models/{model}/chat/completions');
    const panel = requestPanel(page.asideHtml);
    expect(tabNames(panel)).toEqual(['cURL', 'Python', 'JavaScript', 'PHP', 'Go', 'Java']);
    expect(panel).not.toContain('dg-example-set');
    expect(page.features).not.toContain('api-examples');
  });

  it("Mintlify's plants example: a tab per language, and each tab's labels to choose from", async () => {
    const page = await render('GET', '/plants', { examples: { autogenerate: false } });
    const panel = requestPanel(page.asideHtml);
    expect(tabNames(panel)).toEqual(['cURL', 'JavaScript']);
    const sets = panel.split('class="dg-example-set dg-example-set--samples"').slice(1);
    expect(sets).toHaveLength(2);
    for (const set of sets) {
      const options = [...set.matchAll(/<option value="(\d)">([^<]+)<\/option>/g)].map((m) => m[2]);
      expect(options).toEqual(['List all unwatered plants', 'List all potted plants']);
    }
    expect(sets[0]!.replace(/<[^>]+>/g, '')).toContain('planter list -p');
    expect(page.features).toContain('api-examples');
    expect(page.markdown).toContain('### cURL — List all potted plants');
    expect(page.markdown).toContain('### JavaScript — List all unwatered plants');
  });
});
