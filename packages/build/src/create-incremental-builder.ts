import { readFile, realpath } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { applyStrict, type Diagnostic, error, hasErrors, sortDiagnostics } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import type { Route, Site } from '@docsgen/navigation';
import type { SpecCache } from '@docsgen/openapi';
import { searchShardDir } from '@docsgen/search';
import { resolveCache } from './build-cache.ts';
import { checkOutputPath } from './check-output-path.ts';
import { classifyChange } from './classify-change.ts';
import { docsgenCacheVersion } from './docsgen-version.ts';
import { MemorySink } from './memory-sink.ts';
import { recordingSink } from './recording-sink.ts';
import { type PipelineSession, runPipeline } from './run-pipeline.ts';
import type { PageMemo } from './run-strategy.ts';
import { type RootFiles, type ScanRootFilesOptions, scanRootFiles } from './scan-root-files.ts';
import { normalizeBase, routeOutputPath } from './site-href.ts';
import type { BuildOptions, BuildResult, DeferredOutputs, FileChange, IncrementalBuilder } from './types.ts';

/** Quiet time after a page edit before llms.txt, the MCP manifest and the search index are refreshed, in ms. */
const EXTRAS_QUIET_MS = 400;

/**
 * A long-lived builder for `docsgen dev`: builds into `options.sink` (a {@link MemorySink} by
 * default), keeps compiled pages in memory between runs, and on `update`:
 * - static files only: copies (or removes) just those files;
 * - edited pages whose navigation-visible frontmatter (title, sidebarTitle, tag, icon, hidden…) is
 *   unchanged: re-renders just those pages with the last run's site, theme and assets and answers;
 *   llms.txt, the MCP manifest and the search index follow in the background
 *   (`BuildResult.background`), superseded by any later change;
 * - anything else (config, specs, snippets, new or deleted files, a title change that reaches
 *   sidebars): reruns the pipeline, where only pages whose source, imports or config inputs changed
 *   are compiled again (the rest come from memory), and files no longer produced are dropped. With
 *   a memory sink, the pages' HTML is rendered after answering (`BuildResult.deferred`: on demand,
 *   the rest in the background), as re-rendering every page is most of such a run on a large site;
 *   the old HTML leaves the sink at once, so no page is served with the old navigation.
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
  // Pages of the last full run still to render, and failures of those rendered after answering
  // (reported with the next result, as the result they belong to is already out).
  let deferred: Deferred | undefined;
  // Bumped by every full run: the background rendering of an earlier run's pages stops.
  let fullRuns = 0;
  let lateDiagnostics: Diagnostic[] = [];
  // Bumped by every build or update, so background work of a superseded run never lands.
  let generation = 0;
  // Page sources as last read, so a docs.json save does not read every page again; an entry goes
  // when its file is reported changed, all of them when files come or go.
  const sources = new Map<string, string>();
  // Specs are validated once, not again on every docs.json save (a second at 1,000 pages).
  const specCache: SpecCache = new Map();
  // The docs root's non-page files, listed again only when a file came or went (or docs.json's
  // `$ref` files changed): listing a large root is a syscall per file.
  let listed: { key: string; files: Promise<RootFiles> } | undefined;
  const listRootFiles = (scan: ScanRootFilesOptions): Promise<RootFiles> => {
    const key = JSON.stringify([scan.root, scan.exclude, scan.configFiles ?? []]);
    if (listed?.key !== key) listed = { key, files: scanRootFiles(scan) };
    return listed.files;
  };
  const strict = options.strict === true;
  const version = docsgenCacheVersion();

  // The first build writes the search index before answering; later full runs (after a config
  // change, say) refresh it in the background so the preview updates sooner.
  // `changed` (with `deferPages`): files whose pages are rendered before answering all the same,
  // as the page just edited is the one most likely open in the browser.
  const full = async (deferSearch = false, deferPages = false, changed: FileChange[] = []): Promise<BuildResult> => {
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
    fullRuns++;
    // The previous session stays open during the run: if docs.json does not load, the pages it
    // left to render are still rendered on request.
    const previous = session;
    session = undefined;
    const next = new Map<string, CompiledPage>();
    const owners = new Map<string, string>();
    const recording = recordingSink(sink);
    const cache = resolveCache(options, root, undefined);
    const pageMemo: PageMemo = {
      get: (k) => next.get(k) ?? memo.get(k),
      set: (k, page, owner) => {
        // One entry per page file: the version an edit replaced is dropped, so a long session of
        // edits holds one compiled page per page, not one per save.
        const replaced = owners.get(owner);
        if (replaced !== undefined && replaced !== k) next.delete(replaced);
        owners.set(owner, k);
        next.set(k, page);
      },
    };
    const out = await runPipeline({
      options,
      root,
      base: normalizeBase(options.base),
      exclude: [...(cache.dir ? [cache.dir] : []), ...(options.outDir ? [resolve(root, options.outDir)] : [])],
      caches: cache,
      version,
      strategy: {
        kind: 'dev',
        sink: recording,
        reuse: { memo: pageMemo, specCache, scanRootFiles: listRootFiles, sources },
        later: { search: deferSearch, pages: deferPages },
      },
    });
    // A run that failed without producing a page (docs.json unreadable) replaces nothing: the sink
    // keeps the last good site, and the pages the previous run left to render still render.
    const usable = out.site !== undefined && (out.pages > 0 || !hasErrors(out.diagnostics, strict));
    if (usable) {
      const old = deferred;
      deferred = undefined;
      lateDiagnostics = [];
      old?.stop();
      await previous?.close();
      if (old && old.session !== previous) await old.session.close();
    } else if (previous && previous !== deferred?.session) await previous.close();
    // Kept across a failed run, so fixing docs.json does not compile every page again.
    if (usable) memo = next;
    session = out.session;
    lastSite = out.site;
    specs = new Set(
      out.site ? [...((out.site as { openapi?: { specs: Map<string, unknown> } }).openapi?.specs.keys() ?? [])] : [],
    );
    imported = new Set([...out.imports.values()].flat());
    // Files an earlier run produced and this one did not (a deleted page) must stop being served.
    if (usable) {
      for (const path of [...sink.keys()]) {
        // The search index is refreshed in the background: the old one stays until the new one lands.
        if (!recording.written.has(path) && !path.startsWith('pagefind/')) sink.delete(path);
      }
      // Pages rendered later: their HTML from before this run shows the old navigation.
      for (const path of session?.pending.keys() ?? []) sink.delete(path);
    }
    if (usable && session && session.pending.size > 0) {
      deferred = deferOutputs(session);
      const files = new Set(changed.map((c) => c.path));
      const first = (out.site?.routes ?? []).filter((r) => r.source.kind === 'page' && files.has(r.source.file));
      await Promise.all(first.map((r) => deferred!.outputs.get(routeOutputPath(r.url))));
    }
    const diagnostics: Diagnostic[] = sortDiagnostics(applyStrict([...cache.diagnostics, ...out.diagnostics], strict));
    const mine = generation;
    last = {
      diagnostics,
      ok: !hasErrors(diagnostics, strict),
      background: usable && session && deferSearch ? afterDrain(() => refreshSearch(session!, mine, 0)) : undefined,
      deferred: deferred?.outputs,
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
    // The site-wide diagnostics (redirects, llms.txt…) are those of the last full run: a page edit
    // that keeps its navigation-visible frontmatter cannot change them.
    const diagnostics: Diagnostic[] = sortDiagnostics(
      applyStrict(
        [
          ...current.siteDiagnostics,
          ...[...current.records.values()].flatMap((r) => r.diagnostics),
          ...[...current.linkDiagnostics.values()].flat(),
          ...rerendered.diagnostics,
          ...lateDiagnostics,
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
      background: afterDrain(() => refreshExtras(current, mine)),
      deferred: deferred?.outputs,
    };
    return last;
  };

  // Renders the pending pages of `current` one at a time, yielding between pages so requests (and
  // the on-demand renders they ask for) are answered meanwhile, until the next full run starts.
  const deferOutputs = (current: PipelineSession): Deferred => {
    const paths = new Set(current.pending.keys());
    const rendering = new Map<string, Promise<void>>();
    const runs = fullRuns;
    let live = true;
    const renderOne = (path: string): Promise<void> => {
      let done = rendering.get(path);
      if (!done) {
        // Gone from `pending` when a page edit re-rendered it already.
        const render = current.pending.get(path);
        done = (render ? render() : Promise.resolve([])).then((failed) => {
          if (live) lateDiagnostics.push(...failed);
        });
        rendering.set(path, done);
      }
      return done;
    };
    const drained = (async () => {
      for (const path of paths) {
        await new Promise((r) => setImmediate(r));
        if (!live || fullRuns !== runs) return;
        await renderOne(path);
      }
    })();
    const outputs: DeferredOutputs = {
      has: (path) => paths.has(path),
      get: async (path) => {
        if (!paths.has(path) || !live) return undefined;
        await renderOne(path);
        return live ? sink.read(path) : undefined;
      },
    };
    return {
      outputs,
      drained,
      session: current,
      stop: () => {
        live = false;
        rendering.clear();
      },
    };
  };

  // Background work that must follow the pending pages (the served site swaps in the sink's files
  // when it ends, and they must all be there).
  const afterDrain = async (work: () => Promise<void>): Promise<void> => {
    await deferred?.drained;
    await work();
  };

  // llms.txt, llms-full.txt, the MCP manifest and the search index after a page edit, once saves
  // have paused (dropped if another change comes first): rebuilding them takes longer than the page
  // itself on a large site, and would otherwise hold up the next save of a writer typing along.
  const refreshExtras = async (current: PipelineSession, mine: number): Promise<void> => {
    await new Promise((r) => setTimeout(r, EXTRAS_QUIET_MS));
    if (generation !== mine) return;
    await current.writeExtras(false);
    await refreshSearch(current, mine, 0);
  };

  // The search index after a page edit: built a moment later, dropped if another change came first.
  // Search indexes being written (by Pagefind's service process): `close` lets them end, or the
  // service panics on a broken pipe when the process exits.
  const searching = new Set<Promise<unknown>>();
  // The key of each search shard now in the sink: a refresh re-indexes only the shards whose
  // pages changed (the edited page's one), and leaves the others' files where they are.
  let shardKeys = new Map<string, string>();
  const refreshSearch = async (current: PipelineSession, mine: number, delayMs: number): Promise<void> => {
    await new Promise((r) => setTimeout(r, delayMs));
    if (generation !== mine) return;
    const files: Array<[string, Uint8Array]> = [];
    const keys = new Map<string, string>();
    const kept = new Set<string>();
    const writing = current.writeSearch(
      async (path, contents) => {
        files.push([path, contents]);
      },
      async ({ dir, key }) => {
        keys.set(dir, key);
        if (shardKeys.get(dir) !== key) return false;
        kept.add(dir);
        return true;
      },
    );
    searching.add(writing);
    try {
      await writing;
    } finally {
      searching.delete(writing);
    }
    if (generation !== mine) return;
    // Index fragments have content-hashed names: drop the replaced shards' files so memory stays flat.
    for (const path of [...sink.keys()])
      if (path.startsWith('pagefind/') && !kept.has(searchShardDir(path))) sink.delete(path);
    for (const [path, contents] of files) await sink.write(path, contents);
    shardKeys = keys;
  };

  return {
    build: () => {
      listed = undefined;
      sources.clear();
      return full(false);
    },
    async update(changes: FileChange[]) {
      if (changes.some((c) => c.kind !== 'change')) {
        listed = undefined;
        sources.clear();
      }
      for (const c of changes) sources.delete(c.path);
      if (!last || !rootPromise) return full();
      const kinds = new Set(changes.map((c) => classifyChange(c.path, { specs, imported })));
      if (kinds.has('snippet')) {
        // The memo is keyed by a page's own source: the importers of a changed snippet are compiled
        // again, through the disk cache, which checks the hash of every file a page imported.
        memo.clear();
        return full(true, true, changes);
      }
      const fast = await pagesOnly(changes);
      if (fast) return fast;
      const onlyStatic = kinds.size === 1 && kinds.has('static') && changes.every((c) => c.kind === 'change');
      if (!onlyStatic) return full(true, true, changes);
      const start = performance.now();
      const root = await rootPromise;
      for (const c of changes) {
        checkOutputPath(c.path);
        try {
          await sink.write(c.path, await readFile(join(root, c.path)));
        } catch {
          return full(true, true, changes);
        }
      }
      return { ...last, compiled: 0, durationMs: Math.round(performance.now() - start) };
    },
    async close() {
      generation++;
      fullRuns++;
      deferred?.stop();
      if (deferred && deferred.session !== session) await deferred.session.close();
      deferred = undefined;
      memo.clear();
      sources.clear();
      await Promise.allSettled([...searching]);
      await session?.close();
      session = undefined;
    },
  };
}

/** The pages a full run left to render, with the session that renders them. */
interface Deferred {
  /** What results hand to the dev server. */
  outputs: DeferredOutputs;
  /** Resolves once every page is rendered, or the background rendering stopped. */
  drained: Promise<void>;
  /** The run's session. */
  session: PipelineSession;
  /** Stops rendering (the session is being closed). */
  stop(): void;
}
