import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiSettings } from '../src/api-settings.ts';
import { DEFAULT_COMPILE_SETTINGS } from '../src/compile-settings.ts';
import {
  type ApiPage,
  codeSamples,
  endpointModel,
  endpointSlugs,
  findOperation,
  loadOpenApiIndex,
  normaliseRequest,
  type OpenApiIndex,
  operationKey,
  renderEndpointPage,
} from '../src/index.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures');
const exampleDocs = path.resolve(import.meta.dirname, '../../../example-docs');

async function index(root: string, ...files: string[]): Promise<OpenApiIndex> {
  const idx = await loadOpenApiIndex({ root, sources: files.map((source) => ({ source, file: 'docs.json' })) });
  expect(idx.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return idx;
}

async function render(idx: OpenApiIndex, file: string, method: string, p: string, api?: unknown): Promise<ApiPage> {
  const spec = idx.specs.get(file)!;
  const operation = findOperation(spec, method, p);
  expect(operation, `${method} ${p}`).toBeDefined();
  // At the URL the navigation gives it (a webhook, or an operation without a summary, is titled from it).
  const url = `/${endpointSlugs(spec).get(operationKey(operation!))}`;
  return renderEndpointPage({
    index: idx,
    spec,
    operation,
    url,
    settings: { ...DEFAULT_COMPILE_SETTINGS, api: apiSettings(api) },
  });
}

describe('renderEndpointPage: expected output', async () => {
  const plants = await index(exampleDocs, 'api-reference/openapi.yaml', 'api-reference/admin.yaml');
  const cases: Array<[string, string, string, string]> = [
    ['get-plant', 'api-reference/openapi.yaml', 'GET', '/plants/{id}'],
    ['list-plants', 'api-reference/openapi.yaml', 'GET', '/plants'],
    ['create-plant', 'api-reference/openapi.yaml', 'POST', '/plants'],
    ['webhook-new-plant', 'api-reference/openapi.yaml', 'WEBHOOK', 'newPlant'],
    ['admin-reindex-deprecated', 'api-reference/admin.yaml', 'POST', '/admin/reindex'],
  ];
  it.each(cases)('%s', async (name, file, method, p) => {
    const page = await render(plants, file, method, p);
    const dir = path.join(fixtures, 'render', name);
    await expect(page.html).toMatchFileSnapshot(path.join(dir, 'expected.html'));
    await expect(page.asideHtml ?? '').toMatchFileSnapshot(path.join(dir, 'expected-aside.html'));
    await expect(page.markdown ?? '').toMatchFileSnapshot(path.join(dir, 'expected.md'));
  });

  it('lists every parameter location, constraints, enum, default and x-codeSamples', async () => {
    const page = await render(plants, 'api-reference/openapi.yaml', 'GET', '/plants');
    expect(page.headings.map((h) => h.id)).toEqual([
      'servers',
      'authorizations',
      'query-parameters',
      'header-parameters',
      'cookie-parameters',
      'response',
      'response-200',
      'response-401',
    ]);
    expect(page.html).toContain('id="query-limit"');
    expect(page.html).toContain('<li>>= 1</li><li>&lt;= 100</li>');
    expect(page.html).toContain('default: <code>20</code>');
    expect(page.html).toContain('<code>succulent</code>');
    expect(page.html).toContain('id="cookie-session"');
    // The spec's Ruby sample comes first, in a tab named by its language; its label is in the Markdown.
    expect(page.asideHtml!.indexOf('data-title="Ruby"')).toBeGreaterThan(-1);
    expect(page.asideHtml!.indexOf('data-title="Ruby"')).toBeLessThan(page.asideHtml!.indexOf('data-title="cURL"'));
    expect(page.markdown).toContain('### Ruby — Ruby SDK');
    expect(page.features).toEqual(['api', 'tryit']);
    expect(page.text).toContain('List plants');
    expect(page.description).toMatch(/^Returns the plants in stock, newest first/);
  });

  it('cuts recursion with a link to the expanded schema and shows oneOf variants', async () => {
    const page = await render(plants, 'api-reference/openapi.yaml', 'GET', '/plants/{id}');
    expect(page.html).toContain('id="schema-Category"');
    expect(page.html).toContain('href="#schema-Category"');
    expect(page.html).toContain('One of');
    expect(page.html).toContain('Show Watering');
  });

  it('follows docs.json api settings: languages and playground', async () => {
    const page = await render(plants, 'api-reference/openapi.yaml', 'GET', '/plants', {
      examples: { languages: ['python', 'bash'], defaults: 'all' },
      playground: { display: 'none' },
    });
    const titles = [...page.asideHtml!.matchAll(/data-title="([^"]+)"/g)].map((m) => m[1]);
    expect(titles.slice(1, 3)).toEqual(['Python', 'cURL']);
    expect(page.asideHtml).toContain('limit');
    expect(page.html).not.toContain('data-dg-tryit');
    expect(page.features).toEqual(['api']);
  });

  it('playground.display: simple shows the endpoint without the Try it panel (ollama)', async () => {
    const page = await render(plants, 'api-reference/openapi.yaml', 'GET', '/plants', {
      playground: { display: 'simple' },
    });
    expect(page.html).not.toContain('data-dg-tryit');
    expect(page.html).toContain('/plants');
  });

  it('opens nested fields with api.params.expanded: all', async () => {
    const closed = await render(plants, 'api-reference/openapi.yaml', 'GET', '/plants/{id}');
    const open = await render(plants, 'api-reference/openapi.yaml', 'GET', '/plants/{id}', {
      params: { expanded: 'all' },
    });
    expect(closed.html).not.toContain('<details class="dg-expandable expandable" open');
    expect(open.html).toContain('<details class="dg-expandable expandable" open');
  });

  it('renders Swagger 2.0 operations', async () => {
    const v2 = await index(path.join(fixtures, 'swagger2'), 'swagger.json');
    const page = await render(v2, 'swagger.json', 'GET', '/pets');
    expect(page.html).toContain('https://api.example.com/v1');
    expect(page.markdown).toContain('- `name` (string)');
  });

  it('renders a circular schema and terminates', async () => {
    const circ = await index(path.join(fixtures, 'circular'), 'openapi.yaml');
    const page = await render(circ, 'openapi.yaml', 'GET', '/nodes');
    expect(page.html).toContain('href="#schema-Node"');
    expect(page.markdown).toContain('Recursive: same structure as Node');
  });
});

describe('renderEndpointPage: hostile specs', async () => {
  const hostile = await index(path.join(fixtures, 'render/hostile'), 'openapi.yaml');
  const page = await render(hostile, 'openapi.yaml', 'POST', '/items/{id}');

  it('escapes every string from the spec and drops unsafe link schemes', () => {
    for (const raw of [page.html, page.asideHtml ?? '']) {
      // docsgen's own icons (Send, copy, language tabs) are the only SVG, each with a dg- class.
      const html = raw.replace(/<svg\b[^>]*\bclass="dg-[^"]*"[^>]*>[\s\S]*?<\/svg>/g, '');
      expect(html).not.toContain('<svg');
      // Spec text may mention `onerror=` or `javascript:` as text; it must never become markup.
      expect(html).not.toMatch(/<(script|img|svg|iframe|b|em)[\s>]/i);
      expect(html).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
      expect(html).not.toMatch(/(href|src)="\s*javascript:/i);
    }
    expect(page.html).toContain('&lt;script&gt;');
    expect(page.html).toContain('href="https://example.com"');
    // A first paragraph with HTML or links stays Markdown in the body (escaped), not a lossy plain lead:
    // the description shows once.
    expect(page.description).toBeUndefined();
  });

  it('writes code samples that are valid in each language whatever the values', () => {
    const model = endpointModel(
      hostile.specs.get('openapi.yaml')!,
      findOperation(hostile.specs.get('openapi.yaml')!, 'POST', '/items/{id}')!,
    )!;
    const samples = codeSamples(normaliseRequest(model, hostile.specs.get('openapi.yaml')!.document));
    const byLabel = Object.fromEntries(samples.map((s) => [s.label, s.code]));
    // JavaScript: compiles.
    expect(() => new Function(byLabel.JavaScript!)).not.toThrow();
    // Python: parses (ast) when python3 is available on the machine.
    const python = execFileSync('python3', ['-c', 'import ast,sys; ast.parse(sys.stdin.read()); print("ok")'], {
      input: byLabel.Python!,
    });
    expect(String(python).trim()).toBe('ok');
    // Shell: `sh -n` parses the curl command without running it.
    const sh = execFileSync('sh', ['-n', '-c', byLabel.cURL!]);
    expect(String(sh)).toBe('');
    // The body round-trips through the shell quoting unchanged.
    const echoed = execFileSync('sh', ['-c', `printf '%s' ${byLabel.cURL!.split('--data ')[1]}`]);
    expect(JSON.parse(String(echoed))).toEqual({
      text: 'it\'s "quoted"\nnew line \\ backslash $(rm -rf /) `tick` \u2028',
    });
    expect(byLabel.Go).toContain('strings.NewReader("{\\"text\\"');
  });
});
