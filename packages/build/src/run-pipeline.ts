import type { Diagnostic } from '@docsgen/diagnostics';
import type { Route, Site } from '@docsgen/navigation';
import { startSearchShards } from '@docsgen/search';
import type { PageRecord } from '@docsgen/site';
import { searchPageOf } from '@docsgen/site';
import { compileFirst } from './compile-first.ts';
import { createCompilePool } from './compile-pool.ts';
import { finishSite } from './finish-site.ts';
import { mapLimit } from './map-limit.ts';
import { openRun, type PipelineInput } from './open-run.ts';
import { pageCacheKey, pageCompileTask } from './page-key.ts';
import { foldPageOutcome } from './page-outcome.ts';
import type { PipelineSnapshot } from './patch-snapshot.ts';
import { createPipelineSession, type PipelineSession } from './pipeline-session.ts';
import { renderPage } from './render-page.ts';
import type { RunContext, RunInput } from './run-context.ts';
import { defersPages, defersSearch, keepsSession, keepsSnapshot, writesSearch } from './run-strategy.ts';
import { throwIfAborted } from './task-failure.ts';
import { trace } from './trace.ts';
import type { SearchIndexOptions } from './write-search-index.ts';

export type { PipelineInput } from './open-run.ts';
export type { PipelineSession } from './pipeline-session.ts';

/** What one pipeline run produced. */
export interface PipelineOutput {
  /** Every diagnostic (before --strict). */
  diagnostics: Diagnostic[];
  /** HTML pages written (routes). */
  pages: number;
  /** Pages compiled from MDX in this run (cache misses). */
  compiled: number;
  /** The loaded site, when it loaded. */
  site?: Site;
  /** Docs-root-relative files the pages imported (snippets), for incremental builds. */
  imports: Map<string, string[]>;
  /** With a dev strategy: the state for re-rendering pages. */
  session?: PipelineSession;
  /** With a publish strategy that reuses output, when the site-wide files were written: what a patch build starts from. */
  snapshot?: PipelineSnapshot;
}

/**
 * The full run shared by `docsgen build` and the dev server: open the run (site, theme, shared
 * assets), then {@link renderPage} for every route as its page is ready (so the site is never held
 * in memory as HTML), then {@link finishSite}. The strategy says where output goes, what is reused
 * and what the run leaves (a session, a snapshot).
 */
export async function runPipeline(input: PipelineInput): Promise<PipelineOutput> {
  // Made before the site loads, so its first worker thread starts (and loads the compiler)
  // meanwhile: a rebuild with one page to compile waited for it after loading the site.
  const pool = input.pool ?? createCompilePool(input.options);
  try {
    const run = await openRun(input, pool);
    if (!('site' in run)) {
      await pool.close();
      return { diagnostics: run.diagnostics, pages: 0, compiled: 0, imports: new Map() };
    }
    return await runPages(run);
  } catch (e) {
    // Closed already unless it failed before the pages (closing twice is a no-op).
    await pool.close();
    throw e;
  }
}

