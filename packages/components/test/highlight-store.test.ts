import { describe, expect, it } from 'vitest';
import { type HighlightStore, highlightCode } from '../src/highlight.ts';

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

describe('highlight store', () => {
  it('records what it highlights in the store, and serves a block from it without highlighting', async () => {
    const store = mapStore();
    const html = await highlightCode('const stored = 1;', 'ts', {}, store);
    expect(html).toContain('shiki');
    expect([...store.entries.values()]).toEqual([html]);
    // Another block whose entry is already in the store (written by an earlier build, say).
    const [key] = [...store.entries.keys()];
    const other = key!.replace('const stored = 1;', 'const other = 2;');
    store.entries.set(other, '<pre>from the store</pre>');
    expect(await highlightCode('const other = 2;', 'ts', {}, store)).toBe('<pre>from the store</pre>');
  });

  it('asks the store only when the block is not in memory', async () => {
    const store = mapStore();
    await highlightCode('let once = true;', 'js', {}, store);
    const reads = store.reads;
    await highlightCode('let once = true;', 'js', {}, store);
    expect(store.reads).toBe(reads);
  });

  it('records a block served from memory in the store of the page that asks for it', async () => {
    const first = mapStore();
    const html = await highlightCode('let shared = 1;', 'js', {}, first);
    const second = mapStore();
    expect(await highlightCode('let shared = 1;', 'js', {}, second)).toBe(html);
    expect(second.reads).toBe(0);
    expect([...second.entries.values()]).toEqual([html]);
  });

  it('records a block in the store it was asked for with, even if another page asks meanwhile', async () => {
    const asking = mapStore();
    const pending = highlightCode('let slow = 1;', 'rust', {}, asking);
    const other = mapStore();
    await highlightCode('let quick = 1;', 'js', {}, other);
    const html = await pending;
    expect([...asking.entries.values()]).toEqual([html]);
    expect([...other.entries.values()]).not.toContain(html);
  });
});
