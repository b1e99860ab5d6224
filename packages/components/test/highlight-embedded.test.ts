// Its own file: a fresh highlighter with no language loaded, as in a worker's first page.
import { describe, expect, it } from 'vitest';
import { highlightCode } from '../src/highlight.ts';

const KEYWORD = /<span style="--shiki-light:#D73A49;--shiki-dark:#F97583">const<\/span>/;

describe('highlightCode with lazily embedded languages', () => {
  it('colours a fence inside an MDX block whatever was highlighted before', async () => {
    // Nothing has loaded TypeScript yet: the MDX block's fence loads it itself.
    const first = await highlightCode('# Title\n\n```ts\nconst a = 1;\n```\n', 'mdx');
    expect(first).toMatch(KEYWORD);
    // The same block after TypeScript was loaded by a block of its own: the same HTML.
    await highlightCode('let b = 2;', 'ts');
    const again = await highlightCode('# Title\n\n```ts\nconst a = 1;\n```\n\n', 'mdx');
    expect(again.replace(/<span class="line"><\/span>$/, '')).toContain(
      first.slice(first.indexOf('const'), first.indexOf('1;')),
    );
  });
});
