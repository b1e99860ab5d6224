import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { activeParser, compilePage } from '../src/index.ts';
import { locatedError } from '../src/parse-mdx.ts';
import { syntaxDiagnostic } from '../src/syntax-diagnostic.ts';
import { compareParsers } from './compare-parsers.ts';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

describe('parse step', () => {
  it('is satteri by default, micromark when DOCSGEN_PARSER says so or when asked', async () => {
    const saved = process.env.DOCSGEN_PARSER;
    try {
      delete process.env.DOCSGEN_PARSER;
      expect(await activeParser()).toBe('satteri');
      process.env.DOCSGEN_PARSER = 'micromark';
      expect(await activeParser()).toBe('micromark');
      expect(await activeParser('satteri')).toBe('satteri');
    } finally {
      if (saved === undefined) delete process.env.DOCSGEN_PARSER;
      else process.env.DOCSGEN_PARSER = saved;
    }
  });

  // Every plugin fixture (syntax errors, frontmatter kinds, imports, components, math…) gives the
  // same CompiledPage with either parser: HTML, diagnostics, headings, links, Markdown.
  for (const name of readdirSync(fixtures).sort()) {
    it(`fixture ${name}: the same page with satteri and micromark`, async () => {
      const root = realpathSync(path.join(fixtures, name));
      let options: { file?: string } = {};
      try {
        options = JSON.parse(readFileSync(path.join(root, 'options.json'), 'utf8'));
      } catch {}
      const file = options.file ?? 'input.mdx';
      const source = readFileSync(path.join(root, existsSync(path.join(root, file)) ? file : 'input.mdx'), 'utf8');
      expect(await compareParsers({ root, file, source, fallbackTitle: name, ...options })).toBeUndefined();
    });
  }

  const cases: Record<string, string> = {
    'ESM, expressions and attributes with their ESTree': [
      "export const who = 'you';",
      'export function twice(n) { return n * 2 }',
      '',
      '# Hello {who}',
      '',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: MDX source holding a template literal.
      '<Note title={`for ${who}`} {...{ icon: "x" }}>Twice {twice(2)} {/* a comment */}</Note>',
      '',
      '- item <Badge color={"blue"}>{who}</Badge>',
      '  {twice(',
      '    3)}',
    ].join('\n'),
    'math with rehype-katex': 'Inline $a^2$ and\n\n$$\n\\frac{1}{2}\n$$\n\nand $\\badmacro$.\n',
    'an undefined name, a bad import': "import { X } from './missing.mdx'\n\nText {nope} and <X />.\n",
    'a syntax error inside a list': '- a\n- b {1 +}\n',
    'an unclosed component in a quote': '> <Note>\n> text\n',
    'TOML-looking frontmatter': '+++\ntitle = "x"\n+++\n\nText.\n',
    // satteri 0.10.5 panicked on this (no final line ending), which aborts the whole process.
    'no final line ending after a backslash':
      'export const answer = 42;\na < b<Note>![img](/missing.png)>`5Dp050F}<CodeGroup>\\',
    'NUL characters': '# A\0B\n\nText \0 and `code\0` <Note title="x\0">y</Note> {"\0"}\n\n```\n\0\n```\n',
  };
  for (const [name, source] of Object.entries(cases)) {
    it(`${name}: the same page with satteri and micromark`, async () => {
      const root = realpathSync(fixtures);
      expect(await compareParsers({ root, file: 'page.mdx', source, fallbackTitle: 'Page' })).toBeUndefined();
    });
  }

  it('locates a syntax error at its line', async () => {
    const page = await compilePage({
      root: realpathSync(fixtures),
      file: 'page.mdx',
      source: '# Title\n\nText <Note\n',
      fallbackTitle: 'Page',
    });
    const syntax = page.diagnostics.find((d) => d.code === 'mdx/syntax');
    expect(syntax?.line).toBe(3);
  });

  it("turns satteri's `line:column: reason (rule)` message into a located diagnostic with its hint", () => {
    const source = 'a\n\nText { "key": value } here.\n';
    const e = locatedError(
      new Error('3:7: Could not parse expression with oxc: Expected `,` but found `:` (mdx-jsx:unexpected-character)'),
    );
    const d = syntaxDiagnostic(e, 'page.mdx', source);
    expect({ line: d.line, column: d.column, message: d.message }).toEqual({
      line: 3,
      column: 7,
      message: 'MDX syntax error: Could not parse expression with oxc: Expected `,` but found `:`',
    });
    expect(d.hint).toMatch(/Braces/);
    const lt = syntaxDiagnostic(
      locatedError(
        new Error('1:3: Unexpected character after `<`, expected a valid JSX tag (mdx-jsx:unexpected-character)'),
      ),
      'page.mdx',
      'a <3 b\n',
    );
    expect([lt.line, lt.column, lt.hint]).toEqual([1, 3, expect.stringMatching(/&lt;/)]);
  });
});
