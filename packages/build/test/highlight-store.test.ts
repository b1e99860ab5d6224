import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contentHash } from '@docsgen/site/content-hash';
import { afterAll, describe, expect, it } from 'vitest';
import { createHighlightStore } from '../src/highlight-store.ts';

const dir = mkdtempSync(join(tmpdir(), 'docsgen-highlight-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function bundlePath(spec: { dir: string; salt: string }, file: string): string {
  const name = contentHash(spec.salt, file);
  return join(spec.dir, name.slice(0, 2), `${name}.json`);
}

describe('createHighlightStore', () => {
  it("keeps a page's blocks in one bundle named by salt and file, read back by the page's next store", async () => {
    const spec = { dir: join(dir, 'named'), salt: 'v1' };
    const store = createHighlightStore(spec, 'a.mdx');
    expect(store.get('ts\0{}\0x')).toBeUndefined();
    store.set('ts\0{}\0x', '<pre>x</pre>');
    store.set('js\0{}\0y', '<pre>y</pre>');
    expect(await store.save()).toBe(true);
    expect(createHighlightStore(spec, 'a.mdx').get('ts\0{}\0x')).toBe('<pre>x</pre>');
    expect(createHighlightStore(spec, 'b.mdx').get('ts\0{}\0x')).toBeUndefined();
    expect(createHighlightStore({ ...spec, salt: 'v2' }, 'a.mdx').get('ts\0{}\0x')).toBeUndefined();
    const folders = readdirSync(spec.dir);
    expect(folders).toEqual([expect.stringMatching(/^[0-9a-f]{2}$/)]);
    expect(readdirSync(join(spec.dir, folders[0]!))).toEqual([expect.stringMatching(/^[0-9a-f]{64}\.json$/)]);
  });

  it('holds exactly the blocks of the last compile, and writes nothing when they are unchanged', async () => {
    const spec = { dir: join(dir, 'exact'), salt: 'v1' };
    const first = createHighlightStore(spec, 'a.mdx');
    first.set('k1', 'one');
    first.set('k2', 'two');
    await first.save();
    const file = bundlePath(spec, 'a.mdx');
    const written = statSync(file);

    // The same blocks (one never looked up: it was in memory) in another order: nothing to write.
    const same = createHighlightStore(spec, 'a.mdx');
    same.set('k2', 'two');
    expect(same.get('k1')).toBe('one');
    same.set('k1', 'one');
    expect(await same.save()).toBe(false);
    expect(statSync(file).ino).toBe(written.ino);

    // One block changed, one dropped: the bundle follows.
    const edited = createHighlightStore(spec, 'a.mdx');
    edited.set('k1', 'one');
    edited.set('k3', 'three');
    expect(await edited.save()).toBe(true);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual([
      ['k1', 'one'],
      ['k3', 'three'],
    ]);

    // A compile that used no block (no code, or a syntax error before it) leaves the bundle.
    expect(await createHighlightStore(spec, 'a.mdx').save()).toBe(false);
    expect(createHighlightStore(spec, 'a.mdx').get('k3')).toBe('three');
  });

  it('treats a missing, damaged or malformed bundle as empty', async () => {
    const spec = { dir: join(dir, 'damaged'), salt: 'v1' };
    const file = bundlePath(spec, 'a.mdx');
    mkdirSync(join(file, '..'), { recursive: true });
    for (const contents of ['[["k", "<pre>', '{"k": "v"}', '[["k", 1]]', '[["k"]]', '\u0000\u0001']) {
      writeFileSync(file, contents);
      const store = createHighlightStore(spec, 'a.mdx');
      expect(store.get('k')).toBeUndefined();
      store.set('k', 'v');
      expect(await store.save()).toBe(true);
      expect(createHighlightStore(spec, 'a.mdx').get('k')).toBe('v');
    }
    // A folder where the bundle should be: unreadable, and not writable either.
    rmSync(file);
    mkdirSync(file);
    const store = createHighlightStore(spec, 'a.mdx');
    expect(store.get('k')).toBeUndefined();
    store.set('k', 'v');
    expect(await store.save()).toBe(false);
  });

  it('ignores a cache it cannot write to', async () => {
    // Under a file: every mkdir fails (ENOTDIR).
    const file = join(dir, 'a-file');
    writeFileSync(file, '');
    const store = createHighlightStore({ dir: join(file, 'highlight'), salt: 'v1' }, 'a.mdx');
    expect(store.get('k')).toBeUndefined();
    store.set('k', 'v');
    await expect(store.save()).resolves.toBe(false);
  });
});
