import type { Diagnostic } from '@docsgen/diagnostics';
import { type BuildSearchIndexInput, buildSearchIndex } from '@docsgen/search';
import { type PageRecord, searchPageOf } from '@docsgen/site';

/** Options of {@link writeSearchIndex}: the shard keys' salt, which shards to keep and which were started early (see buildSearchIndex). */
export type SearchIndexOptions = Pick<BuildSearchIndexInput, 'salt' | 'keep' | 'prepared'>;

/** The search index of these pages (Pagefind), written through `write`. */
export async function writeSearchIndex(
  records: PageRecord[],
  write: (path: string, contents: Uint8Array) => Promise<void>,
  options: SearchIndexOptions = {},
): Promise<Diagnostic[]> {
  const search = await buildSearchIndex({
    // Each page's HTML is unpacked when the indexer reads it, so the site's pages are never all
    // unpacked at once.
    pages: records.map(searchPageOf),
    write,
    ...options,
  });
  return search.diagnostics;
}
