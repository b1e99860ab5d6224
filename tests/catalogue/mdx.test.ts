import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Diagnostic } from '@docsgen/diagnostics';
import { type CompiledPage, compilePage } from '@docsgen/mdx';
import { DEFAULT_COMPILE_SETTINGS } from '@docsgen/openapi/compile-settings';
import { describe, expect, it } from 'vitest';
import { readTree } from '../build-helpers.ts';
import { cpuMsSince } from '../cpu-time.ts';
import { build, describeAll, errors, MINIMAL_CONFIG, makeDocs, siteWithConfig, warnings } from './helpers.ts';

// Catalogue rows 41–56 (MDX and frontmatter): compilePage on one page for located diagnostics,
// whole builds where the row is about what lands in the output.

let scratch: string | undefined;
async function compile(source: string, extra: { strict?: boolean } = {}): Promise<CompiledPage> {
  scratch ??= await makeDocs({ 'docs.json': '{}' });
  const settings = { ...DEFAULT_COMPILE_SETTINGS, strict: extra.strict === true };
  return compilePage({ root: scratch, file: 'page.mdx', source, fallbackTitle: 'Page', markdown: false, settings });
}

function firstError(diagnostics: readonly Diagnostic[], code?: string | RegExp): Diagnostic {
  const d = errors(diagnostics).find(
    (x) => code === undefined || (typeof code === 'string' ? x.code === code : code.test(x.code)),
  );
  expect(d, `no error ${code ?? ''} in:\n${describeAll(diagnostics)}`).toBeDefined();
  return d as Diagnostic;
}

const FM = '---\ntitle: T\n---\n\n';

