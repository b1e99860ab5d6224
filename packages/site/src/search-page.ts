import { contentHash } from '@docsgen/diagnostics/content-hash';
import type { SearchPage } from '@docsgen/search';
import { type PageRecord, unpackText } from './page-record.ts';

/** What the search index is given of a page record (which pages it leaves out is decided here). */
export function searchPageOf(r: PageRecord): SearchPage {
  let htmlKey: string | undefined;
  return {
    url: r.url,
    title: r.title,
    get html() {
      return unpackText(r.html);
    },
    // Read only for shard keys (a page handed to an early index never needs it). Other HTML never
    // packs to the same bytes, and the same HTML packs alike with the same zlib.
    get htmlKey() {
      htmlKey ??= contentHash(r.html);
      return htmlKey;
    },
    language: r.language,
    version: r.version,
    section: r.section,
    method: r.method,
    path: r.path,
    keywords: r.keywords,
    boost: r.boost,
    exclude: r.noindex || r.hidden || !r.searchable,
  };
}
