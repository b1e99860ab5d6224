import { mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_COMPILE_SETTINGS } from '@docsgen/openapi/compile-settings';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../src/index.ts';

const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'dg-mdx-')));
const compile = (source: string, extra: Partial<Parameters<typeof compilePage>[0]> = {}) =>
  compilePage({ root, file: 'page.mdx', source, fallbackTitle: 'Fallback', markdown: false, ...extra });

describe('compilePage', () => {
  it('links literal URLs and addresses in text (GFM), and only text holding one', async () => {
    const page = await compile(
      '---\ntitle: T\n---\nSee https://example.com/a, WWW.example.org and ada@example.com.\n\nNone here: example.com.',
    );
    expect(page.html).toContain('<a href="https://example.com/a">https://example.com/a</a>');
    expect(page.html).toContain('<a href="http://WWW.example.org">WWW.example.org</a>');
    expect(page.html).toContain('<a href="mailto:ada@example.com">ada@example.com</a>');
    expect(page.html).toContain('<p>None here: example.com.</p>');
  });

  it('uses the frontmatter title, else the fallback with a warning', async () => {
    expect((await compile('---\ntitle: Real\n---\nx')).title).toBe('Real');
    const page = await compile('x');
    expect(page.title).toBe('Fallback');
    expect(page.diagnostics.map((d) => d.code)).toEqual(['mdx/missing-title']);
  });

  it('keeps custom keys and never turns dates into objects', async () => {
    const page = await compile('---\ntitle: T\nlastUpdatedDate: 2024-01-01\nproduct: API\nog:image: /x.png\n---\n');
    expect(page.frontmatter).toMatchObject({ lastUpdatedDate: '2024-01-01', product: 'API', 'og:image': '/x.png' });
    expect(JSON.stringify(page.frontmatter)).not.toMatch(/Invalid Date|object Object/);
  });

  it('gives unique, stable heading ids and a TOC in order (Mintlify numbers repeats -2, -3)', async () => {
    const page = await compile('---\ntitle: T\n---\n## A\n## A\n### Ünïcödé\n## Custom {#c}\n## C');
    expect(page.headings.map((h) => h.id)).toEqual(['a', 'a-2', 'ünïcödé', 'c', 'c-2']);
    expect(page.html).toContain('<h2 id="c">Custom<a href="#c"');
  });

  it('lists the ids links can land on: headings, <div id> wrappers and component anchors (the ids Mintlify gives accordions and fields)', async () => {
    const page = await compile(
      '---\ntitle: T\n---\n<div id="versions">\n  ## Versiones\n</div>\n\n<Tabs>\n  <Tab title="MCP">x</Tab>\n</Tabs>\n\n<Accordion title="Más info">y</Accordion>\n\n<ParamField body="user.name" type="string">z</ParamField>',
    );
    expect(page.anchors).toEqual(
      expect.arrayContaining(['versions', 'versiones', 'mcp', 'mas-info', 'param-user-name']),
    );
  });

  it('substitutes variables in pages and in snippets', async () => {
    writeFileSync(path.join(root, 'snip.mdx'), 'Snippet says {{name}}.');
    const page = await compile(
      "---\ntitle: T\n---\nimport S from './snip.mdx'\n\nHello {{name}} and {{unknown}}.\n\n<S />",
      { settings: { ...DEFAULT_COMPILE_SETTINGS, variables: { name: 'World' } }, markdown: true },
    );
    expect(page.html).toContain('Hello World and');
    expect(page.html).toContain('Snippet says World.');
    expect(page.imports).toEqual(['snip.mdx']);
    expect(page.markdown).toContain('Hello World');
  });

  it('prefixes the base path to absolute links and images', async () => {
    const page = await compile('---\ntitle: T\n---\n[a](/x) ![i](/i.png)', {
      settings: { ...DEFAULT_COMPILE_SETTINGS, base: '/docs' },
    });
    expect(page.html).toContain('href="/docs/x"');
    expect(page.html).toContain('src="/docs/i.png"');
  });

  it('reports features only for pages that need them, and keeps search text', async () => {
    expect((await compile('---\ntitle: T\n---\nplain')).features).toEqual([]);
    const page = await compile('---\ntitle: T\n---\n$x$\n\n```mermaid\ngraph TD; A-->B\n```\n\n<Note>note text</Note>');
    expect(page.features).toEqual(['katex', 'mermaid']);
    expect(page.text).toContain('note text');
  });

  it('passes a mermaid fence’s and component’s placement and actions to the diagram', async () => {
    const page = await compile(
      '---\ntitle: T\n---\n```mermaid placement="top-left" actions={false}\ngraph TD; A-->B\n```\n\n<Mermaid actions chart="graph LR; C-->D" />\n\n```mermaid\ngraph TD; E-->F\n```',
    );
    const pres = page.html.match(/<pre [^>]*class="dg-mermaid mermaid"[^>]*>/g) ?? [];
    expect(pres.map((p) => [/data-placement="([^"]*)"/.exec(p)?.[1], /data-actions="([^"]*)"/.exec(p)?.[1]])).toEqual([
      ['top-left', 'false'],
      [undefined, 'true'],
      [undefined, undefined],
    ]);
  });

  it('leaves out a throwing user component with a located warning; the rest of the page is built', async () => {
    const page = await compile(
      '---\ntitle: T\n---\nexport const X = () => { throw new Error("boom") }\n\n<X />\n\nAfter',
    );
    expect(page.html.trim()).toBe('<p>After</p>');
    expect(page.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'mdx/component-failed', line: 6, column: 1 }),
    ]);
  });

  it('fails one page, not the run: a page whose own content throws is an error diagnostic', async () => {
    const page = await compile('---\ntitle: T\n---\nexport const x = null\n\n{x.boom}');
    expect(page.html).toBe('');
    expect(page.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'mdx/render' })]);
  });

  it('never throws on arbitrary input', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), async (s) => {
        const page = await compile(s);
        expect(typeof page.html).toBe('string');
      }),
      { numRuns: 40 },
    );
  });
});
