import { describe, expect, it } from 'vitest';
import {
  buildSearchIndex,
  type PreparedShard,
  prepareSearchShard,
  type SearchPage,
  searchShardLayout,
  searchShards,
  startSearchShards,
} from '../src/index.ts';

const pages: SearchPage[] = [
  { url: '/a', title: 'Alpha', html: '<p>First page about apples.</p>' },
  { url: '/b', title: 'Beta', html: '<p>Second page about bananas.</p>' },
  { url: '/c', title: 'Gamma', html: '<p>Third page about cherries.</p>' },
];

async function indexFiles(list: SearchPage[], prepared?: ReadonlyMap<string, PreparedShard>) {
  const files = new Map<string, Buffer>();
  const result = await buildSearchIndex({
    pages: list,
    write: async (path, contents) => void files.set(path, Buffer.from(contents)),
    prepared,
  });
  expect(result.diagnostics).toEqual([]);
  return files;
}

function expectSameFiles(actual: Map<string, Buffer>, expected: Map<string, Buffer>) {
  // Shards are written as their indexes come in: the order of writes is not part of the output.
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [path, bytes] of expected) expect(actual.get(path)?.equals(bytes), path).toBe(true);
}

// Many small pages: enough for several shards.
const many = (n: number): SearchPage[] =>
  Array.from({ length: n }, (_, i) => ({
    url: `/p/${i}`,
    title: `Page ${i}`,
    html: `<p>Page number ${i} talks about topic${i % 7} and thing${i}.</p>`,
  }));

describe('prepareSearchShard', () => {
  it('indexes the pages before a late one meanwhile and writes what indexing them at once writes', async () => {
    const plain = await indexFiles(pages);
    const [shard] = searchShards(pages);
    let give!: (page: SearchPage) => void;
    const late = new Promise<SearchPage>((resolve) => {
      give = resolve;
    });
    const prepared = prepareSearchShard([pages[0]!, late, pages[2]!]);
    give(pages[1]!);
    expectSameFiles(await indexFiles(pages, new Map([[shard!.dir, prepared]])), plain);
  });

  it('leaves out pages that are undefined or excluded, and is used for the shard of the others', async () => {
    const [a, b, c] = pages as [SearchPage, SearchPage, SearchPage];
    const prepared = prepareSearchShard([a, undefined, Promise.resolve({ ...b, exclude: true }), c]);
    const result = await prepared.result;
    expect('urls' in result && result.urls).toEqual(['/a', '/c']);
    const plain = await indexFiles([a, c]);
    expectSameFiles(await indexFiles([a, c], new Map([['pagefind/', prepared]])), plain);
  });

  it('is ignored when the shard holds other pages than it was started with', async () => {
    const plain = await indexFiles(pages);
    // Started without /c: not the shard's pages.
    const prepared = prepareSearchShard(pages.slice(0, 2));
    expectSameFiles(await indexFiles(pages, new Map([['pagefind/', prepared]])), plain);
  });

  it('ends with an error, not a throw, when a late page is abandoned; the shard is then indexed afresh', async () => {
    const late = Promise.reject(new Error('stopped'));
    late.catch(() => undefined);
    const prepared = prepareSearchShard([pages[0]!, late, pages[2]!]);
    expect(await prepared.result).toEqual({ error: 'stopped' });
    expectSameFiles(await indexFiles(pages, new Map([['pagefind/', prepared]])), await indexFiles(pages));
  });
});

describe('startSearchShards', () => {
  it('lays shards out as searchShards does, indexes pages handed over in any order, and writes the same files', async () => {
    const list = many(400);
    const started = startSearchShards(list.map((p) => p.url));
    expect([...started.prepared.keys()]).toEqual(searchShards(list).map((s) => s.dir));
    expect([...started.prepared.keys()]).toEqual(searchShardLayout(list).map((s) => s.dir));
    expect(started.prepared.size).toBeGreaterThan(1);
    // Handed over last page first: each shard waits for its pages in its own order. The pages
    // handed over differ from those passed to buildSearchIndex (same URLs), to show which were indexed.
    const given = list.map((p) => ({ ...p, title: `${p.title} (given)` }));
    for (const page of [...given].reverse()) started.give(page.url, page);
    started.give(list[0]!.url, { ...list[0]!, title: 'given twice: ignored' });
    expectSameFiles(await indexFiles(list, started.prepared), await indexFiles(given));
  });

  it('costs only the work when a page turns out not to be indexable and the shard count changes', async () => {
    // 375 guessed pages make 3 shards; 374 indexable ones make one.
    const list = many(375);
    const started = startSearchShards(list.map((p) => p.url));
    expect(started.prepared.size).toBe(3);
    const [dropped, ...kept] = list;
    started.give(dropped!.url, undefined);
    for (const page of kept) started.give(page.url, page);
    expect(searchShards(kept)).toHaveLength(1);
    expectSameFiles(await indexFiles(kept, started.prepared), await indexFiles(kept));
  });

  it('starts only the shards asked for, and abandon ends the ones still waiting', async () => {
    const list = many(400);
    const target = searchShardLayout(list)[1]!;
    const started = startSearchShards(
      list.map((p) => p.url),
      { only: (urls) => urls.includes(target.pages[0]!.url) },
    );
    expect([...started.prepared.keys()]).toEqual([target.dir]);
    started.give(target.pages[0]!.url, target.pages[0]!);
    started.abandon();
    expect(await started.prepared.get(target.dir)!.result).toEqual({ error: 'The build stopped.' });
  });
});
