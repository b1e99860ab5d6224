import { createHash } from 'node:crypto';
import type { SearchPage } from './search-page.ts';

/**
 * Indexable pages per search shard, on average. An edit re-indexes its shard: Pagefind took about
 * 1 s for 250 pages and 0.45 s for 125 (of a one-page rebuild at 1,000 pages: 3.7 s).
 */
export const SHARD_PAGES = 125;
/** Sites with fewer indexable pages keep one index (Pagefind's own): a few shards would save little there. */
export const SINGLE_INDEX_UNDER = 375;
/** Most shards a site's index is split into (each one is one more index the browser merges). */
export const MAX_SHARDS = 16;

/** One part of the search index: its own Pagefind index under `dir`, merged by the browser. */
export interface SearchShard {
  /** Output folder of the shard: `pagefind/` for the first (the one the browser loads), else `pagefind/shard-N/`. */
  dir: string;
  /** Its pages, in the order given. */
  pages: SearchPage[];
  /**
   * Hash of everything its index is made from (the shard count, its place and its pages' search
   * input): an unchanged key means the index files of the last build are what indexing would write.
   */
  key: string;
}

/**
 * Splits the indexable pages into shards by a hash of their URL: which shard a page lands in
 * depends on its URL and the shard count only, so an edit re-indexes one shard, not the site.
 * A site under {@link SINGLE_INDEX_UNDER} pages has one shard: exactly Pagefind's single index.
 * The first shard is always there (it carries Pagefind's script and wasm); others only when they
 * have pages. `salt` goes into every key (docsgen's version: a new indexer invalidates them).
 */
export function searchShards(pages: SearchPage[], salt = ''): SearchShard[] {
  const indexable = pages.filter((page) => !page.exclude);
  const count = shardCount(indexable.length);
  const kept = shardBuckets(indexable, count);
  // The first shard's entry file lists the others: which ones there are is part of its key.
  const listed = kept.map(({ i }) => i).join(',');
  return kept.map(({ i, pages }) => {
    const hash = createHash('sha256').update(`${salt}\0${count}\0${i}\0${i === 0 ? listed : ''}`);
    for (const page of pages) hash.update(`\0${pageKey(page)}`);
    return { dir: shardDir(i), pages, key: hash.digest('hex') };
  });
}

/** The shards `indexable` pages (or their URLs) make, as {@link searchShards} lays them out: each with its folder and its pages in order. */
export function searchShardLayout<T extends { url: string }>(indexable: T[]): Array<{ dir: string; pages: T[] }> {
  return shardBuckets(indexable, shardCount(indexable.length)).map(({ i, pages }) => ({ dir: shardDir(i), pages }));
}

function shardCount(indexable: number): number {
  return indexable < SINGLE_INDEX_UNDER ? 1 : Math.min(MAX_SHARDS, Math.round(indexable / SHARD_PAGES));
}

// The buckets by URL hash; the first is always there, the others only with pages.
function shardBuckets<T extends { url: string }>(indexable: T[], count: number): Array<{ i: number; pages: T[] }> {
  const buckets: T[][] = Array.from({ length: count }, () => []);
  for (const page of indexable) buckets[count === 1 ? 0 : fnv1a(page.url) % count]!.push(page);
  return buckets.flatMap((pages, i) => (i > 0 && pages.length === 0 ? [] : [{ i, pages }]));
}

function shardDir(i: number): string {
  return i === 0 ? 'pagefind/' : `pagefind/shard-${i}/`;
}

/** The shard folder an index file (site-root-relative path) belongs to: `pagefind/shard-N/`, else `pagefind/`. */
export function searchShardDir(path: string): string {
  return /^pagefind\/shard-\d+\//.exec(path)?.[0] ?? 'pagefind/';
}

// Everything of a page the index is made from; `html` is read only when no `htmlKey` stands for it.
function pageKey(page: SearchPage): string {
  const { url, title, language, version, section, method, path, keywords, boost } = page;
  const html = page.htmlKey === undefined ? page.html : `#${page.htmlKey}`;
  return JSON.stringify([url, title, language, version, section, method, path, keywords, boost, html]);
}

// 32-bit FNV-1a over UTF-16 code units: stable across runs and machines, and cheap for 10,000 URLs.
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