describe('catalogue: MDX and frontmatter (rows 41–56)', () => {
  it('row 41: an unclosed <Card> → error at file:line:column', async () => {
    const page = await compile(`${FM}Intro.\n\n<Card title="x">\n\nnever closed\n`);
    const d = firstError(page.diagnostics, 'mdx/syntax');
    expect(d.file).toBe('page.mdx');
    expect(d.line).toBe(7);
    expect(d.column).toBeGreaterThan(0);
    expect(page.html).toBe('');
  });

  it('row 42: `a < b` and <!-- comments --> in prose → error with MDX hint at the right place', async () => {
    const lt = firstError((await compile(`${FM}if a < b and 5<6 then\n`)).diagnostics, 'mdx/syntax');
    expect(lt).toMatchObject({ file: 'page.mdx', line: 5 });
    expect(lt.hint ?? lt.message).toMatch(/&lt;|\\<|\{'<'\}/);
    const comment = firstError((await compile(`${FM}text\n\n<!-- note -->\n`)).diagnostics, 'mdx/syntax');
    expect(comment).toMatchObject({ file: 'page.mdx', line: 7 });
    expect(`${comment.hint ?? ''} ${comment.message}`).toContain('{/*');
  });

  // A throwing component: issue 20 (as Mintlify renders the rest of such a page) makes it a located
  // warning that --strict turns into an error, instead of failing the page.
  it('row 43: {undefinedVar} and a throwing component are located diagnostics (errors under --strict)', async () => {
    const page = await compile(`${FM}Hello {undefinedVar} there.\n`);
    const d = page.diagnostics.find((x) => x.code === 'mdx/undefined-name');
    expect(d, describeAll(page.diagnostics)).toMatchObject({ file: 'page.mdx', line: 5 });
    // Rendered as the literal text the author wrote, never as "undefined".
    expect(page.html).toContain('Hello {undefinedVar} there.');
    const root = await siteWithConfig(MINIMAL_CONFIG, { 'index.mdx': `${FM}Hello {undefinedVar} there.\n` });
    expect((await build(root, { strict: true })).ok).toBe(false);
    const boomPage = `${FM}export const Boom = () => { throw new Error('kaboom') };\n\n<Boom />\n\nAfter the component.\n`;
    const boom = await compile(boomPage);
    const e = boom.diagnostics.find((x) => x.code === 'mdx/component-failed');
    expect(e, describeAll(boom.diagnostics)).toMatchObject({ file: 'page.mdx', line: 7 });
    expect(`${e?.message}`).toMatch(/kaboom|Boom/);
    expect(boom.html).toContain('After the component.');
    const boomRoot = await siteWithConfig(MINIMAL_CONFIG, { 'index.mdx': boomPage });
    expect((await build(boomRoot, { strict: true })).ok).toBe(false);
  });

  it('row 44: invalid YAML frontmatter → error with the .mdx file line, not the YAML block line', async () => {
    const page = await compile('---\ntitle: T\ndescription: [unclosed\nicon: x\n---\n\nBody\n');
    const d = firstError(page.diagnostics, /frontmatter/);
    expect(d.file).toBe('page.mdx');
    expect(d.line).toBeGreaterThanOrEqual(3);
    expect(d.line).toBeLessThanOrEqual(5);
  });

  it('row 45: a frontmatter alias bomb and duplicate keys → error in milliseconds', async () => {
    const bomb = [
      '---',
      'title: T',
      'a: &a ["x","x","x","x","x","x","x","x","x"]',
      'b: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]',
      'c: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]',
      'd: &d [*c,*c,*c,*c,*c,*c,*c,*c,*c]',
      'e: &e [*d,*d,*d,*d,*d,*d,*d,*d,*d]',
      'f: &f [*e,*e,*e,*e,*e,*e,*e,*e,*e]',
      'g: &g [*f,*f,*f,*f,*f,*f,*f,*f,*f]',
      '---',
      '',
      'Body',
    ].join('\n');
    const started = process.cpuUsage();
    const d = firstError((await compile(bomb)).diagnostics, /frontmatter/);
    expect(cpuMsSince(started)).toBeLessThan(2_000);
    expect(d.file).toBe('page.mdx');
    const dup = firstError((await compile('---\ntitle: A\ntitle: B\n---\n\nBody\n')).diagnostics, /frontmatter/);
    expect(dup).toMatchObject({ file: 'page.mdx', line: 3 });
  });

  it('row 46: ---js frontmatter and !!js/function tags are never executed', async () => {
    const marker = '__docsgen_catalogue_executed__';
    const g = globalThis as Record<string, unknown>;
    delete g[marker];
    const js = await compile(`---js\n{ title: (globalThis.${marker} = 'yes') }\n---\n\nBody\n`);
    expect(g[marker]).toBeUndefined();
    expect(js.title).not.toBe('yes');
    const tag = await compile(`---\ntitle: !!js/function "function () { globalThis.${marker} = 1 }"\n---\n\nBody\n`);
    expect(g[marker]).toBeUndefined();
    // The unknown tag is kept as plain text (or reported); never turned into a function.
    expect(typeof tag.frontmatter.title).not.toBe('function');
    expect(typeof tag.title).toBe('string');
    expect(tag.title).not.toMatch(/\[object/);
  });

  it('row 47: list/scalar frontmatter and non-string titles → diagnostic, never [object Object] or Invalid Date', async () => {
    for (const fm of [
      '- a\n- b',
      'just a string',
      'title: 123',
      'title: [a]',
      'title: 2024-01-01',
      'title: { x: 1 }',
    ]) {
      const page = await compile(`---\n${fm}\n---\n\nBody\n`);
      expect(page.title, fm).not.toMatch(/\[object|Invalid Date|undefined/);
      expect(page.html).not.toMatch(/\[object|Invalid Date/);
      // Either coerced to text (documented for scalars) or reported where it is written.
      const reported = page.diagnostics.some((d) => d.file === 'page.mdx' && d.line !== undefined);
      expect(reported || page.title === fm.replace(/^title: /, ''), `${fm}\n${describeAll(page.diagnostics)}`).toBe(
        true,
      );
    }
  });

  it('row 48: a missing title → nav label, then file name, with a warning; never "undefined" in <title>', async () => {
    const page = await compile('No frontmatter here.\n');
    expect(page.title).toBe('Page');
    expect(warnings(page.diagnostics).some((d) => d.code === 'mdx/missing-title')).toBe(true);
    const root = await siteWithConfig(
      { ...MINIMAL_CONFIG, navigation: { pages: ['index', 'getting-started'] } },
      { 'getting-started.mdx': 'Body only.\n' },
    );
    const result = await build(root);
    expect(result.ok).toBe(true);
    const html = await readFile(join(root, 'dist', 'getting-started', 'index.html'), 'utf8');
    const title = html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';
    expect(title).not.toContain('undefined');
    expect(title).toMatch(/getting started/i);
  });

  it('row 49: a blank line before ---, an unclosed --- or +++ TOML → warning "looks like frontmatter"', async () => {
    for (const source of [
      '\n---\ntitle: T\n---\n\nBody\n',
      '---\ntitle: T\n\nBody\n',
      '+++\ntitle = "T"\n+++\n\nBody\n',
    ]) {
      const page = await compile(source);
      const w = page.diagnostics.find((d) => d.code === 'mdx/frontmatter-not-parsed');
      expect(w, `${JSON.stringify(source)}\n${describeAll(page.diagnostics)}`).toBeDefined();
      expect(w?.line).toBeGreaterThan(0);
    }
  });

  it('row 50: an unknown component <Cardd> → diagnostic with "did you mean <Card>" at its location (error under strict)', async () => {
    const page = await compile(`${FM}Text.\n\n<Cardd title="x">Hi</Cardd>\n`, { strict: true });
    const d = firstError(page.diagnostics, 'mdx/unknown-component');
    expect(d).toMatchObject({ file: 'page.mdx', line: 7, column: 1 });
    expect(`${d.message} ${d.hint ?? ''}`).toMatch(/Card\b/);
  });

  it('row 52: <script>, dangerouslySetInnerHTML and node imports are allowed by default (trusted code)', async () => {
    const page = await compile(
      `${FM}<script>{'window.x = 1'}</script>\n\n<div dangerouslySetInnerHTML={{ __html: '<b>raw</b>' }} />\n`,
    );
    expect(errors(page.diagnostics), describeAll(page.diagnostics)).toEqual([]);
    expect(page.html).toContain('<b>raw</b>');
    expect(page.html).toContain('<script>');
  });

  it('row 53: javascript:/data: URLs: content sinks neutralised, docs.json sinks are errors', async () => {
    const bad = [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
    ];
    for (const url of bad) {
      const md = url.replace(/\t/g, '&#9;');
      const page = await compile(
        `${FM}[link](<${url}>)\n\n<Card title="c" href=${JSON.stringify(url)}>x</Card>\n\n<a href=${JSON.stringify(url)}>a</a>\n\n<img src=${JSON.stringify(url)} />\n\n[ref][r]\n\n[r]: <${md}>\n`,
      );
      expect(page.html, url).not.toMatch(/(href|src)="\s*(java\s*script|data):/i);
    }
    const configs = [
      { anchors: [{ anchor: 'A', href: 'javascript:alert(1)' }] },
      { global: { anchors: [{ anchor: 'A', href: ' JaVaScRiPt:alert(1)' }] } },
    ];
    for (const extra of configs) {
      const root = await siteWithConfig({ ...MINIMAL_CONFIG, navigation: { pages: ['index'], ...extra } });
      const result = await build(root);
      expect(result.ok, JSON.stringify(extra)).toBe(false);
      expect(firstError(result.diagnostics).file).toBe('docs.json');
    }
    for (const extra of [
      { navbar: { links: [{ label: 'x', href: 'javascript:alert(1)' }] } },
      { logo: { light: '/l.svg', dark: '/l.svg', href: 'java\tscript:alert(1)' } },
      { redirects: [{ source: '/old', destination: 'javascript:alert(1)' }] },
      { footer: { socials: { x: 'data:text/html,<script>alert(1)</script>' } } },
      // Links inside the inline Markdown of the banner and the 404 description are sinks too.
      { banner: { content: 'Read [this](javascript:alert(1)) now' } },
      { errors: { '404': { description: 'Go [home](data:text/html,x)' } } },
    ]) {
      const root = await siteWithConfig({ ...MINIMAL_CONFIG, ...extra }, { 'l.svg': '<svg/>' });
      const result = await build(root);
      expect(result.ok, JSON.stringify(extra)).toBe(false);
      const d = firstError(result.diagnostics);
      expect(d.file).toBe('docs.json');
      expect(d.line).toBeGreaterThan(0);
    }
  });

  it('row 54: a hostile title and description are escaped in <title>, meta, og, JSON-LD, search and sidebar', async () => {
    const title = '</title><script>alert(1)</script>';
    const description = 'say "hi" <b>&</b>';
    const root = await siteWithConfig(
      { ...MINIMAL_CONFIG, navigation: { pages: ['index', 'evil'] } },
      { 'evil.mdx': `---\ntitle: '${title}'\ndescription: '${description}'\n---\n\nBody\n` },
    );
    const result = await build(root);
    expect(errors(result.diagnostics), describeAll(result.diagnostics)).toEqual([]);
    const tree = await readTree(join(root, 'dist'));
    for (const [path, bytes] of tree) {
      // JSON files are data served as application/json; HTML and scripts are where markup runs.
      if (!/\.(html|js)$/.test(path)) continue;
      const text = bytes.toString('utf8');
      expect(text, path).not.toContain('<script>alert(1)</script>');
      expect(text, path).not.toContain('content="say "hi"');
    }
    const html = (tree.get('evil/index.html') as Buffer).toString('utf8');
    expect(html).toMatch(/<title>&lt;\/title(&gt;|>)&lt;script/);
  });

  it('row 55: headings with <, ", emoji and duplicates → escaped text, unique stable ids', async () => {
    const source = `${FM}## a &lt; b "quoted"\n\n## 🚀 Launch\n\n## Same\n\n## Same\n\n## Same\n`;
    const one = await compile(source);
    const two = await compile(source);
    const ids = one.headings.map((h) => h.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(two.headings.map((h) => h.id));
    expect(one.html).not.toMatch(/<h2[^>]*>a < b/);
    // Ids are Mintlify's (issue 17): `<` is kept as Mintlify keeps it (`a-<-b-“quoted”`), `"` and
    // spaces never; the attribute is escaped, so no raw `<` or `"` ever ends up inside a tag.
    for (const id of ids) expect(id).not.toMatch(/["\s]/);
    expect(one.html).toContain('id="a-&lt;-b-“quoted”"');
    expect(one.html).not.toMatch(/<h2 id="[^"]*</);
  });
  it('row 56: the same content with LF, CRLF, a BOM or tabs → byte-identical output trees', async () => {
    const lf = '---\ntitle: Same\n---\n\n# Heading\n\nA paragraph\nwrapped.\n\n- item\n- item\n';
    // The whole output (page, .md copy, llms.txt, search index), not only the page's HTML.
    const variants = [lf, lf.replace(/\n/g, '\r\n'), `\uFEFF${lf}`, lf.replace(/- item/g, '-\titem')];
    const trees: Array<Map<string, Buffer>> = [];
    for (const text of variants) {
      const root = await siteWithConfig(MINIMAL_CONFIG, { 'index.mdx': text });
      const result = await build(root);
      expect(errors(result.diagnostics)).toEqual([]);
      trees.push(await readTree(join(root, 'dist')));
    }
    const [first, ...rest] = trees as [Map<string, Buffer>, ...Array<Map<string, Buffer>>];
    expect(first.has('index.html')).toBe(true);
    for (const tree of rest) {
      expect([...tree.keys()]).toEqual([...first.keys()]);
      expect([...first].filter(([p, bytes]) => !bytes.equals(tree.get(p) as Buffer)).map(([p]) => p)).toEqual([]);
    }
  });
  it('row 51: a component with bad props (<Card title={5}>, <Tabs> without <Tab>) → located diagnostic', async () => {
    const card = await compile(`${FM}<Card title={5} href={{}}>x</Card>\n`);
    const tabs = await compile(`${FM}<Tabs>\n  just text\n</Tabs>\n`);
    for (const page of [card, tabs]) {
      const d = page.diagnostics.find((x) => x.file === 'page.mdx' && x.line === 5);
      expect(d, describeAll(page.diagnostics)).toBeDefined();
    }
  });
});
