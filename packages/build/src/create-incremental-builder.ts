import { realpath } from 'node:fs/promises';
import { resolve } from 'node:path';
import { applyStrict, type Diagnostic, error, hasErrors, sortDiagnostics } from '@docsgen/diagnostics';
import { readInside } from '@docsgen/diagnostics/read-inside';
import type { CompiledPage } from '@docsgen/mdx';
import type { Route, Site } from '@docsgen/navigation';
import type { SpecCache } from '@docsgen/openapi';
import { normalizeBase, routeOutputPath } from '@docsgen/site';
import { resolveCache } from './build-cache.ts';
import { checkOutputPath } from './check-output-path.ts';
import { type ChangeKind, classifyChange } from './classify-change.ts';
import { type Deferred, deferOutputs } from './deferred-outputs.ts';
import { docsgenCacheVersion } from './docsgen-version.ts';
import { editReach } from './edit-reach.ts';
import { MemorySink } from './memory-sink.ts';
import { recordingSink } from './recording-sink.ts';
import { type PipelineSession, runPipeline } from './run-pipeline.ts';
import type { PageMemo } from './run-strategy.ts';
import { type RootFiles, type ScanRootFilesOptions, scanRootFiles } from './scan-root-files.ts';
import { createSearchRefresh } from './search-refresh.ts';
import type { BuildOptions, BuildResult, FileChange, IncrementalBuilder, OutputSink } from './types.ts';

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
  return new DevBuilder(options);
}

/** The output of a full run, as {@link DevBuilder.full} adopts it. */
type FullOutput = Awaited<ReturnType<typeof runPipeline>>;

class DevBuilder implements IncrementalBuilder {
  private readonly sink: OutputSink;
  private readonly strict: boolean;
  private readonly version = docsgenCacheVersion();
  private memo = new Map<string, CompiledPage>();
  private rootPromise: Promise<string> | undefined;
  private specs = new Set<string>();
  private imported = new Set<string>();
  private last: BuildResult | undefined;
  private session: PipelineSession | undefined;
  private lastSite: Site | undefined;
  // Pages of the last full run still to render, and failures of those rendered after answering
  // (reported with the next result, as the result they belong to is already out).
  private deferred: Deferred | undefined;
  // Bumped by every full run: the background rendering of an earlier run's pages stops.
  private fullRuns = 0;
  private lateDiagnostics: Diagnostic[] = [];
  // Bumped by every build or update, so background work of a superseded run never lands.
  private generation = 0;
  // Page sources as last read, so a docs.json save does not read every page again; an entry goes
  // when its file is reported changed, all of them when files come or go.
  private readonly sources = new Map<string, string>();
  // Specs are validated once, not again on every docs.json save (a second at 1,000 pages).
  private readonly specCache: SpecCache = new Map();
  // The docs root's non-page files, listed again only when a file came or went (or docs.json's
  // `$ref` files changed): listing a large root is a syscall per file.
  private listed: { key: string; files: Promise<RootFiles> } | undefined;
  private readonly search: ReturnType<typeof createSearchRefresh>;

  private readonly options: BuildOptions;

  constructor(options: BuildOptions) {
    this.options = options;
    this.sink = options.sink ?? new MemorySink();
    this.strict = options.strict === true;
    this.search = createSearchRefresh(this.sink);
  }

  build(): Promise<BuildResult> {
    this.listed = undefined;
    this.sources.clear();
    return this.full(false);
  }

  async update(changes: FileChange[]): Promise<BuildResult> {
    if (changes.some((c) => c.kind !== 'change')) {
      this.listed = undefined;
      this.sources.clear();
    }
    for (const c of changes) this.sources.delete(c.path);
    if (!this.last || !this.rootPromise) return this.full();
    const kinds = new Set(changes.map((c) => this.classify(c.path)));
    if (kinds.has('snippet')) {
      // The memo is keyed by a page's own source: the importers of a changed snippet are compiled
      // again, through the disk cache, which checks the hash of every file a page imported.
      this.memo.clear();
      return this.full(true, true, changes);
    }
    const fast = await this.pagesOnly(changes);
    if (fast) return fast;
    const onlyStatic = kinds.size === 1 && kinds.has('static') && changes.every((c) => c.kind === 'change');
    return (onlyStatic && (await this.staticOnly(changes))) || this.full(true, true, changes);
  }

  classify(path: string): ChangeKind {
    return classifyChange(path, { specs: this.specs, imported: this.imported });
  }

  async close(): Promise<void> {
    this.generation++;
    this.fullRuns++;
    const { deferred, session } = this;
    deferred?.stop();
    if (deferred && deferred.session !== session) await deferred.session.close();
    this.deferred = undefined;
    this.memo.clear();
    this.sources.clear();
    await this.search.settle();
    await session?.close();
    this.session = undefined;
  }

