import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createHighlightStore,
  type HighlightCacheSpec,
  highlightBundleKey,
  highlightTask,
} from '../src/highlight-store.ts';
import { listPacks, openPackStore, packWriter } from '../src/pack-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'docsgen-highlight-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A build's highlight cache over the pack folder `name`, opened afresh (as the next build would). */
function spec(name: string, salt = 'v1'): HighlightCacheSpec {
  return { cacheDir: dir, store: openPackStore(join(dir, name)), salt };
}

/** The store a page compile gets, from a freshly opened cache. */
const storeOf = (name: string, file: string, salt = 'v1') =>
  createHighlightStore(highlightTask(spec(name, salt), file));

describe('createHighlightStore', () => {
  it("keeps a page's blocks in one bundle named by salt and file, read back by the page's next store", async () => {
    const store = storeOf('named', 'a.mdx');
    expect(store.get('ts\0{}\0x')).toBeUndefined();
    store.set('ts\0{}\0x', '<pre>x</pre>');
    store.set('js\0{}\0y', '<pre>y</pre>');
    expect(await store.save()).toBe(true);
    expect(storeOf('named', 'a.mdx').get('ts\0{}\0x')).toBe('<pre>x</pre>');
    expect(storeOf('named', 'b.mdx').get('ts\0{}\0x')).toBeUndefined();
    expect(storeOf('named', 'a.mdx', 'v2').get('ts\0{}\0x')).toBeUndefined();
    // One pack (a data file and its index), however many entries.
    expect(listPacks(join(dir, 'named'))).toHaveLength(1);
    expect(spec('named').store.locate(highlightBundleKey({ salt: 'v1' }, 'a.mdx'))).toBeDefined();
  });

  it('holds exactly the blocks of the last compile, and writes nothing when they are unchanged', async () => {
    const first = storeOf('exact', 'a.mdx');
    first.set('k1', 'one');
    first.set('k2', 'two');
    await first.save();
    const key = highlightBundleKey({ salt: 'v1' }, 'a.mdx');
    const written = spec('exact').store.locate(key);
    const data = join(dir, 'exact', `${listPacks(join(dir, 'exact'))[0]}.data`);
    const size = statSync(data).size;

    // The same blocks (one never looked up: it was in memory) in another order: nothing to write.
    const same = storeOf('exact', 'a.mdx');
    same.set('k2', 'two');
    expect(same.get('k1')).toBe('one');
    same.set('k1', 'one');
    expect(await same.save()).toBe(false);
    expect(spec('exact').store.locate(key)).toEqual(written);
    expect(statSync(data).size).toBe(size);

    // One block changed, one dropped: the bundle follows.
    const edited = storeOf('exact', 'a.mdx');
    edited.set('k1', 'one');
    edited.set('k3', 'three');
    expect(await edited.save()).toBe(true);
    expect(JSON.parse(spec('exact').store.read(key)!.toString())).toEqual([
      ['k1', 'one'],
      ['k3', 'three'],
    ]);

    // A compile that used no block (no code, or a syntax error before it) leaves the bundle.
    expect(await storeOf('exact', 'a.mdx').save()).toBe(false);
    expect(storeOf('exact', 'a.mdx').get('k3')).toBe('three');
  });

  it('treats a missing, damaged or malformed bundle as empty', async () => {
    const key = highlightBundleKey({ salt: 'v1' }, 'a.mdx');
    for (const contents of ['[["k", "<pre>', '{"k": "v"}', '[["k", 1]]', '[["k"]]', '\u0000\u0001']) {
      packWriter(join(dir, 'damaged')).write(key, contents);
      const store = storeOf('damaged', 'a.mdx');
      expect(store.get('k')).toBeUndefined();
      store.set('k', 'v');
      expect(await store.save()).toBe(true);
      expect(storeOf('damaged', 'a.mdx').get('k')).toBe('v');
    }
    // A bundle whose bytes are gone (its pack removed after the task was made): empty.
    const task = highlightTask(spec('damaged'), 'a.mdx');
    expect(task.bundle).toBeDefined();
    const store = createHighlightStore({ ...task, bundle: { ...task.bundle!, file: join(dir, 'gone.data') } });
    expect(store.get('k')).toBeUndefined();
  });

  it('ignores a cache it cannot write to', async () => {
    // Under a file: every mkdir fails (ENOTDIR).
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const store = storeOf('a-file/packs', 'a.mdx');
    expect(store.get('k')).toBeUndefined();
    store.set('k', 'v');
    await expect(store.save()).resolves.toBe(false);
  });
});