async function runPages(run: RunContext): Promise<PipelineOutput> {
  const { site, strategy, diagnostics } = run;
  const loopStart = diagnostics.length;
  const reuse = strategy.reuse.output;
  // A build with no search shards of a previous build to take over indexes each shard while the
  // pages are made, as they come (Pagefind then works beside the compile workers, not after them).
  const earlySearch =
    writesSearch(strategy) && !defersSearch(strategy) && !keepsSession(strategy) && !reuse?.hasSearch
      ? startSearchShards(site.routes.map((r) => r.url))
      : undefined;
  let records: Array<PageRecord | undefined>;
  try {
    records = await renderAll(run, (url, record) => earlySearch?.give(url, record && searchPageOf(record)));
  } catch (e) {
    earlySearch?.abandon();
    throw e;
  }
  trace(`pages done (${run.compiled} compiled)`);
  if (run.options.signal?.aborted) earlySearch?.abandon();
  throwIfAborted(run.options.signal);
  const loopEnd = diagnostics.length;
  const written = records.filter((r): r is PageRecord => r !== undefined);
  // Each search shard's index is a function of its pages' search input: a shard none of whose
  // pages changed since the build whose output is being replaced is taken over, not indexed again.
  const search: SearchIndexOptions | undefined =
    defersSearch(strategy) || !writesSearch(strategy)
      ? undefined
      : {
          salt: run.version,
          prepared: earlySearch?.prepared,
          keep: reuse
            ? async ({ dir, key }) => {
                const taken = await reuse.takeSearchShard(dir, key);
                for (const path of taken ?? []) strategy.sink.written.add(path);
                return taken !== undefined;
              }
            : undefined,
        };
  let finish: Awaited<ReturnType<typeof finishSite>>;
  try {
    finish = await finishSite(run, written, search);
  } finally {
    earlySearch?.abandon();
  }
  const output = { diagnostics, site, pages: written.length, compiled: run.compiled, imports: run.imports };
  diagnostics.push(...new Set([...finish.links.values()].flat()));
  if (finish.stopped) return output;
  diagnostics.push(...finish.extras, ...finish.statics);
  const session = keepsSession(strategy)
    ? createPipelineSession(run, { written, targets: finish.targets, links: finish.links })
    : undefined;
  const snapshot: PipelineSnapshot | undefined = keepsSnapshot(strategy)
    ? {
        site,
        shared: run.shared,
        rootFiles: run.rootFiles,
        siteKey: run.siteKey,
        siteSettings: run.settings,
        records: written,
        links: [...run.links.values()],
        imports: [...run.imports],
        apiPages: run.apiPages,
        diagnostics: {
          site: diagnostics.slice(0, loopStart),
          pages: diagnostics.slice(loopStart, loopEnd),
          statics: finish.statics,
        },
      }
    : undefined;
  return { ...output, session, snapshot };
}

/**
 * Every route through {@link renderPage}, pages with no cache entry first (see compileFirst) when
 * the fingerprint read their bytes and the cache can tell cheaply, each page's outcome folded into
 * the run as it comes; records keep the route order whatever the order of work. `done` hears of
 * each route as it is finished.
 */
async function renderAll(
  run: RunContext,
  done: (url: string, record: PageRecord | undefined) => void,
): Promise<Array<PageRecord | undefined>> {
  const { site, pool, strategy } = run;
  pool.plan(site.routes.filter((r) => r.source.kind === 'page').length);
  const records: Array<PageRecord | undefined> = new Array(site.routes.length);
  const defer = defersPages(strategy);
  // Cache keys computed by the compile-first order, by URL, for the compile to use.
  const orderKeys = new Map<string, string>();
  let count = 0;
  try {
    await mapLimit(compileFirst(site.routes, uncachedTest(run, orderKeys)), pool.threaded ? 8 : 4, async (i) => {
      run.options.onProgress?.(`docsgen build: ${++count}/${site.routes.length} pages`);
      const route = site.routes[i]!;
      const orderedKey = orderKeys.get(route.url);
      orderKeys.delete(route.url);
      const outcome = await renderPage(run, route, { defer, orderedKey });
      foldPageOutcome(run, outcome);
      records[i] = outcome.record;
      done(route.url, records[i]);
    });
  } finally {
    // Also on interruption, so no worker thread keeps the process alive (a dev session keeps one).
    if (!keepsSession(strategy)) await pool.close();
  }
  return records;
}

/** Tells a page with no cache entry; the keys it computes are kept by route (in `keys`) for the compile, which would hash the same text again. */
function uncachedTest(run: RunInput, keys: Map<string, string>): (route: Route) => boolean {
  const { prefetched } = run.strategy.reuse;
  const { cache } = run.caches;
  return (route) => {
    if (route.source.kind !== 'page' || !prefetched || !cache.has) return false;
    const bytes = prefetched.get(route.source.file);
    if (!bytes) return false;
    const file = route.source.file;
    const key = pageCacheKey(run.version, pageCompileTask(route, file, bytes.toString('utf8'), run));
    keys.set(route.url, key);
    return !cache.has(key);
  };
}