  /**
   * Copies changed static files into the sink, through the one read gate; undefined when one cannot
   * be read. A file that now leads out of the repository (replaced by a symbolic link) is taken out
   * of the sink at once, and the full run that follows lists the files again without it.
   */
  private async staticOnly(changes: FileChange[]): Promise<BuildResult | undefined> {
    const start = performance.now();
    const root = await this.rootPromise!;
    for (const c of changes) {
      checkOutputPath(c.path);
      const read = await readInside(root, c.path);
      if (!read.ok) {
        this.sink.delete(c.path);
        this.listed = undefined;
        return undefined;
      }
      await this.sink.write(c.path, read.bytes);
    }
    return { ...this.last!, compiled: 0, durationMs: Math.round(performance.now() - start) };
  }

  /** The docs root's non-page files, as last listed unless the listing's inputs changed. */
  private listRootFiles = (scan: ScanRootFilesOptions): Promise<RootFiles> => {
    const key = JSON.stringify([scan.root, scan.exclude, scan.configFiles ?? []]);
    if (this.listed?.key !== key) this.listed = { key, files: scanRootFiles(scan) };
    return this.listed.files;
  };

  /** The memo a full run fills (`next`), reading the last run's too. */
  private pageMemo(next: Map<string, CompiledPage>): PageMemo {
    const owners = new Map<string, string>();
    return {
      get: (k) => next.get(k) ?? this.memo.get(k),
      set: (k, page, owner) => {
        // One entry per page file: the version an edit replaced is dropped, so a long session of
        // edits holds one compiled page per page, not one per save.
        const replaced = owners.get(owner);
        if (replaced !== undefined && replaced !== k) next.delete(replaced);
        owners.set(owner, k);
        next.set(k, page);
      },
    };
  }

  /**
   * Runs the whole pipeline. The first build writes the search index before answering; later full
   * runs (after a config change, say) refresh it in the background so the preview updates sooner.
   * `changed` (with `deferPages`): files whose pages are rendered before answering all the same,
   * as the page just edited is the one most likely open in the browser.
   */
  private async full(deferSearch = false, deferPages = false, changed: FileChange[] = []): Promise<BuildResult> {
    const start = performance.now();
    const { options } = this;
    this.rootPromise ??= realpath(resolve(options.root));
    let root: string;
    try {
      root = await this.rootPromise;
    } catch {
      this.rootPromise = undefined;
      const d = [error('build/no-root', `The docs root \`${options.root}\` does not exist.`)];
      return { diagnostics: d, ok: false, pages: 0, files: [], durationMs: 0 };
    }
    this.generation++;
    this.fullRuns++;
    // The previous session stays open during the run: if docs.json does not load, the pages it
    // left to render are still rendered on request.
    const previous = this.session;
    this.session = undefined;
    const next = new Map<string, CompiledPage>();
    const recording = recordingSink(this.sink);
    const cache = resolveCache(options, root, undefined);
    const out = await runPipeline({
      options,
      root,
      base: normalizeBase(options.base),
      exclude: [...(cache.dir ? [cache.dir] : []), ...(options.outDir ? [resolve(root, options.outDir)] : [])],
      caches: cache,
      version: this.version,
      strategy: {
        kind: 'dev',
        sink: recording,
        reuse: {
          memo: this.pageMemo(next),
          specCache: this.specCache,
          scanRootFiles: this.listRootFiles,
          sources: this.sources,
        },
        later: { search: deferSearch, pages: deferPages },
      },
    });
    const usable = await this.adopt(out, previous, recording.written, next);
    if (usable) await this.renderChangedFirst(out.site!, changed);
    const diagnostics = sortDiagnostics(applyStrict([...cache.diagnostics, ...out.diagnostics], this.strict));
    const mine = this.generation;
    const { session } = this;
    this.last = {
      diagnostics,
      ok: !hasErrors(diagnostics, this.strict),
      background:
        usable && session && deferSearch
          ? this.afterDrain(() => this.search.refresh(session, () => this.generation === mine))
          : undefined,
      deferred: this.deferred?.outputs,
      pages: out.pages,
      files: [...recording.written].sort(),
      durationMs: Math.round(performance.now() - start),
      compiled: out.compiled,
    };
    return this.last;
  }

