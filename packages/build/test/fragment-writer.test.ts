// The engine writes the sidebar fragments the site model returns with each page context: a
// fragment many pages name is written once per run, and every page waits for the one it names.
import { describe, expect, it } from 'vitest';
import { createFragmentWriter } from '../src/fragment-writer.ts';
import { MemorySink } from '../src/memory-sink.ts';

/** A memory sink whose writes finish when `release` is called, counting them by path. */
function slowSink() {
  const sink = new MemorySink();
  const counts = new Map<string, number>();
  const waiting: Array<() => void> = [];
  const write = sink.write.bind(sink);
  sink.write = async (path, contents) => {
    counts.set(path, (counts.get(path) ?? 0) + 1);
    await new Promise<void>((resolve) => waiting.push(resolve));
    await write(path, contents);
  };
  return {
    sink,
    counts,
    release: () => {
      for (const r of waiting.splice(0)) r();
    },
  };
}

describe('createFragmentWriter', () => {
  it('writes each fragment path once, and resolves for every page only once that write ended', async () => {
    const { sink, counts, release } = slowSink();
    const write = createFragmentWriter(sink);
    const a = { path: 'assets/sidebar.aaaa.json', contents: '{"0":"a"}' };
    const b = { path: 'assets/sidebar.bbbb.json', contents: '{"0":"b"}' };
    let firstDone = false;
    let secondDone = false;
    const first = write([a]).then(() => {
      firstDone = true;
    });
    const second = write([a, b]).then(() => {
      secondDone = true;
    });
    await write([]);
    await new Promise((r) => setImmediate(r));
    // Started, not finished: neither page goes on before its fragment is written.
    expect([firstDone, secondDone]).toEqual([false, false]);
    release();
    await Promise.all([first, second]);
    await write([a, b]);
    expect(Object.fromEntries(counts)).toEqual({ [a.path]: 1, [b.path]: 1 });
    expect(sink.get(a.path)?.toString()).toBe(a.contents);
    expect(sink.get(b.path)?.toString()).toBe(b.contents);
  });
});
