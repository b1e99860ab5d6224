import { mkdirSync, mkdtempSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compilePage } from '../src/index.ts';

// Each remark plugin keeps what it finds on the compile's own vfile (file.data) and reports through
// file.message at the node: nothing a page found is left for the next compile in the same thread,
// and each problem carries the line and column of the node it is about.

const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'dg-mdx-state-')));
mkdirSync(path.join(root, 'snippets'));
writeFileSync(
  path.join(root, 'snippets', 'boom.jsx'),
  'export const Boom = () => { throw new Error("kaboom"); };\nexport const Fine = () => <b>fine</b>;\n',
);
writeFileSync(
  path.join(root, 'snippets', 'counter.mdx'),
  'export const Counter = () => { const [n, setN] = useState(0); return <button onClick={() => setN(n + 1)}>{n}</button>; };\n',
);

const compile = (file: string, source: string) =>
  compilePage({ root, file, source, fallbackTitle: 'Fallback', markdown: false });

const CLEAN = '---\ntitle: Clean\n---\n\nJust text, a [link](https://example.com) and `code`.\n';

/** Compiles `bad` (which must report `code` at `line`:`column`), then a clean page: the clean page reports nothing. */
async function reportsAtNodeAndLeaksNothing(bad: string, code: string, line: number, column: number) {
  const a = await compile('a.mdx', bad);
  const found = a.diagnostics.filter((d) => d.code === code);
  expect(found.map((d) => [d.file, d.line, d.column])).toEqual([['a.mdx', line, column]]);
  const b = await compile('b.mdx', CLEAN);
  expect(b.diagnostics).toEqual([]);
  expect(b.features).toEqual([]);
  expect(b.imports).toEqual([]);
  expect(b.islands).toBeUndefined();
  expect(b.headings).toEqual([]);
  expect(b.links.map((l) => l.href)).toEqual(['https://example.com']);
  return a;
}

describe('remark plugins own their state', () => {
  it('remark-page-frontmatter: a frontmatter problem at its value, none on the next page', async () => {
    await reportsAtNodeAndLeaksNothing('---\ntitle: [1, 2]\n---\n\nx\n', 'mdx/frontmatter-type', 2, 8);
  });

  it('remark-imports: a missing import at its path, no import carried to the next page', async () => {
    const a = await reportsAtNodeAndLeaksNothing(
      "---\ntitle: A\n---\n\nimport { X } from '/snippets/none.mdx';\n\n<X />\n",
      'mdx/import-not-found',
      5,
      19,
    );
    expect(a.imports).toEqual(['snippets/none.mdx']);
  });

  it('remark-components: an unknown component at its tag, no feature carried to the next page', async () => {
    const a = await reportsAtNodeAndLeaksNothing(
      '---\ntitle: A\n---\n\n<Mermaid chart="graph TD; A-->B" />\n\nText <Nope>x</Nope>\n',
      'mdx/unknown-component',
      7,
      6,
    );
    expect(a.features).toContain('mermaid');
  });

  it('remark-undefined-names: an undefined name at its expression', async () => {
    await reportsAtNodeAndLeaksNothing('---\ntitle: A\n---\n\nSee {missing} here.\n', 'mdx/undefined-name', 5, 5);
  });

  it('remark-heading-ids and remark-page-features: headings and math stay with their page', async () => {
    const a = await compile('a.mdx', '---\ntitle: A\n---\n\n## One\n\n$$x^2$$\n');
    expect(a.headings.map((h) => h.id)).toEqual(['one']);
    expect(a.features).toContain('katex');
    const b = await compile('b.mdx', CLEAN);
    expect(b.headings).toEqual([]);
    expect(b.features).toEqual([]);
  });

  it('remark-links: an unsafe URL at its link', async () => {
    await reportsAtNodeAndLeaksNothing(
      '---\ntitle: A\n---\n\nA [bad](javascript:alert(1)) link.\n',
      'mdx/unsafe-url',
      5,
      3,
    );
  });

  it('remark-code: an unknown language at its name after the fence', async () => {
    await reportsAtNodeAndLeaksNothing('---\ntitle: A\n---\n\n```nosuchlang\nx\n```\n', 'mdx/unknown-language', 5, 4);
  });

  it('remark-user-components: an island stays with the page that renders it', async () => {
    const a = await compile(
      'a.mdx',
      "---\ntitle: A\n---\n\nimport { Counter } from '/snippets/counter.mdx';\n\n<Counter />\n",
    );
    expect(a.islands?.map((i) => [i.file, i.name, typeof i.esm])).toEqual([
      ['snippets/counter.mdx', 'Counter', 'string'],
    ]);
    const b = await compile('b.mdx', CLEAN);
    expect(b.islands).toBeUndefined();
  });

  it('render problems: a component that threw is placed at its first tag, from the tree', async () => {
    // A `<Boom` inside a code block comes first in the text; the tag the page renders is the place.
    await reportsAtNodeAndLeaksNothing(
      "---\ntitle: A\n---\n\nimport { Boom, Fine } from '/snippets/boom.jsx';\n\n```jsx\n<Boom />\n```\n\n<Fine />\n\n  <Boom />\n",
      'mdx/component-failed',
      13,
      3,
    );
  });

  it('render problems: an unknown icon is placed at its value, and not reported again on the next page', async () => {
    await reportsAtNodeAndLeaksNothing(
      '---\ntitle: A\n---\n\n<Card\n  title="A"\n  icon="no-such-icon-here">body</Card>\n',
      'mdx/unknown-icon',
      7,
      9,
    );
  });

  it('render problems: an icon named in a fence is placed at its value on the fence line that first names it', async () => {
    await reportsAtNodeAndLeaksNothing(
      '---\ntitle: A\n---\n\n```js a.js icon=no-such-icon-here\nx\n```\n\n```js b.js icon="no-such-icon-here"\ny\n```\n',
      'mdx/unknown-icon',
      5,
      17,
    );
  });
});