  /**
   * Takes a full run's output as the builder's state; false when the run failed without producing
   * a page (docs.json unreadable): it replaces nothing, the sink keeps the last good site, and the
   * pages the previous run left to render still render.
   */
  private async adopt(
    out: FullOutput,
    previous: PipelineSession | undefined,
    written: Set<string>,
    next: Map<string, CompiledPage>,
  ): Promise<boolean> {
    const usable = out.site !== undefined && (out.pages > 0 || !hasErrors(out.diagnostics, this.strict));
    if (usable) {
      const old = this.deferred;
      this.deferred = undefined;
      this.lateDiagnostics = [];
      old?.stop();
      await previous?.close();
      if (old && old.session !== previous) await old.session.close();
      // Kept across a failed run, so fixing docs.json does not compile every page again.
      this.memo = next;
    } else if (previous && previous !== this.deferred?.session) await previous.close();
    this.session = out.session;
    this.lastSite = out.site;
    const openapi = (out.site as { openapi?: { specs: Map<string, unknown> } } | undefined)?.openapi;
    this.specs = new Set(openapi?.specs.keys() ?? []);
    this.imported = new Set([...out.imports.values()].flat());
    if (!usable) return false;
    // Files an earlier run produced and this one did not (a deleted page) must stop being served.
    for (const path of [...this.sink.keys()]) {
      // The search index is refreshed in the background: the old one stays until the new one lands.
      if (!written.has(path) && !path.startsWith('pagefind/')) this.sink.delete(path);
    }
    // Pages rendered later: their HTML from before this run shows the old navigation.
    for (const path of this.session?.pending.keys() ?? []) this.sink.delete(path);
    return true;
  }

  /** Starts rendering the pages a run left for later, the changed files' pages first (awaited). */
  private async renderChangedFirst(site: Site, changed: FileChange[]): Promise<void> {
    const { session } = this;
    if (!session || session.pending.size === 0) return;
    const runs = this.fullRuns;
    const deferred = deferOutputs(session, this.sink, {
      current: () => this.fullRuns === runs,
      late: (failed) => this.lateDiagnostics.push(...failed),
    });
    this.deferred = deferred;
    const files = new Set(changed.map((c) => c.path));
    const first = site.routes.filter((r) => r.source.kind === 'page' && files.has(r.source.file));
    await Promise.all(first.map((r) => deferred.outputs.get(routeOutputPath(r.url))));
  }

  /** Edited pages re-rendered alone; undefined when the change needs the whole pipeline. */
  private async pagesOnly(changes: FileChange[]): Promise<BuildResult | undefined> {
    const { session: current, last, lastSite } = this;
    if (!current || !last || !lastSite || changes.some((c) => c.kind !== 'change')) return undefined;
    const routes = changes.map((c) =>
      lastSite.routes.find((r) => r.source.kind === 'page' && r.source.file === c.path),
    );
    if (routes.some((r) => r === undefined || !current.records.has(r.url))) return undefined;
    const start = performance.now();
    this.generation++;
    const before = routes.map((r) => current.records.get(r!.url)!);
    const rerendered = await current.rerender(routes as Route[]);
    // A new title, tag or icon shows in other pages' sidebars: those pages need the whole pipeline.
    // A page that failed stays as it is in the preview, its problem shown (the overlay).
    if (rerendered.records.some((r, i) => editReach(before[i]!, r) === 'site')) return undefined;
    for (const r of routes) current.linkDiagnostics.set(r!.url, current.checkLinks(r!.url));
    // The site-wide diagnostics (redirects, llms.txt…) are those of the last full run: a page edit
    // that keeps its navigation-visible frontmatter cannot change them.
    const all = [
      ...current.siteDiagnostics,
      ...[...current.records.values()].flatMap((r) => r.diagnostics),
      ...[...current.linkDiagnostics.values()].flat(),
      ...rerendered.diagnostics,
      ...this.lateDiagnostics,
    ];
    const diagnostics = sortDiagnostics(applyStrict(all, this.strict));
    const mine = this.generation;
    this.last = {
      ...last,
      diagnostics,
      ok: !hasErrors(diagnostics, this.strict),
      compiled: rerendered.records.filter(Boolean).length,
      durationMs: Math.round(performance.now() - start),
      background: this.afterDrain(() => this.refreshExtras(current, mine)),
      deferred: this.deferred?.outputs,
    };
    return this.last;
  }

  /**
   * Background work that must follow the pending pages (the served site swaps in the sink's files
   * when it ends, and they must all be there).
   */
  private async afterDrain(work: () => Promise<void>): Promise<void> {
    await this.deferred?.drained;
    await work();
  }

  /**
   * llms.txt, llms-full.txt, the MCP manifest and the search index after a page edit, once saves
   * have paused (dropped if another change comes first): rebuilding them takes longer than the page
   * itself on a large site, and would otherwise hold up the next save of a writer typing along.
   */
  private async refreshExtras(current: PipelineSession, mine: number): Promise<void> {
    await new Promise((r) => setTimeout(r, EXTRAS_QUIET_MS));
    if (this.generation !== mine) return;
    await current.writeExtras(false);
    await this.search.refresh(current, () => this.generation === mine);
  }
}
