import type { Diagnostic } from '@docsgen/diagnostics';
import { contentHash } from '@docsgen/diagnostics/content-hash';
import { readRepositoryFile } from '@docsgen/diagnostics/read-repository-file';
import type { CompiledPage } from '@docsgen/mdx';
import type { Route } from '@docsgen/navigation';
import { isFrontmatterApiPage } from './is-frontmatter-api-page.ts';
import { pageImports } from './page-imports.ts';
import { pageCacheKey, pageCompileTask } from './page-key.ts';
import type { PageOutcome } from './page-outcome.ts';
import { DEFAULT_PAGE_SIZE, pageLinkAllowed, readPageSource } from './read-page-source.ts';
import type { RunInput } from './run-context.ts';
import { awaitsCacheWrites } from './run-strategy.ts';
import { taskFailure, throwIfAborted } from './task-failure.ts';

// The stages that load the OpenAPI code are imported when a page needs them: a patch build (a
// one-page edit) loads none of it.

/**
 * The compiled page of a route: an MDX page (from the run's memo, the page cache or the worker
 * pool; made into an API page when its frontmatter names an operation) or an endpoint page made
 * from its spec. What it finds (problems, imports, stamp…) goes to the page's `outcome`; undefined
 * when it failed (said there). `orderedKey`: the page's cache key as the compile-first order
 * computed it from the prefetched bytes.
 */
export async function compileRoute(
  run: RunInput,
  route: Route,
  outcome: PageOutcome,
  orderedKey?: string,
): Promise<CompiledPage | undefined> {
  if (route.source.kind !== 'page') return endpointPage(run, route, outcome);
  const file = route.source.file;
  let page = await compileMdx({ run, route, file, outcome, orderedKey });
  if (page && isFrontmatterApiPage(page)) {
    // Also made from its spec, which the stamp does not cover: always rendered.
    outcome.stamp = undefined;
    outcome.apiPage = true;
    const { frontmatterApiStage } = await import('./stages.ts');
    page = await frontmatterApiStage({
      index: run.openapi,
      page,
      file,
      url: route.url,
      base: run.base,
      api: run.settings.compile.api,
      codeTheme: run.settings.compile.codeTheme,
      // Only API pages need the source again (to point at the frontmatter line).
      source: (await readRepositoryFile(run.root, file, { allow: pageLinkAllowed(run.root) }))?.toString('utf8'),
    });
  }
  return page;
}

/** A compiled page from the run's memo, else from the persistent cache (with its stamp, which output reuse keys on). */
async function cachedPage(run: RunInput, key: string, outcome: PageOutcome): Promise<CompiledPage | undefined> {
  const memo = run.strategy.reuse.memo?.get(key);
  if (memo) return memo;
  const { cache } = run.caches;
  if (!cache.lookup) return cache.get(key);
  const hit = await cache.lookup(key);
  if (hit) outcome.stamp = hit.stamp;
  return hit?.page;
}

/** The page file's text: kept by an earlier run, read by the input fingerprint, or read now. */
async function pageSource(
  run: RunInput,
  file: string,
  diagnostics: Diagnostic[],
): Promise<{ source: string | Diagnostic; prefetched: boolean }> {
  const { sources, prefetched } = run.strategy.reuse;
  const kept = sources?.get(file);
  if (kept !== undefined) return { source: kept, prefetched: false };
  const warnings = diagnostics.length;
  const read: { linked?: boolean } = {};
  const bytes = prefetched?.get(file);
  // Each page's bytes are used once: let them go.
  prefetched?.delete(file);
  const limits = { ...DEFAULT_PAGE_SIZE, ...run.options.pageSize };
  const source = await readPageSource({ root: run.root, file, limits, diagnostics, read, prefetched: bytes });
  // Kept when it read cleanly from the file itself: a symlinked page changes when its target
  // does, which the watcher reports under the target's name.
  if (typeof source === 'string' && diagnostics.length === warnings && !read.linked) sources?.set(file, source);
  return { source, prefetched: bytes !== undefined };
}

async function compileMdx({
  run,
  route,
  file,
  outcome,
  orderedKey,
}: {
  run: RunInput;
  route: Route;
  file: string;
  outcome: PageOutcome;
  orderedKey: string | undefined;
}): Promise<CompiledPage | undefined> {
  const { source, prefetched } = await pageSource(run, file, outcome.diagnostics);
  if (typeof source !== 'string') {
    outcome.diagnostics.push(source);
    return undefined;
  }
  const task = pageCompileTask(route, file, source, run.taskSettings);
  // The key the compile-first order computed from the prefetched bytes, valid when the text is theirs.
  const key = (prefetched ? orderedKey : undefined) ?? pageCacheKey(run.version, task);
  let page = await cachedPage(run, key, outcome);
  if (!page) {
    throwIfAborted(run.options.signal);
    try {
      page = await run.pool.run(task);
    } catch (e) {
      if ((e as Error).name === 'AbortError') throw e;
      outcome.diagnostics.push(taskFailure(file, e));
      return undefined;
    }
    outcome.compiled = true;
    const stored = run.caches.cache.set(key, page, pageImports(page));
    // A dev session renders the page while its cache entry is written (a build waits: it needs
    // the stamp, and must not exit before the write ends).
    if (!awaitsCacheWrites(run.strategy)) stored.catch(() => undefined);
    else {
      const stamp = await stored;
      if (stamp !== undefined) outcome.stamp = stamp;
    }
  }
  run.strategy.reuse.memo?.set(key, page, file);
  outcome.imports = { file, list: pageImports(page) };
  return page;
}

/** Endpoint pages are cached like MDX pages, keyed by their spec's content (hashed once per run). */
async function endpointPage(run: RunInput, route: Route, outcome: PageOutcome): Promise<CompiledPage | undefined> {
  if (route.source.kind !== 'endpoint') return undefined;
  const { spec, method, path } = route.source;
  const { api, codeTheme } = run.settings.compile;
  const key = contentHash(
    run.version,
    'endpoint',
    route.url,
    spec,
    await run.specHash(spec),
    method,
    path,
    // The compile settings whole, like an MDX page's key (see pageCacheKey).
    JSON.stringify(run.settings.compile),
  );
  let page = await cachedPage(run, key, outcome);
  if (!page) {
    const { endpointPageStage } = await import('./stages.ts');
    page = await endpointPageStage({ index: run.openapi, route, base: run.base, api, codeTheme });
    const stamp = page ? await run.caches.cache.set(key, page, []) : undefined;
    if (stamp !== undefined) outcome.stamp = stamp;
  }
  if (page) run.strategy.reuse.memo?.set(key, page, `endpoint ${route.url}`);
  return page;
}
