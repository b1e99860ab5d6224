import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { compilePage } from '@docsgen/mdx';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CompiledPage } from '../../mdx/src/types.ts';
import { apiSettings } from '../src/api-settings.ts';
import { DEFAULT_COMPILE_SETTINGS } from '../src/compile-settings.ts';
import { type ApiPage, loadOpenApiIndex, type OpenApiIndex, renderFrontmatterApiPage } from '../src/index.ts';

const exampleDocs = path.resolve(import.meta.dirname, '../../../example-docs');

async function compile(file: string, source?: string): Promise<{ page: CompiledPage; source: string }> {
  const text = source ?? (await readFile(path.join(exampleDocs, file), 'utf8'));
  return { page: await compilePage({ root: exampleDocs, file, source: text, fallbackTitle: 'Page' }), source: text };
}

async function plants(): Promise<OpenApiIndex> {
  return loadOpenApiIndex({
    root: exampleDocs,
    sources: ['api-reference/openapi.yaml', 'api-reference/admin.yaml'].map((source) => ({
      source,
      file: 'docs.json',
    })),
  });
}

function run(index: OpenApiIndex, file: string, page: CompiledPage, source: string, api?: unknown) {
  return renderFrontmatterApiPage({
    index,
    page,
    file,
    url: `/${file.replace(/\.mdx$/, '')}`,
    source,
    settings: { ...DEFAULT_COMPILE_SETTINGS, api: apiSettings(api) },
  });
}

