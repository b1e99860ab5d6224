import { describe, expect, it } from 'vitest';
import { buildSearchIndex, type SearchPage, SHARD_PAGES, SINGLE_INDEX_UNDER, searchShards } from '../src/index.ts';

const site = (n: number, edit?: number): SearchPage[] =>
  Array.from({ length: n }, (_, i) => ({
    url: `/guides/page-${i}`,
    title: `Page ${i}`,
    html: `<p>Text of page ${i}${i === edit ? ', edited' : ''}.</p>`,
  }));

describe('searchShards', () => {
  it('keeps a site under SINGLE_INDEX_UNDER pages in one index, as Pagefind alone would', () => {
    const shards = searchShards(site(SINGLE_INDEX_UNDER - 1));
    expect(shards.map((s) => s.dir)).toEqual(['pagefind/']);
    expect(searchShards(site(SINGLE_INDEX_UNDER))).toHaveLength(Math.round(SINGLE_INDEX_UNDER / SHARD_PAGES));
    expect(searchShards([]).map((s) => [s.dir, s.pages.length])).toEqual([['pagefind/', 0]]);
  });

  it('splits a large site by URL hash; an edit changes the key of its own shard only', () => {
    const before = searchShards(site(1000), 'v1');
    expect(before.map((s) => s.dir)).toEqual([
      'pagefind/',
      ...Array.from({ length: 7 }, (_, i) => `pagefind/shard-${i + 1}/`),
    ]);
    expect(before.reduce((n, s) => n + s.pages.length, 0)).toBe(1000);
    for (const shard of before) expect(shard.pages.length).toBeGreaterThan(SHARD_PAGES * 0.6);
    // Pages keep the order they were given in (the navigation order), shard by shard.
    for (const shard of before) {
      const numbers = shard.pages.map((p) => Number(p.url.split('-')[1]));
      expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
    }
    const after = searchShards(site(1000, 417), 'v1');
    const home = before.findIndex((s) => s.pages.some((p) => p.url === '/guides/page-417'));
    expect(after.map((s, i) => s.key === before[i]!.key)).toEqual(before.map((_, i) => i !== home));
    // Another docsgen version (salt) invalidates every shard.
    const salted = searchShards(site(1000), 'v2');
    expect(salted.every((s, i) => s.key !== before[i]!.key)).toBe(true);
  });

  it('keys the first shard by the list of the others (its entry file names them)', () => {
    // Three shards; then the second one's pages are gone and as many new ones land in the third:
    // the first shard has the same pages, but its entry file must no longer list the second.
    const before = searchShards(site(SINGLE_INDEX_UNDER));
    expect(before).toHaveLength(3);
    const [first, second, third] = before;
    const extra: SearchPage[] = [];
    for (let j = 0; extra.length < second!.pages.length; j++) {
      const candidate = { url: `/extra/${j}`, title: 'x', html: '' };
      const shards = searchShards([...first!.pages, ...third!.pages, ...second!.pages.slice(1), candidate]);
      if (shards.find((s) => s.dir === 'pagefind/shard-2/')?.pages.includes(candidate)) extra.push(candidate);
    }
    const after = searchShards([...first!.pages, ...third!.pages, ...extra]);
    expect(after.map((s) => s.dir)).toEqual(['pagefind/', 'pagefind/shard-2/']);
    expect(after[0]!.pages).toEqual(first!.pages);
    expect(after[0]!.key).not.toBe(first!.key);
  });

  it('keys a page by its htmlKey without reading its html', () => {
    let reads = 0;
    const page = (key: string): SearchPage => ({
      url: '/a',
      title: 'A',
      get html() {
        reads++;
        return '<p>a</p>';
      },
      htmlKey: key,
    });
    const [one] = searchShards([page('k1')]);
    expect(searchShards([page('k1')])[0]!.key).toBe(one!.key);
    expect(searchShards([page('k2')])[0]!.key).not.toBe(one!.key);
    expect(reads).toBe(0);
  });

  it('leaves excluded pages out, and out of the keys', () => {
    const pages = site(10);
    const hidden = [...pages, { url: '/secret', title: 'Secret', html: '<p>x</p>', exclude: true }];
    expect(searchShards(hidden)[0]!.key).toBe(searchShards(pages)[0]!.key);
  });
});

describe('buildSearchIndex over shards', () => {
  it('writes the first shard whole and the others as data only, listed in its entry file', async () => {
    const files = new Map<string, Uint8Array>();
    const result = await buildSearchIndex({
      pages: site(400),
      write: async (p, c) => void files.set(p, c),
    });
    expect(result.diagnostics).toEqual([]);
    expect(result.shards.map((s) => s.dir)).toEqual(['pagefind/', 'pagefind/shard-1/', 'pagefind/shard-2/']);
    const entry = JSON.parse(new TextDecoder().decode(files.get('pagefind/pagefind-entry.json')));
    expect(entry.docsgen_shards).toEqual(['shard-1/', 'shard-2/']);
    const second = [...files.keys()].filter((p) => p.startsWith('pagefind/shard-1/'));
    expect(second).toContain('pagefind/shard-1/pagefind-entry.json');
    expect(second.some((p) => p.startsWith('pagefind/shard-1/fragment/'))).toBe(true);
    expect(second.some((p) => /wasm|\.js$/.test(p))).toBe(false);
    expect(files.has('pagefind/pagefind.js')).toBe(true);
    expect(result.files).toEqual([...files.keys()].sort());
  });

  it('does not index a shard the caller kept', async () => {
    const files: string[] = [];
    const asked: string[] = [];
    const result = await buildSearchIndex({
      pages: site(400),
      write: async (p) => void files.push(p),
      keep: async ({ dir, key }) => {
        asked.push(dir);
        expect(key).toMatch(/^[0-9a-f]{64}$/);
        return dir === 'pagefind/';
      },
    });
    expect(asked).toEqual(['pagefind/', 'pagefind/shard-1/', 'pagefind/shard-2/']);
    expect(files.length).toBeGreaterThan(0);
    expect(files.every((p) => /^pagefind\/shard-[12]\//.test(p))).toBe(true);
    expect(result.files).toEqual([...files].sort());
  });
});
