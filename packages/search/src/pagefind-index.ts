import * as pagefind from 'pagefind';
import { canonicalPagefind } from './canonical-pagefind.ts';
import { pageRecordHtml } from './page-record-html.ts';
import type { SearchPage } from './search-page.ts';

/** A page to index, or undefined for one that turned out to have nothing to index. */
export type MaybeSearchPage = SearchPage | undefined;

/** An index file produced by Pagefind, path relative to the `pagefind/` folder. */
export interface PagefindFile {
  path: string;
  content: Uint8Array;
}

/**
 * Runs Pagefind (a native binary driven as a service) over the pages and returns the index files
 * in memory, so build writes them to disk and dev keeps them in its memory sink alike, with the
 * URLs of the pages indexed, in order (a page that is undefined or has `exclude` is left out).
 * Pagefind's own failures come back as `{ error }`, never thrown. The files are canonical: the
 * same pages give the same bytes and names.
 */
export async function writePagefindIndex(
  pages: ReadonlyArray<MaybeSearchPage | Promise<MaybeSearchPage>>,
  defaultLanguage: string,
): Promise<{ files: PagefindFile[]; urls: string[] } | { error: string }> {
  let index: pagefind.PagefindIndex | undefined;
  try {
    // Heading permalinks (`#`), decorative icons and buttons are not content.
    const created = await pagefind.createIndex({
      keepIndexUrl: false,
      excludeSelectors: ['[aria-hidden="true"]', '.dg-anchor', 'button'],
    });
    if (!created.index) return { error: created.errors.join('; ') || 'Pagefind did not start.' };
    index = created.index;
    // Sequential adds: the service handles one request stream; parallel adds gain nothing here.
    // A page still being made (a promise) is awaited in its turn: the pages before it are
    // indexed meanwhile (a patch build indexes a shard's other pages while the edited one compiles).
    const urls: string[] = [];
    for (const pending of pages) {
      const page = await pending;
      if (page === undefined || page.exclude) continue;
      urls.push(page.url);
      const added = await index.addHTMLFile({
        url: page.url,
        content: pageRecordHtml(page, page.language ?? defaultLanguage),
      });
      if (added.errors.length) return { error: `${page.url}: ${added.errors.join('; ')}` };
    }
    const out = await index.getFiles();
    if (out.errors.length) return { error: out.errors.join('; ') };
    // Pagefind's filter and meta files vary between runs of the same input; builds must not.
    return { files: canonicalPagefind(out.files.map((f) => ({ path: f.path, content: f.content }))), urls };
  } catch (cause) {
    return { error: cause instanceof Error ? cause.message : String(cause) };
  } finally {
    // Frees the index inside the service; the service process itself is unref'd and shared.
    await index?.deleteIndex().catch(() => undefined);
  }
}
