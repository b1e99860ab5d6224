import { mkdtempSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_COMPILE_SETTINGS } from '@docsgen/openapi/compile-settings';
import { describe, expect, it } from 'vitest';
import { compileMdxModule } from '../src/compile-mdx-module.ts';
import { compilePage } from '../src/index.ts';

// A page with nothing to run is rendered from its syntax tree; any page, either way, must come out
// the same: HTML, aside, Markdown copy, diagnostics, headings, links.

const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'dg-tree-')));

async function bothWays(options: { root: string; file: string; source: string; variables?: Record<string, string> }) {
  const { variables, ...page } = options;
  const common = { fallbackTitle: 'Fallback', ...page, settings: { ...DEFAULT_COMPILE_SETTINGS, variables } };
  const [fromTree, compiled] = await Promise.all([
    compilePage({ ...common, fromTree: true }),
    compilePage({ ...common, fromTree: false }),
  ]);
  return { fromTree, compiled };
}

async function rendersFromTree(source: string, file = 'page.mdx', dir = root): Promise<boolean> {
  const module = await compileMdxModule({ root: dir, base: '/', strict: false, chain: [] }, file, source, false);
  return module.tree !== undefined;
}

const cases: Array<[string, string, boolean]> = [
  [
    'markdown, known components, literal props, comments',
    `---\ntitle: T\n---\n# Head\n\nText with **bold**, \`code\`, a [link](/x) and ~~gone~~. {/* a note */}\n\n{/* flow comment */}\n\n| a | b |\n|:-|-:|\n| 1 | 2 |\n\n<CardGroup cols={2}>\n  <Card title="One" icon="rocket" href="/one">Body {"text"} {42}</Card>\n  <Card title={\`Two\`}>Two</Card>\n</CardGroup>\n\n<Note>A note</Note>\n\n<div style={{ color: 'red', marginTop: -4 }} className="x" data-a="b">html</div>\n\n\`\`\`ts title.ts\nconst a = 1;\n\`\`\`\n\n- [x] done\n- [ ] todo\n\n$$\nx^2\n$$\n`,
    true,
  ],
  ['an export', `---\ntitle: T\n---\nexport const X = () => <b>x</b>;\n\n<X />\n`, false],
  // remark-components and remark-undefined-names turn these into static content (with a warning).
  ['an unknown component', `---\ntitle: T\n---\n<Nope>x</Nope>\n`, true],
  ['an undefined name in an expression', `---\ntitle: T\n---\nValue: {someName}\n`, true],
  ['an expression to evaluate', `---\ntitle: T\n---\nValue: {React ? 'a' : 'b'}\n`, false],
  ['a hook in a prop', `---\ntitle: T\n---\n<Card title={typeof useState}>x</Card>\n`, false],
  ['a function in a prop', `---\ntitle: T\n---\n<Card title={String(1)}>x</Card>\n`, false],
  ['bad math', `---\ntitle: T\n---\n$$\n\\\\frac{\n$$\n\nInline $\\\\badcommand$ math.\n`, true],
  ['no title and a spread', `<Card {...{ title: 'x' }}>y</Card>\n`, false],
  // Nested past the parse limit (nesting-depth.ts): refused before the parser, the same located
  // error either way.
  ['3,000 nested elements', `---\ntitle: T\n---\n${'<div>'.repeat(3000)}x${'</div>'.repeat(3000)}\n`, false],
];

describe('pages rendered from their syntax tree', () => {
  for (const [name, source, tree] of cases) {
    it(`${tree ? 'renders' : 'compiles'} a page with ${name}, and both ways give the same page`, async () => {
      expect(await rendersFromTree(source)).toBe(tree);
      const { fromTree, compiled } = await bothWays({ root, file: 'page.mdx', source });
      expect(fromTree).toEqual(compiled);
    });
  }
  // Every page of the real corpora, both ways: tests/render-paths-corpora.test.ts (corpora project).
});