describe('renderFrontmatterApiPage', async () => {
  const index = await plants();

  it('ApiPage and CompiledPage stay the same shape', () => {
    expectTypeOf<ApiPage>().toExtend<CompiledPage>();
    expectTypeOf<CompiledPage>().toExtend<ApiPage>();
  });

  it('openapi: puts the generated reference first, then the page content, with the page title', async () => {
    const { page, source } = await compile('api-reference/get-plant-guide.mdx');
    const out = await run(index, 'api-reference/get-plant-guide.mdx', page, source);
    expect(out.diagnostics).toEqual([]);
    expect(out.title).toBe('Fetching one plant');
    expect(out.html.indexOf('dg-api-endpoint')).toBeLessThan(out.html.indexOf('Caching'));
    expect(out.html).toContain('<code class="dg-api-path">/plants/<span class="dg-api-path__param">{id}</span></code>');
    expect(out.headings.map((h) => h.id)).toContain('caching');
    expect(out.features).toEqual(expect.arrayContaining(['api', 'tryit']));
    expect(out.markdown).toContain('## Caching');
  });

  it('openapi: the page own `## Path Parameters` and `## Response` keep their ids, the generated sections yield', async () => {
    const source =
      '---\ntitle: Own sections\nopenapi: "api-reference/openapi.yaml GET /plants/{id}"\n---\n\n## Path Parameters\n\nHand-written.\n\n## Response\n\nAlso hand-written.\n';
    const { page } = await compile('api-reference/own-sections.mdx', source);
    const out = await run(index, 'api-reference/own-sections.mdx', page, source);
    const ids = [...out.html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(ids).toEqual(expect.arrayContaining(['path-parameters', 'response', 'path-parameters-2', 'response-2']));
    expect(out.headings.map((h) => h.id).filter((id, i, all) => all.indexOf(id) !== i)).toEqual([]);
  });

  it('openapi: an operation missing from the spec is a located warning and the content stays', async () => {
    const source = '---\ntitle: Gone\nopenapi: "api-reference/openapi.yaml GET /plantz"\n---\n\nStill here.\n';
    const { page } = await compile('api-reference/gone.mdx', source);
    const out = await run(index, 'api-reference/gone.mdx', page, source);
    expect(out.html).toContain('Still here.');
    expect(out.diagnostics).toMatchObject([
      { severity: 'warning', code: 'openapi/operation-missing', file: 'api-reference/gone.mdx', line: 3, column: 1 },
    ]);
    expect(out.diagnostics[0]!.hint).toContain('GET /plants');
  });

  it('openapi: a spec that is not loaded is an error naming the loaded ones', async () => {
    const source = '---\ntitle: X\nopenapi: "nope.yaml GET /plants"\n---\n';
    const { page } = await compile('x.mdx', source);
    const out = await run(index, 'x.mdx', page, source);
    expect(out.diagnostics).toMatchObject([{ severity: 'error', code: 'openapi/frontmatter-spec-missing', line: 3 }]);
    expect(out.diagnostics[0]!.hint).toContain('api-reference/openapi.yaml');
  });

  it('openapi: without a frontmatter title the operation names the page, with no missing-title warning', async () => {
    const source = '---\nopenapi: "GET /users"\n---\n';
    const { page } = await compile('u.mdx', source);
    expect(page.diagnostics.map((d) => d.code)).toContain('mdx/missing-title');
    const out = await run(index, 'u.mdx', page, source);
    expect(out.title).toBe('List users');
    expect(out.diagnostics).toEqual([]);
  });

  it('a non-string value is an error', async () => {
    const page: ApiPage = {
      frontmatter: { openapi: ['GET /a'] as unknown as string },
      title: 'x',
      headings: [],
      html: '',
      links: [],
      features: [],
      diagnostics: [],
    };
    const out = await renderFrontmatterApiPage({
      index,
      page,
      file: 'x.mdx',
      url: '/x',
      settings: DEFAULT_COMPILE_SETTINGS,
    });
    expect(out.diagnostics[0]).toMatchObject({ severity: 'error', code: 'openapi/frontmatter-invalid' });
    expect(out.diagnostics[0]!.message).toContain('expected a single endpoint string');
  });

  it('api: a hand-written page gets the method badge, server, Try it from its ParamFields, and keeps its examples', async () => {
    const { page, source } = await compile('api-reference/manual-endpoint.mdx');
    const out = await run(index, 'api-reference/manual-endpoint.mdx', page, source);
    expect(out.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(out.html).toContain('dg-api-method--post');
    expect(out.html).toMatch(/<input[^>]*data-tryit-server[^>]*value="https:\/\/api.example.com"/);
    expect(out.html).toContain('<code class="dg-api-path">/v1/echo</code>');
    expect(out.html).toContain('data-tryit-name="uppercase"');
    expect(out.html).toContain('data-tryit-body="application/json"');
    expect(out.html.indexOf('data-dg-tryit')).toBeLessThan(out.html.indexOf('dg-param-field'));
    expect(out.asideHtml).toContain('received_at');
    expect(out.features).toEqual(expect.arrayContaining(['api', 'tryit']));
  });

  it('api: with mdx.server a path-only page uses the configured server', async () => {
    const source =
      '---\ntitle: Ping\napi: "GET /ping"\n---\n\n<ParamField query="verbose" type="boolean">More.</ParamField>\n';
    const { page } = await compile('ping.mdx', source);
    const out = await run(index, 'ping.mdx', page, source, {
      mdx: { server: 'https://api.example.com/v2', auth: { method: 'bearer' } },
    });
    expect(out.html).toMatch(/<input[^>]*data-tryit-server[^>]*value="https:\/\/api.example.com\/v2"/);
    expect(out.html).toContain('<code class="dg-api-path">/ping</code>');
    expect(out.html).toContain('data-tryit-prefix="Bearer "');
    expect(out.asideHtml).toContain('https://api.example.com/v2/ping');
  });

  it('openapi-schema: renders the data model above the page content', async () => {
    const { page, source } = await compile('api-reference/plant-schema.mdx');
    const out = await run(index, 'api-reference/plant-schema.mdx', page, source);
    expect(out.diagnostics).toEqual([]);
    expect(out.title).toBe('The Plant object');
    expect(out.html).toContain('id="response-created_at"');
    expect(out.html).toContain('href="#schema-Category"');
    expect(out.html.indexOf('created_at')).toBeLessThan(out.html.indexOf('Notes'));
    expect(out.markdown).toContain('- `care` (Watering | Misting)');
  });

  it('openapi-schema: an unknown schema is a warning listing the schemas', async () => {
    const source = '---\ntitle: S\nopenapi-schema: "api-reference/openapi.yaml Plnt"\n---\n\nBody.\n';
    const { page } = await compile('s.mdx', source);
    const out = await run(index, 's.mdx', page, source);
    expect(out.html).toContain('Body.');
    expect(out.diagnostics).toMatchObject([{ severity: 'warning', code: 'openapi/schema-missing', line: 3 }]);
    expect(out.diagnostics[0]!.hint).toContain('Plant');
  });

  it('leaves other pages untouched', async () => {
    const { page, source } = await compile('api-reference/introduction.mdx');
    expect(await run(index, 'api-reference/introduction.mdx', page, source)).toBe(page);
  });
});
