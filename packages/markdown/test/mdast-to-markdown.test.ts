import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createProcessor } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { describe, expect, it } from 'vitest';
import { mdastToMarkdown } from '../src/index.ts';

const fixtures = path.join(import.meta.dirname, 'fixtures', 'mdx');
const processor = createProcessor({ remarkPlugins: [remarkFrontmatter, remarkGfm, remarkMath] });
const parse = (mdx: string) => processor.parse(mdx) as unknown as Root;
const variables = { product: 'Plantify', version: '2.1', package: 'plantify', downloadUrl: 'https://dl.example.com' };

describe('mdastToMarkdown fixtures', () => {
  for (const name of readdirSync(fixtures).sort()) {
    it(name, async () => {
      const mdx = readFileSync(path.join(fixtures, name, 'input.mdx'), 'utf8');
      const markdown = mdastToMarkdown(parse(mdx), { variables });
      await expect(markdown).toMatchFileSnapshot(path.join(fixtures, name, 'expected.md'));
      // No JSX may leak: no component tags, no ESM, no expressions.
      const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`]*`/g, '');
      expect(prose).not.toMatch(/<\/?[A-Za-z][\w.]*(\s|\/?>)/);
      expect(prose).not.toMatch(/^(import|export) /m);
    });
  }
});

describe('mdastToMarkdown', () => {
  it('writes callouts as blockquotes with their kind in bold', () => {
    expect(mdastToMarkdown(parse('<Note>Back up first.</Note>'))).toBe('> **Note:** Back up first.\n');
  });

  it('keeps agent-only content and drops human-only content', () => {
    const md = mdastToMarkdown(
      parse('<Visibility for="humans">Click</Visibility>\n\n<Visibility for="agents">Call</Visibility>'),
    );
    expect(md).toBe('Call\n');
  });

  it('turns steps into an ordered list with bold titles', () => {
    const md = mdastToMarkdown(
      parse('<Steps>\n<Step title="One">\nA\n</Step>\n<Step title="Two">\nB\n</Step>\n</Steps>'),
    );
    expect(md).toBe('1. **One**\n\n   A\n\n2. **Two**\n\n   B\n');
  });

  it('merges consecutive fields into one list', () => {
    const md = mdastToMarkdown(
      parse('<ParamField query="a" type="string" required>\nA\n</ParamField>\n<ParamField query="b" type="number" />'),
    );
    expect(md).toBe('- `a` (query, string, required)\n\n  A\n- `b` (query, number)\n');
  });

  it('substitutes only known variables', () => {
    expect(mdastToMarkdown(parse('Hi {{name}} and {{other}}'), { variables: { name: 'Ada' } })).toBe(
      'Hi Ada and {{other}}\n',
    );
  });

  it('does not modify the input tree', () => {
    const tree = parse('<Note>x</Note>');
    const before = JSON.stringify(tree);
    mdastToMarkdown(tree);
    expect(JSON.stringify(tree)).toBe(before);
  });

  it('returns a single newline for an empty page', () => {
    expect(mdastToMarkdown(parse("import x from './x'\n"))).toBe('\n');
  });
});
