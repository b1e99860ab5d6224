import { type PreparedShard, prepareSearchShard } from './build-search-index.ts';
import type { MaybeSearchPage } from './pagefind-index.ts';
import type { SearchPage } from './search-page.ts';
import { searchShardLayout } from './search-shards.ts';

/** Search shards being indexed while the site's pages are made (see {@link startSearchShards}). */
export interface StartedShards {
  /** The shards started, by folder: pass as `prepared` to buildSearchIndex. */
  prepared: ReadonlyMap<string, PreparedShard>;
  /** Hands over the page at `url` (undefined, or `exclude`: it is not indexed); URLs of no started shard, or given before, are ignored. */
  give(url: string, page: SearchPage | undefined): void;
  /** Ends the indexes still waiting for a page (the build stopped): their results are errors. */
  abandon(): void;
}

/** Options of {@link startSearchShards}. */
export interface StartSearchShardsOptions {
  /** Language of pages without one; default `en` (as buildSearchIndex). */
  defaultLanguage?: string;
  /** Which shards to start, by the URLs they hold; default all. */
  only?: (urls: string[]) => boolean;
}

/**
 * Starts indexing the search shards before their pages are made, so Pagefind works while the pages
 * compile instead of after them. `urls` are the pages expected to be indexable, in the order the
 * site's pages will be passed to buildSearchIndex; the shards are laid out as searchShards lays out
 * such pages, and each indexes its pages as they are handed over with `give`, in its order.
 * A wrong guess costs only the work: a page that turns out not to be indexable is left out of its
 * shard, and should that change how many shards there are, buildSearchIndex finds shards with
 * other pages than these and indexes them afresh.
 */
export function startSearchShards(urls: string[], options: StartSearchShardsOptions = {}): StartedShards {
  const waiting = new Map<string, { resolve(page: MaybeSearchPage): void; reject(e: Error): void }>();
  const prepared = new Map<string, PreparedShard>();
  for (const shard of searchShardLayout(urls.map((url) => ({ url })))) {
    const shardUrls = shard.pages.map((p) => p.url);
    if (options.only && !options.only(shardUrls)) continue;
    const pages = shardUrls.map((url) => {
      const page = new Promise<MaybeSearchPage>((resolve, reject) => waiting.set(url, { resolve, reject }));
      // Rejected (abandoned) perhaps before the indexer reaches it, which then ends the index.
      page.catch(() => undefined);
      return page;
    });
    prepared.set(shard.dir, prepareSearchShard(pages, options.defaultLanguage));
  }
  return {
    prepared,
    give(url, page) {
      waiting.get(url)?.resolve(page);
      waiting.delete(url);
    },
    abandon() {
      for (const { reject } of waiting.values()) reject(new Error('The build stopped.'));
      waiting.clear();
    },
  };
}
