import { readFile, realpath } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { applyStrict, type Diagnostic, error, hasErrors, sortDiagnostics } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import type { Route, Site } from '@docsgen/navigation';
import { resolveCache } from './build-site.ts';
import { checkOutputPath } from './check-output-path.ts';
import { docsgenCacheVersion } from './docsgen-version.ts';
import { MemorySink } from './memory-sink.ts';
import { recordingSink } from './recording-sink.ts';
import { type PipelineSession, runPipeline } from './run-pipeline.ts';
import { normalizeBase } from './site-href.ts';
import type { BuildOptions, BuildResult, FileChange, IncrementalBuilder } from './types.ts';

/** What a change under the docs root touches. */
export type ChangeKind = 'config' | 'openapi' | 'page' | 'snippet' | 'style' | 'static';

/** Classifies a docs-root-relative path (the dev server's watcher reports these). */
export function classifyChange(path: string, specs: ReadonlySet<string>, imported: ReadonlySet<string>): ChangeKind {
  if (path === 'docs.json' || path === 'mint.json') return 'config';
  if (specs.has(path)) return 'openapi';
  if (imported.has(path) || path.startsWith('snippets/')) return 'snippet';
  if (/\.(mdx?)$/i.test(path)) return 'page';
  if (/\.(css|js)$/i.test(path)) return 'style';
  if (/\.(json|ya?ml)$/i.test(path)) return 'config';
  return 'static';
}

/**
 * A long-lived builder for `docsgen dev`: builds into `options.sink` (a {@link MemorySink} by
 * default), keeps compiled pages in memory between runs, and on `update`:
 * - static files only: copies (or removes) just those files;
 * - edited pages whose navigation-visible frontmatter (title, sidebarTitle, tag, icon, hidden…) is
 *   unchanged: re-renders just those pages with the last run's site, theme and assets, rewrites
 *   llms.txt and the MCP manifest, and refreshes the search index in the background
 *   (`BuildResult.background`), superseded by any later change;
 * - anything else (config, specs, snippets, new or deleted files, a title change that reaches
 *   sidebars): reruns the pipeline, where only pages whose source, imports or config inputs changed
 *   are compiled again (the rest come from memory), and files no longer produced are dropped.
 */
