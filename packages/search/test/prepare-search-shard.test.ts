import { describe, expect, it } from 'vitest';
import { buildSearchIndex, prepareSearchShard, type SearchPage, searchShards } from '../src/index.ts';

const pages: SearchPage[] = [
  { url: '/a', title: 'Alpha', html: '<p>First page about apples.</p>' },
  { url: '/b', title: 'Beta', html: '<p>Second page about bananas.</p>' },
  { url: '/c', title: 'Gamma', html: '<p>Third page about cherries.</p>' },
];

async function indexFiles(prepared?: Parameters<typeof buildSearchIndex>[0]['prepared']) {
  const files = new Map<string, Buffer>();
  const result = await buildSearchIndex({
    pages,
    write: async (path, contents) => void files.set(path, Buffer.from(contents)),
    prepared,
  });
  expect(result.diagnostics).toEqual([]);
  return files;
}

describe('prepareSearchShard', () => {
  it('indexes the pages before a late one meanwhile and writes what indexing them at once writes', async () => {
    const plain = await indexFiles();
    const [shard] = searchShards(pages);
    let give!: (page: SearchPage) => void;
    const late = new Promise<SearchPage>((resolve) => {
      give = resolve;
    });
    const prepared = prepareSearchShard(shard!, [pages[0]!, late, pages[2]!]);
    give(pages[1]!);
    const early = await indexFiles(new Map([[shard!.dir, prepared]]));
    expect([...early.keys()]).toEqual([...plain.keys()]);
    for (const [path, bytes] of plain) expect(early.get(path)?.equals(bytes), path).toBe(true);
  });

  it('is ignored when the shard holds other pages than it was started with', async () => {
    const plain = await indexFiles();
    const [shard] = searchShards(pages);
    // Started without /c: not the shard's pages.
    const prepared = prepareSearchShard({ pages: pages.slice(0, 2) }, pages.slice(0, 2));
    const files = await indexFiles(new Map([[shard!.dir, prepared]]));
    expect([...files.keys()]).toEqual([...plain.keys()]);
    for (const [path, bytes] of plain) expect(files.get(path)?.equals(bytes), path).toBe(true);
  });

  it('ends with an error, not a throw, when a late page is abandoned', async () => {
    const late = Promise.reject(new Error('stopped'));
    late.catch(() => undefined);
    const prepared = prepareSearchShard({ pages }, [pages[0]!, late, pages[2]!]);
    expect(await prepared.result).toEqual({ error: 'stopped' });
  });
});
