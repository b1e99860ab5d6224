import { existsSync, mkdtempSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMdxModule } from '../src/compile-mdx-module.ts';
import { compilePage } from '../src/index.ts';

// A page with nothing to run is rendered from its syntax tree; any page, either way, must come out
// the same: HTML, aside, Markdown copy, diagnostics, headings, links.

const root = realpathSync(mkdtempSync(path.join(tmpdir(), 'dg-tree-')));

async function bothWays(options: { root: string; file: string; source: string; variables?: Record<string, string> }) {
  const common = { fallbackTitle: 'Fallback', ...options };
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

  // Every page of the real corpora, both ways (`../shared` absent: skipped with a reason).
  const corpora = path.resolve(import.meta.dirname, '../../../../shared/corpora');
  const sample = Number(process.env.DOCSGEN_TREE_SAMPLE ?? 3);
  it.skipIf(!existsSync(corpora))(
    `renders ${sample === 1 ? 'every page' : `one page in ${sample}`} of the corpora as the compiled page renders it`,
    async () => {
      let pages = 0;
      let fromTreePages = 0;
      for (const corpus of readdirSync(corpora, { withFileTypes: true })) {
        if (!corpus.isDirectory()) continue;
        const dir = realpathSync(path.join(corpora, corpus.name));
        const config = JSON.parse(readFileSync(path.join(dir, 'docs.json'), 'utf8')) as {
          variables?: Record<string, string>;
        };
        const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
          .filter((f) => /\.mdx?$/.test(f) && !f.includes('node_modules'))
          .sort()
          .filter((_, i) => i % sample === 0);
        for (const file of files) {
          const source = readFileSync(path.join(dir, file), 'utf8');
          const options = { root: dir, file: file.split(path.sep).join('/'), source, variables: config.variables };
          const { fromTree, compiled } = await bothWays(options);
          expect(fromTree, `${corpus.name}/${file}`).toEqual(compiled);
          pages++;
          if (await rendersFromTree(source, options.file, dir)) fromTreePages++;
        }
      }
      // Both paths were exercised (the corpora hold pages of both kinds).
      expect(fromTreePages).toBeGreaterThan(0);
      if (pages >= 100) expect(fromTreePages).toBeLessThan(pages);
    },
    600_000,
  );
});
