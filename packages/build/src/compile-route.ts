import { readRepositoryFile } from '@docsgen/diagnostics/read-repository-file';
import type { CompiledPage } from '@docsgen/mdx';
import type { Route } from '@docsgen/navigation';
import type { CompileTask } from './compile-task.ts';
import { isFrontmatterApiPage } from './is-frontmatter-api-page.ts';
import { pageImports } from './page-imports.ts';
import { type CompileSubject, compileKey, pageCacheKey, pageCompileTask } from './page-key.ts';
import type { PageOutcome } from './page-outcome.ts';
import { DEFAULT_PAGE_SIZE, type PageSource, pageLinkAllowed, readPageSource } from './read-page-source.ts';
import type { RunInput } from './run-context.ts';
import { awaitsCacheWrites } from './run-strategy.ts';
import { taskFailure, throwIfAborted } from './task-failure.ts';

// The stages that load the OpenAPI code are imported when a page needs them: a patch build (a
// one-page edit) loads none of it.

/**
 * What compiling a route found, for the page step (renderPage) to merge into the page's outcome:
 * the compiled page (none when it failed, said in `diagnostics`), and the outcome's parts.
 */
export type CompiledRoute = { page?: CompiledPage } & Pick<PageOutcome, 'diagnostics' | 'imports' | 'stamp'> &
  Partial<Pick<PageOutcome, 'apiPage' | 'compiled'>>;

/**
 * The compiled page of a route and what was found making it: an MDX page (from the run's memo,
 * the page cache or the worker pool; made into an API page when its frontmatter names an
 * operation) or an endpoint page made from its spec. `orderedKey`: the page's cache key as the
 * compile-first order computed it from the prefetched bytes.
 */
export async function compileRoute(run: RunInput, route: Route, orderedKey?: string): Promise<CompiledRoute> {
  if (route.source.kind !== 'page') return endpointPage(run, route);
  const file = route.source.file;
  const mdx = await compileMdx({ run, route, file, orderedKey });
  if (!mdx.page || !isFrontmatterApiPage(mdx.page)) return mdx;
  // Also made from its spec, which the stamp does not cover: always rendered.
  const api: CompiledRoute = { ...mdx, stamp: undefined, apiPage: true };
  try {
    const { frontmatterApiStage } = await import('./stages.ts');
    const page = await frontmatterApiStage({
      index: run.openapi,
      page: mdx.page,
      file,
      url: route.url,
      settings: run.settings.compile,
      // Only API pages need the source again (to point at the frontmatter line).
      source: (await readRepositoryFile(run.root, file, { allow: pageLinkAllowed(run.root) }))?.toString('utf8'),
    });
    return { ...api, page };
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    return { ...api, page: undefined, diagnostics: [...api.diagnostics, taskFailure(file, e)] };
  }
}

/** A compiled page from the run's memo, else from the persistent cache (with its stamp, which output reuse keys on). */
async function cachedPage(run: RunInput, key: string): Promise<{ page?: CompiledPage; stamp?: string }> {
  const memo = run.strategy.reuse.memo?.get(key);
  if (memo) return { page: memo };
  const { cache } = run.caches;
  if (!cache.lookup) return { page: await cache.get(key) };
  return (await cache.lookup(key)) ?? {};
}

/** The page file's text: kept by an earlier run, read by the input fingerprint, or read now. */
async function pageSource(run: RunInput, file: string): Promise<PageSource & { prefetched: boolean }> {
  const { sources, prefetched } = run.strategy.reuse;
  const kept = sources?.get(file);
  if (kept !== undefined) return { source: kept, warnings: [], linked: false, prefetched: false };
  const bytes = prefetched?.get(file);
  // Each page's bytes are used once: let them go.
  prefetched?.delete(file);
  const limits = { ...DEFAULT_PAGE_SIZE, ...run.options.pageSize };
  const read = await readPageSource({ root: run.root, file, limits, prefetched: bytes });
  // Kept when it read cleanly from the file itself: a symlinked page changes when its target
  // does, which the watcher reports under the target's name.
  if (typeof read.source === 'string' && read.warnings.length === 0 && !read.linked) sources?.set(file, read.source);
  return { ...read, prefetched: bytes !== undefined };
}

async function compileMdx({
  run,
  route,
  file,
  orderedKey,
}: {
  run: RunInput;
  route: Route;
  file: string;
  orderedKey: string | undefined;
}): Promise<CompiledRoute> {
  const { source, warnings, prefetched } = await pageSource(run, file);
  if (typeof source !== 'string') return { diagnostics: [...warnings, source] };
  const task = pageCompileTask(route, file, source, run);
  // The key the compile-first order computed from the prefetched bytes, valid when the text is theirs.
  const key = (prefetched ? orderedKey : undefined) ?? pageCacheKey(run.version, task);
  let found: Pick<CompiledRoute, 'page' | 'stamp' | 'compiled'>;
  try {
    found = await cachedPage(run, key);
    if (!found.page) found = await compileTask(run, task, key);
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e;
    return { diagnostics: [...warnings, taskFailure(file, e)] };
  }
  const { page } = found;
  if (!page) return { diagnostics: warnings };
  run.strategy.reuse.memo?.set(key, page, file);
  return { ...found, diagnostics: warnings, imports: { file, list: pageImports(page) } };
}

/** A page compiled by the worker pool, stored in the page cache (with its stamp when the run waits for the write). */
async function compileTask(
  run: RunInput,
  task: CompileTask,
  key: string,
): Promise<Pick<CompiledRoute, 'page' | 'stamp' | 'compiled'>> {
  throwIfAborted(run.options.signal);
  const page = await run.pool.run(task);
  const stored = run.caches.cache.set(key, page, pageImports(page));
  // A dev session renders the page while its cache entry is written (a build waits: it needs
  // the stamp, and must not exit before the write ends).
  if (!awaitsCacheWrites(run.strategy)) {
    stored.catch(() => undefined);
    return { page, compiled: true };
  }
  const stamp = await stored;
  return stamp !== undefined ? { page, stamp, compiled: true } : { page, compiled: true };
}

/** Endpoint pages are cached like MDX pages, keyed by their spec's content (and its `$ref` files', hashed by the loader). */
async function endpointPage(run: RunInput, route: Route): Promise<CompiledRoute> {
  if (route.source.kind !== 'endpoint') return { diagnostics: [] };
  const { spec, method, path } = route.source;
  const specHash = run.openapi?.specs.get(spec)?.hash ?? 'missing';
  const subject: CompileSubject = { kind: 'endpoint', url: route.url, spec, specHash, method, path };
  const key = compileKey(run.version, subject, run.settings.compile);
  let { page, stamp } = await cachedPage(run, key);
  if (!page) {
    const { endpointPageStage } = await import('./stages.ts');
    page = await endpointPageStage({ index: run.openapi, route, settings: run.settings.compile });
    stamp = page ? await run.caches.cache.set(key, page, []) : undefined;
  }
  if (page) run.strategy.reuse.memo?.set(key, page, `endpoint ${route.url}`);
  return { page, stamp, diagnostics: [] };
}
