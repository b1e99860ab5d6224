import { afterEach, describe, expect, it } from 'vitest';
import { type HighlightStore, highlightCode, useHighlightStore } from '../src/highlight.ts';

function mapStore(): HighlightStore & { entries: Map<string, string>; reads: number } {
  const entries = new Map<string, string>();
  return {
    entries,
    reads: 0,
    get(key) {
      this.reads++;
      return entries.get(key);
    },
    set(key, html) {
      entries.set(key, html);
    },
  };
}

afterEach(() => useHighlightStore(undefined));

describe('highlight store', () => {
  it('fills the store with what it highlights, and serves a block from it without highlighting', async () => {
    const store = mapStore();
    useHighlightStore(store);
    const html = await highlightCode('const stored = 1;', 'ts');
    expect(html).toContain('shiki');
    expect([...store.entries.values()]).toEqual([html]);
    // Another block whose entry is already in the store (written by an earlier build, say).
    const [key] = [...store.entries.keys()];
    const other = key!.replace('const stored = 1;', 'const other = 2;');
    store.entries.set(other, '<pre>from the store</pre>');
    expect(await highlightCode('const other = 2;', 'ts')).toBe('<pre>from the store</pre>');
  });

  it('asks the store only when the block is not in memory', async () => {
    const store = mapStore();
    useHighlightStore(store);
    await highlightCode('let once = true;', 'js');
    const reads = store.reads;
    await highlightCode('let once = true;', 'js');
    expect(store.reads).toBe(reads);
  });
});
