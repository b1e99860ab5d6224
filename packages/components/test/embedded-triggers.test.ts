import { bundledLanguages } from 'shiki/langs';
import { describe, expect, it, vi } from 'vitest';
import { type GrammarLike, mayReach } from '../src/embedded-triggers.ts';

const markdown = async () => (await bundledLanguages.markdown()).default[0] as GrammarLike;

// Markdown embeds 60 languages lazily; a block reaches one only through a fence naming it.
describe('embedded languages a block may reach', () => {
  it('a fence language only when a fence opens with one of its names', async () => {
    const md = await markdown();
    expect(mayReach(md, 'source.js', '# T\n\n```js\nx\n```\n')).toBe(true);
    expect(mayReach(md, 'source.js', '# T\n\n~~~JavaScript title="a"\nx\n~~~\n')).toBe(true);
    expect(mayReach(md, 'source.js', '# T\n\nSome javascript in prose.\n')).toBe(false);
    expect(mayReach(md, 'source.python', '```js\nx\n```\n')).toBe(false);
    expect(mayReach(md, 'source.python', '  ```py\n  x\n  ```\n')).toBe(true);
  });

  it('a language included outside any rule that must begin first is always reachable', () => {
    const grammar: GrammarLike = {
      patterns: [{ include: 'source.css' }, { begin: 'x', patterns: [{ include: 'source.js' }] }],
    };
    expect(mayReach(grammar, 'source.css', 'anything')).toBe(true);
    expect(mayReach(grammar, 'source.js', 'none')).toBe(false);
    expect(mayReach(grammar, 'source.js', 'x')).toBe(true);
    // A regex JavaScript cannot read counts as matching: never a false "unreachable".
    const odd: GrammarLike = { patterns: [{ begin: '(?<=[)', patterns: [{ include: 'source.ts' }] }] };
    expect(mayReach(odd, 'source.ts', '')).toBe(true);
  });
});

// The HTML of a Markdown block with fences is the same in a fresh process and in one that
// highlighted many other languages first (a language the block cannot reach never colours it).
describe('highlighting a Markdown block', () => {
  const block = '# Setup\n\n```bash\nnpm i x\n```\n\n```js\nconst a = 1;\n```\n\nText <b>bold</b>.\n';
  const fresh = async () => {
    vi.resetModules();
    return (await import('../src/highlight.ts')).highlightCode;
  };

  it('does not depend on what was highlighted before', async () => {
    const first = await (await fresh())(block, 'md');
    const warmed = await fresh();
    for (const lang of ['python', 'rust', 'yaml', 'php', 'mdx']) await warmed('x = 1', lang);
    expect(await warmed(block, 'md')).toBe(first);
    // The fences are coloured: `const` is a keyword token, not plain fence text.
    expect(first).toMatch(/<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">const<\/span>/);
  }, 120_000);
});
