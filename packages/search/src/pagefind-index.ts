import { type HelperService, superviseService } from '@docsgen/diagnostics/supervised-service';
import * as pagefind from 'pagefind';
import { canonicalPagefind } from './canonical-pagefind.ts';
import { pageRecordHtml } from './page-record-html.ts';
import type { PagefindFile } from './pagefind-file.ts';
import { quietPagefindService } from './quiet-pagefind-service.ts';
import type { SearchPage } from './search-page.ts';

/**
 * Pages sent to Pagefind before the first of them is indexed: enough to keep its pipe full (a
 * typical page is a 20 KB message), few enough that a shard's pages never pile up in memory.
 */
const ADDS_IN_FLIGHT = 8;

/** A page to index, or undefined for one that turned out to have nothing to index. */
export type MaybeSearchPage = SearchPage | undefined;

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
  try {
    await quietPagefindService();
    return await superviseService(
      PAGEFIND_SERVICE,
      () => withHeartbeat(indexOnce(pages, defaultLanguage)),
      (result) => ('error' in result ? result.error : undefined),
    );
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * Pagefind's service process, shared by every index of this process. Once it has died, the
 * library answers every call with "backend closed" until `close()` drops it; the next call then
 * starts a new one.
 */
const PAGEFIND_SERVICE: HelperService = {
  name: 'Pagefind',
  isDead: (failure) =>
    /Pagefind backend closed|backend is closed|EPIPE|Pagefind did not start/i.test(
      failure instanceof Error ? failure.message : String(failure),
    ),
  restart: async () => {
    await pagefind.close();
  },
};

/** How often a call in flight checks that Pagefind's service process is still there. */
const HEARTBEAT_MS = 1000;

/**
 * `work` (one index's calls), while Pagefind's service is asked for a cheap answer (an empty index,
 * dropped again) every {@link HEARTBEAT_MS}. Pagefind's library notices its process has died only
 * when a write to it fails: a service killed while it was answering (the OOM killer, in the middle
 * of indexing) left every call in flight waiting for ever, the search index never refreshed and
 * nothing said. The heartbeat's write fails instead, and the library ends those calls with
 * "Pagefind backend closed", which the supervisor restarts the service for.
 */
async function withHeartbeat<T>(work: Promise<T>): Promise<T> {
  const beat = setInterval(() => {
    pagefind
      .createIndex()
      .then((created) => created.index?.deleteIndex())
      .catch(() => undefined);
  }, HEARTBEAT_MS);
  beat.unref();
  try {
    return await work;
  } finally {
    clearInterval(beat);
  }
}

async function indexOnce(
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
    // Pagefind's service handles its requests one at a time, in the order they arrive, so a page is
    // sent without waiting for the one before it to be indexed (up to ADDS_IN_FLIGHT ahead): the
    // service does not idle while this thread turns the next page into HTML or does other work,
    // and the index is the one sequential adds make. A page still being made (a promise) is
    // awaited in its turn: the pages before it are indexed meanwhile (a patch build indexes a
    // shard's other pages while the edited one compiles).
    const urls: string[] = [];
    const adds: Array<Promise<string | undefined>> = [];
    for (const pending of pages) {
      const page = await pending;
      if (page === undefined || page.exclude) continue;
      if (adds.length >= ADDS_IN_FLIGHT) await adds[adds.length - ADDS_IN_FLIGHT];
      urls.push(page.url);
      const { url } = page;
      const content = pageRecordHtml(page, page.language ?? defaultLanguage);
      // Settled as a message, never rejected: the loop may end early (an abandoned page) with adds in flight.
      adds.push(
        index.addHTMLFile({ url, content }).then(
          (added) => (added.errors.length ? `${url}: ${added.errors.join('; ')}` : undefined),
          (cause: unknown) => `${url}: ${cause instanceof Error ? cause.message : String(cause)}`,
        ),
      );
    }
    // Asked right behind the last page: the service answers it once every page is in.
    const files = index.getFiles();
    files.catch(() => undefined);
    const failed = (await Promise.all(adds)).find((e) => e !== undefined);
    const out = await files;
    if (failed !== undefined) return { error: failed };
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
