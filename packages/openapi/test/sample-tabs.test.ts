// Request-sample tabs (one per language, named as Mintlify names the language; no generated
// duplicate of a language the spec gives; api.examples.languages in any spelling) and the
// playground's display modes, on the spec of tests/sites/api-look.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSettings } from '../src/api-settings.ts';
import { DEFAULT_COMPILE_SETTINGS } from '../src/compile-settings.ts';
import { findOperation, loadOpenApiIndex, renderEndpointPage } from '../src/index.ts';
import { sampleLanguage, sampleLanguageKey } from '../src/sample-languages.ts';

const root = path.resolve(import.meta.dirname, '../../../tests/sites/api-look');
const index = await loadOpenApiIndex({ root, sources: [{ source: 'openapi.yaml', file: 'docs.json' }] });
const spec = index.specs.get('openapi.yaml')!;

async function render(method: string, p: string, api?: unknown) {
  const operation = findOperation(spec, method, p);
  return renderEndpointPage({
    index,
    spec,
    operation,
    url: '/x',
    settings: { ...DEFAULT_COMPILE_SETTINGS, api: apiSettings(api) },
  });
}
/** The request panel's tab titles (the response panel follows it in the aside). */
const tabs = (aside: string | undefined) =>
  [...(aside ?? '').split('dg-example--response')[0]!.matchAll(/data-title="([^"]+)"/g)].map((m) => m[1]);

describe('request-sample tabs', () => {
  it('names x-codeSamples without a label by their language', async () => {
    const page = await render('POST', '/project/update/{projectId}');
    expect(tabs(page.asideHtml)).toEqual(['cURL', 'Python', 'JavaScript', 'PHP', 'Go', 'Java']);
  });

  it('generates only the languages the spec does not give, in api.examples.languages order and spelling', async () => {
    // The spec's `label`s here only repeat the language: the tab names the language as Mintlify does.
    expect(tabs((await render('GET', '/projects')).asideHtml)).toEqual([
      'Python',
      'TypeScript',
      'cURL',
      'JavaScript',
      'Go',
    ]);
    const chosen = await render('GET', '/projects', { examples: { languages: ['GO', 'sh', 'py', 'node'] } });
    expect(tabs(chosen.asideHtml)).toEqual(['Python', 'TypeScript', 'Go', 'cURL']);
  });

  it('normalises language names as Mintlify lists them', () => {
    expect(['curl', 'sh', 'Shell', 'bash'].map(sampleLanguageKey)).toEqual(['bash', 'bash', 'bash', 'bash']);
    expect(['py', 'Python', 'js', 'JavaScript', 'golang', 'C#'].map(sampleLanguageKey)).toEqual([
      'python',
      'python',
      'javascript',
      'javascript',
      'go',
      'csharp',
    ]);
    expect(sampleLanguage('nodejs')?.label).toBe('Node.js');
    expect(sampleLanguage('klingon')).toBeUndefined();
  });
});

describe('api.playground.display', () => {
  it('interactive: a bar with Send and an input beside each field, in cards', async () => {
    const html = (await render('POST', '/project/update/{projectId}')).html;
    expect(html).toContain('<form class="dg-api-endpoint dg-api-bar dg-tryit" id="dg-tryit-form"');
    expect(html).toMatch(/<details class="dg-api-group dg-api-group--path" open>[\s\S]*data-tryit-name="projectId"/);
    expect(html).toMatch(/<details class="dg-api-group dg-api-group--auth" open>[\s\S]*data-tryit-in="auth"/);
  });

  it('simple: the method and URL with a copy button, no inputs', async () => {
    const page = await render('POST', '/project/update/{projectId}', { playground: { display: 'simple' } });
    expect(page.html).toContain(
      'data-dg-copy-text="https://api.mintlify-example.com/v1/projects-service/project/update/{projectId}"',
    );
    expect(page.html).not.toContain('data-tryit-');
    expect(page.features).not.toContain('tryit');
  });

  it.each(['none', 'auth'])('%s: no bar and no inputs (a static site has no signed-in readers)', async (display) => {
    const page = await render('POST', '/project/update/{projectId}', { playground: { display } });
    expect(page.html).not.toContain('dg-api-bar');
    expect(page.html).not.toContain('data-tryit-');
    expect(page.html).toContain('id="path-parameters"');
  });
});

describe('the description shows once', () => {
  it('a plain first paragraph is the lead, and only the rest is in the body', async () => {
    const page = await render('POST', '/project/update/{projectId}');
    expect(page.description).toMatch(/^Trigger an update after updating/);
    expect(page.html).not.toContain('Trigger an update after updating');
  });

  it('a long first paragraph is the lead; an indented block after it stays Markdown in the body', async () => {
    const page = await render('GET', '/projects');
    expect(page.description).toMatch(/^Lists the projects of the organisation .* with the cursor parameter\.$/);
    expect(page.html).not.toContain('Lists the projects of the organisation');
    expect(page.html).toMatch(/Filter with the query[\s\S]*<pre><code>GET \/projects\?status=active/);
  });

  it('a first paragraph with emphasis is a plain lead', async () => {
    const page = await render('GET', '/projects/{projectId}/logs');
    expect(page.description).toBe('Logs of the last builds, newest first.');
  });
});