export function createIncrementalBuilder(options: BuildOptions): IncrementalBuilder {
  const sink = options.sink ?? new MemorySink();
  let memo = new Map<string, CompiledPage>();
  let rootPromise: Promise<string> | undefined;
  let specs = new Set<string>();
  let imported = new Set<string>();
  let last: BuildResult | undefined;
  let session: PipelineSession | undefined;
  let lastSite: Site | undefined;
  let pageCount: number | undefined;
  // Bumped by every build or update, so background work of a superseded run never lands.
  let generation = 0;
  const strict = options.strict === true;
  const version = docsgenCacheVersion();

  // The first build writes the search index before answering; later full runs (after a config
  // change, say) refresh it in the background so the preview updates sooner.
  const full = async (deferSearch = false): Promise<BuildResult> => {
    const start = performance.now();
    rootPromise ??= realpath(resolve(options.root));
    let root: string;
    try {
      root = await rootPromise;
    } catch {
      rootPromise = undefined;
      const d = [error('build/no-root', `The docs root \`${options.root}\` does not exist.`)];
      return { diagnostics: d, ok: false, pages: 0, files: [], durationMs: 0 };
    }
    generation++;
    await session?.close();
    session = undefined;
    const next = new Map<string, CompiledPage>();
    const recording = recordingSink(sink);
    const cache = resolveCache(options, root, undefined);
    const out = await runPipeline({
      options,
      root,
      base: normalizeBase(options.base),
      sink: recording,
      exclude: [...(cache.dir ? [cache.dir] : []), ...(options.outDir ? [resolve(root, options.outDir)] : [])],
      cache: cache.cache,
      memo: {
        get: (k) => next.get(k) ?? memo.get(k),
        set: (k, v) => {
          next.set(k, v);
          // Page edits add a key each; keep the memo to about one page per route over a long session.
          if (pageCount !== undefined && next.size > pageCount + 64) next.delete(next.keys().next().value as string);
        },
      },
      version,
      keepSession: true,
      deferSearch,
    });
    memo = next;
    session = out.session;
    lastSite = out.site;
    pageCount = out.pages;
    specs = new Set(
      out.site ? [...((out.site as { openapi?: { specs: Map<string, unknown> } }).openapi?.specs.keys() ?? [])] : [],
    );
    imported = new Set([...out.imports.values()].flat());
    // Files an earlier run produced and this one did not (a deleted page) must stop being served.
    if (sink instanceof Map) {
      for (const path of [...sink.keys()]) {
        // The search index is refreshed in the background: the old one stays until the new one lands.
        if (!recording.written.has(path) && !path.startsWith('pagefind/')) sink.delete(path);
      }
    }
    const diagnostics: Diagnostic[] = sortDiagnostics(applyStrict([...cache.diagnostics, ...out.diagnostics], strict));
    const mine = generation;
    last = {
      diagnostics,
      ok: !hasErrors(diagnostics, strict),
      background: session && deferSearch ? refreshSearch(session, mine, 0) : undefined,
      pages: out.pages,
      files: [...recording.written].sort(),
      durationMs: Math.round(performance.now() - start),
      compiled: out.compiled,
    };
    return last;
  };

  // Edited pages re-rendered alone; undefined when the change needs the whole pipeline.
  const pagesOnly = async (changes: FileChange[]): Promise<BuildResult | undefined> => {
    if (!session || !last || !lastSite || changes.some((c) => c.kind !== 'change')) return undefined;
    const routes = changes.map((c) =>
      lastSite!.routes.find((r) => r.source.kind === 'page' && r.source.file === c.path),
    );
    if (routes.some((r) => r === undefined || !session!.records.has(r.url))) return undefined;
    const start = performance.now();
    generation++;
    const current = session;
    const before = routes.map((r) => current.records.get(r!.url)!.frontmatter);
    const rerendered = await current.rerender(routes as Route[]);
    // A new title, tag or icon shows in other pages' sidebars: those pages need the whole pipeline.
    if (rerendered.records.some((r, i) => r !== undefined && r.frontmatter !== before[i])) return undefined;
    for (const r of routes) current.linkDiagnostics.set(r!.url, current.checkLinks(r!.url));
    const extras = await current.writeExtras(false);
    const diagnostics: Diagnostic[] = sortDiagnostics(
      applyStrict(
        [
          ...current.siteDiagnostics,
          ...extras.filter((d) => !current.siteDiagnostics.some((s) => s.code === d.code && s.message === d.message)),
          ...[...current.records.values()].flatMap((r) => r.diagnostics),
          ...[...current.linkDiagnostics.values()].flat(),
          ...rerendered.diagnostics,
        ],
        strict,
      ),
    );
    const mine = generation;
    last = {
      ...last,
      diagnostics,
      ok: !hasErrors(diagnostics, strict),
      compiled: rerendered.records.filter(Boolean).length,
      durationMs: Math.round(performance.now() - start),
      background: refreshSearch(current, mine, 250),
    };
    return last;
  };

  // The search index after a page edit: built a moment later, dropped if another change came first.
  const refreshSearch = async (current: PipelineSession, mine: number, delayMs: number): Promise<void> => {
    await new Promise((r) => setTimeout(r, delayMs));
    if (generation !== mine) return;
    const files: Array<[string, Uint8Array]> = [];
    await current.writeSearch(async (path, contents) => {
      files.push([path, contents]);
    });
    if (generation !== mine) return;
    // Index fragments have content-hashed names: drop the old set so memory stays flat.
    if (sink instanceof Map) for (const path of [...sink.keys()]) if (path.startsWith('pagefind/')) sink.delete(path);
    for (const [path, contents] of files) await sink.write(path, contents);
  };

  return {
    build: () => full(false),
    async update(changes: FileChange[]) {
      if (!last || !rootPromise) return full();
      const fast = await pagesOnly(changes);
      if (fast) return fast;
      const kinds = new Set(changes.map((c) => classifyChange(c.path, specs, imported)));
      const onlyStatic = kinds.size === 1 && kinds.has('static') && changes.every((c) => c.kind === 'change');
      if (!onlyStatic) return full(true);
      const start = performance.now();
      const root = await rootPromise;
      for (const c of changes) {
        checkOutputPath(c.path);
        try {
          await sink.write(c.path, await readFile(join(root, c.path)));
        } catch {
          return full(true);
        }
      }
      return { ...last, compiled: 0, durationMs: Math.round(performance.now() - start) };
    },
    async close() {
      generation++;
      memo.clear();
      await session?.close();
      session = undefined;
    },
  };
}
