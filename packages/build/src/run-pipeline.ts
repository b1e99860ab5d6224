import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { type Diagnostic, error, hasErrors, warning } from '@docsgen/diagnostics';
import { agentInstructionsBlock, renderPageMarkdown } from '@docsgen/markdown';
import type { CompiledPage } from '@docsgen/mdx';
import { pageAnchorIds } from '@docsgen/mdx/check-page-links';
import type { Route, Site } from '@docsgen/navigation';
import { redirectMatcher } from '@docsgen/navigation/redirect-matcher';
import { type RemoteSpecOptions, type SpecCache, type SpecValidations, withPlaygroundProxy } from '@docsgen/openapi';
import { startSearchShards } from '@docsgen/search';
import { checkPageLinks, checkSiteLinks, type LinkTargets, type PageLinks } from './check-site-links.ts';
import { compileFirst } from './compile-first.ts';
import { createCompilePool } from './compile-pool.ts';
import { contentHash } from './content-hash.ts';
import { createThemedContexts } from './create-page-context.ts';
import type { HighlightCacheSpec } from './highlight-store.ts';
import { writeIntegrationScript } from './integrations-script.ts';
import { createIslandWriter } from './island-assets.ts';
import { makePageRecord } from './make-page-record.ts';
import { mapLimit } from './map-limit.ts';
import type { OutputReuse } from './output-reuse.ts';
import type { PageCache } from './page-cache.ts';
import { type PageTaskSettings, pageCacheKey, pageCompileTask, pageRenderKey } from './page-key.ts';
import { type PagePool, PageTaskError } from './page-pool.ts';
import { PACK_FROM_ROUTES, type PageRecord } from './page-record.ts';
import type { PipelineSnapshot } from './patch-snapshot.ts';
import { DEFAULT_PAGE_SIZE, readPageSource } from './read-page-source.ts';
import type { RecordingSink } from './recording-sink.ts';
import { type ScanRootFilesOptions, scanRootFiles } from './scan-root-files.ts';
import { routeMarkdownPath, routeOutputPath } from './site-href.ts';
import { siteUrlOf } from './site-url.ts';
import {
  type CompileTask,
  endpointPageStage,
  frontmatterApiStage,
  isFrontmatterApiPage,
  loadSiteStage,
  pageImports,
} from './stages.ts';
import { siteTailwind } from './tailwind-css.ts';
import { trace } from './trace.ts';
import type { BuildOptions } from './types.ts';
import type { PrefetchedPages } from './up-to-date.ts';
import { createFeatureAssetWriter, writeSharedAssets } from './write-shared-assets.ts';
import {
  copyStaticFiles,
  type SearchIndexOptions,
  searchPageOf,
  writeSearchIndex,
  writeSiteExtras,
} from './write-site-extras.ts';

/** Inputs of one pipeline run. */
export interface PipelineInput {
  /** Build options. */
  options: BuildOptions;
  /** Real path of the docs root. */
  root: string;
  /** Normalised base path. */
  base: string;
  /** Where files go (recorded). */
  sink: RecordingSink;
  /** Absolute folders never scanned (output, staging, cache). */
  exclude: string[];
  /** The output folder (left out of the page scan); default none (dev). */
  outDir?: string;
  /** Persistent page cache. */
  cache: PageCache;
  /**
   * In-memory compiled pages by cache key (incremental builds); `owner` names what an entry is for
   * (the page file, or `endpoint <url>`), so a memo can keep one entry per owner. Default none.
   */
  memo?: { get(key: string): CompiledPage | undefined; set(key: string, page: CompiledPage, owner: string): void };
  /** Key string of this docsgen (version and code), part of every cache key. */
  version: string;
  /** Skip the site-wide files when pages already have errors (nothing will be published); default false. */
  stopOnPageErrors?: boolean;
  /** Keep the worker pool and return a {@link PipelineSession} for re-rendering pages (dev); default false. */
  keepSession?: boolean;
  /** Leave the search index to the caller (`session.writeSearch`, dev refreshes it in the background); default false. */
  deferSearch?: boolean;
  /** The previous output, to take unchanged pages from instead of rendering them (build); default none. */
  reuse?: OutputReuse;
  /**
   * Leave every page's HTML unrendered (dev after a config change: rendering a large site's pages is
   * most of a run): `session.pending` renders each on demand; needs `keepSession`; default false.
   */
  deferPages?: boolean;
  /** OpenAPI specs loaded by earlier runs, reused while their files are unchanged (dev); default none. */
  specCache?: SpecCache;
  /** Spec validation verdicts of earlier builds (kept in the cache folder); default none. */
  specValidations?: SpecValidations;
  /** Where `https://` specs fetched by earlier builds are kept (the cache folder); default nowhere. */
  remoteSpecs?: RemoteSpecOptions;
  /** Where workers keep highlighted code blocks between builds (the cache folder); default none. */
  highlightCache?: HighlightCacheSpec;
  /**
   * Page sources read by earlier runs, by docs-root-relative file (dev: the builder drops a file's
   * entry when the watcher reports it changed); pages missing are read from disk and added. Default none.
   */
  sources?: Map<string, string>;
  /** Page files' bytes read by the input fingerprint, compiled instead of reading the files again; default none. */
  prefetched?: PrefetchedPages;
  /** Lists the docs root's non-page files (dev reuses the last list while no file came or went); default `scanRootFiles`. */
  scanRootFiles?: typeof scanRootFiles;
  /** The pool to compile pages in (the caller made it early); closed when the pages are done; default a new one. */
  pool?: PagePool<CompileTask, CompiledPage>;
  /** Return what a later patch build needs ({@link PipelineOutput.snapshot}); needs `reuse`; default false. */
  snapshot?: boolean;
}

/** What a dev builder keeps of a finished run to re-render edited pages without redoing the site. */
export interface PipelineSession {
  /** Re-compiles and rewrites these routes with the same site, theme and assets: their new records, and what failed. */
  rerender(routes: Route[]): Promise<{ records: Array<PageRecord | undefined>; diagnostics: Diagnostic[] }>;
  /** Every page record of the site, in route order (the last render of each). */
  records: Map<string, PageRecord>;
  /** Diagnostics of the run that are not any page's own compile diagnostics. */
  siteDiagnostics: Diagnostic[];
  /** Rewrites llms.txt, llms-full.txt and the MCP manifest from `records`, and the search index unless `search` is false. */
  writeExtras(search: boolean): Promise<Diagnostic[]>;
  /**
   * Writes the search index from `records` through `write`; `keep` is asked for each shard first
   * (true: its files from an earlier call are still in place, it is not indexed again).
   */
  writeSearch(
    write: (path: string, contents: Uint8Array) => Promise<void>,
    keep?: SearchIndexOptions['keep'],
  ): Promise<Diagnostic[]>;
  /** Link diagnostics of one page against the current headings of every page. */
  checkLinks(url: string): Diagnostic[];
  /** The link diagnostics of every page by URL (refreshed per page by the dev builder). */
  linkDiagnostics: Map<string, Diagnostic[]>;
  /**
   * Page HTML left unrendered by `deferPages`, by output path: calling one renders and writes that
   * page (at most once; nothing once the session is closed) and resolves to what failed. A page
   * re-rendered by `rerender` leaves this map. Empty without `deferPages`.
   */
  pending: Map<string, () => Promise<Diagnostic[]>>;
  /** Releases the worker pool; pending pages are no longer written. */
  close(): Promise<void>;
}

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
  /** With `keepSession`: the state for re-rendering pages. */
  session?: PipelineSession;
  /** With `snapshot` (and `reuse`), when the site-wide files were written: what a patch build starts from. */
  snapshot?: PipelineSnapshot;
}

/** Throws an AbortError when the build was interrupted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) {
    const e = new Error('The build was interrupted.');
    e.name = 'AbortError';
    throw e;
  }
}

/** The diagnostic of a page whose compile failed: its worker crashed, timed out or ran out of memory, or it threw. */
export function taskFailure(file: string, e: unknown): Diagnostic {
  if (e instanceof PageTaskError) {
    const what =
      e.kind === 'timeout'
        ? `took too long to compile (${e.message})`
        : e.kind === 'memory'
          ? 'ran out of memory while compiling'
          : `crashed its worker (${e.message})`;
    return error(`build/page-${e.kind}`, `Page \`${file}\` ${what}; it was stopped and left out.`, {
      file,
      line: 1,
      column: 1,
      hint: 'Look for an expression that loops, or content that grows without bound (deep nesting, huge tables).',
    });
  }
  return error('build/page-failed', `Page \`${file}\` could not be compiled: ${(e as Error)?.message ?? String(e)}`, {
    file,
    line: 1,
    column: 1,
  });
}

/**
 * The build pipeline shared by `docsgen build` and the dev server: load the site once, write shared
 * assets, then compile (cache, worker pool), render and write each page as it is ready, so the site
 * is never held in memory as HTML, then the site-wide files.
 */
export async function runPipeline(input: PipelineInput): Promise<PipelineOutput> {
  const { options } = input;
  // Made before the site loads, so its first worker thread starts (and loads the compiler)
  // meanwhile: a rebuild with one page to compile waited for it after loading the site.
  const pool = input.pool ?? createCompilePool(options);
  try {
    return await pipelineWithPool(input, pool);
  } catch (e) {
    // Closed already unless it failed before the pages (closing twice is a no-op).
    await pool.close();
    throw e;
  }
}

async function pipelineWithPool(
  input: PipelineInput,
  pool: PagePool<CompileTask, CompiledPage>,
): Promise<PipelineOutput> {
  const { options, root, base, sink } = input;
  const signal = options.signal;
  let diagnostics: Diagnostic[] = [];
  const imports = new Map<string, string[]>();
  const loaded = await loadSiteStage(root, input.outDir, input.specCache, input.specValidations, input.remoteSpecs);
  trace('site loaded (config, specs, navigation)');
  diagnostics.push(...loaded.diagnostics);
  const site = loaded.site;
  if (!site) {
    await pool.close();
    return { diagnostics, pages: 0, compiled: 0, imports };
  }
  throwIfAborted(signal);
  const config = site.config;
  const theme = await options.themeFor(config.theme);
  const scanOptions: ScanRootFilesOptions = { root, exclude: input.exclude, configFiles: site.configFiles };
  const rootFiles = await (input.scanRootFiles ?? scanRootFiles)(scanOptions);
  trace('root files scanned');
  diagnostics.push(...rootFiles.diagnostics);
  const tailwind = await siteTailwind(
    root,
    site.files ?? [],
    input.highlightCache && dirname(input.highlightCache.dir),
  );
  diagnostics.push(...tailwind.diagnostics);
  trace('tailwind stylesheet made');
  const shared = await writeSharedAssets({
    theme,
    root,
    customCss: rootFiles.css,
    customJs: rootFiles.js,
    tailwindCss: tailwind.css,
    base,
    sink,
  });
  // Third-party snippets in built sites only: a preview sends nothing to the site's analytics.
  if (!options.dev) {
    const integrations = await writeIntegrationScript({
      config: site.config,
      sourceMap: site.sourceMap,
      sink,
      base,
    });
    shared.js.push(...integrations.js);
    diagnostics.push(...integrations.diagnostics);
  }
  trace('shared assets written');
  const featureWriter = createFeatureAssetWriter(
    sink,
    base,
    createIslandWriter(root, sink, base, (d) => diagnostics.push(d)),
    config.styling?.latex,
  );
  // Every page awaits the sidebar fragment writes started so far.
  const { factory, settled } = createThemedContexts(site, theme, {
    base,
    siteUrl: siteUrlOf(options, site),
    assets: shared,
    diagnostics,
    write: (path, contents) => sink.write(path, contents),
  });
  const strict = options.strict === true;
  const pageRoutes = site.routes.filter((r) => r.source.kind === 'page');
  // A build that keeps a snapshot packs every page's texts: the snapshot holds them all.
  const pack = site.routes.length >= PACK_FROM_ROUTES || (input.snapshot === true && input.reuse !== undefined);
  pool.plan(pageRoutes.length);
  let compiled = 0;
  const api = withPlaygroundProxy(config.api, options.playgroundProxy);
  // What every page's HTML is made from besides its own compiled page: with the page's stamp (see
  // PageCache.lookup) and feature assets it forms the page's render key, so an unchanged key means
  // the previous output's file is what rendering would write again.
  const stamps = new Map<string, string>();
  const siteKey = input.reuse
    ? contentHash(
        input.version,
        JSON.stringify([base, siteUrlOf(options, site) ?? null, strict, theme.name, shared, config, site.nav]),
        JSON.stringify(site.routes.map((r) => [r.url, r.title, r.prev, r.next, r.section, r.inNavigation, r.source])),
        JSON.stringify(site.globalAnchors),
      )
    : '';

  // A compiled page from this session's memo, else from the persistent cache (with its stamp,
  // which output reuse keys on).
  const cachedPage = async (key: string, url: string): Promise<CompiledPage | undefined> => {
    const memo = input.memo?.get(key);
    if (memo) return memo;
    if (!input.cache.lookup) return input.cache.get(key);
    const hit = await input.cache.lookup(key);
    if (hit) stamps.set(url, hit.stamp);
    return hit?.page;
  };
  const taskSettings: PageTaskSettings = {
    root,
    variables: config.variables,
    base,
    strict,
    highlightCache: input.highlightCache,
  };
  const pageKey = (task: CompileTask) => pageCacheKey(input.version, task);
  const compileMdx = async (route: Route, file: string): Promise<CompiledPage | undefined> => {
    let source: string | Diagnostic | undefined = input.sources?.get(file);
    // The key the compile-first order computed from the prefetched bytes, valid when the text is theirs.
    let ordered: string | undefined;
    if (source === undefined) {
      const warnings = diagnostics.length;
      const read: { linked?: boolean } = {};
      const bytes = input.prefetched?.get(file);
      // Each page's bytes are used once: let them go.
      input.prefetched?.delete(file);
      const limits = { ...DEFAULT_PAGE_SIZE, ...options.pageSize };
      source = await readPageSource(root, file, limits, diagnostics, read, bytes);
      if (bytes) ordered = orderKeys.get(route.url);
      // Kept when it read cleanly from the file itself: a symlinked page changes when its target
      // does, which the watcher reports under the target's name.
      if (typeof source === 'string' && diagnostics.length === warnings && !read.linked)
        input.sources?.set(file, source);
    }
    if (typeof source !== 'string') {
      diagnostics.push(source);
      return undefined;
    }
    const task = pageCompileTask(route, file, source, taskSettings);
    orderKeys.delete(route.url);
    const key = ordered ?? pageKey(task);
    let page = await cachedPage(key, route.url);
    if (!page) {
      throwIfAborted(signal);
      try {
        page = await pool.run(task);
      } catch (e) {
        if ((e as Error).name === 'AbortError') throw e;
        diagnostics.push(taskFailure(file, e));
        return undefined;
      }
      if (++compiled === 1) trace(`first page compiled (${file})`);
      const stored = input.cache.set(key, page, pageImports(page));
      // A dev session renders the page while its cache entry is written (a build waits: it needs
      // the stamp, and must not exit before the write ends).
      if (input.keepSession && !input.reuse) stored.catch(() => undefined);
      else {
        const stamp = await stored;
        if (stamp !== undefined) stamps.set(route.url, stamp);
      }
    }
    input.memo?.set(key, page, file);
    imports.set(file, pageImports(page));
    return page;
  };

  // Endpoint pages are cached like MDX pages, keyed by their spec's content (hashed once per run).
  const specHashes = new Map<string, Promise<string>>();
  const specHash = (spec: string) => {
    let h = specHashes.get(spec);
    if (!h) {
      h = readFile(join(root, spec)).then(contentHash, () => 'missing');
      specHashes.set(spec, h);
    }
    return h;
  };
  const endpointPage = async (route: Route): Promise<CompiledPage | undefined> => {
    if (route.source.kind !== 'endpoint') return undefined;
    const { spec, method, path } = route.source;
    const key = contentHash(
      input.version,
      'endpoint',
      route.url,
      spec,
      await specHash(spec),
      method,
      path,
      JSON.stringify([base, api ?? null]),
    );
    let page = await cachedPage(key, route.url);
    if (!page) {
      page = await endpointPageStage({ index: loaded.openapi, route, base, api });
      const stamp = page ? await input.cache.set(key, page, []) : undefined;
      if (stamp !== undefined) stamps.set(route.url, stamp);
    }
    if (page) input.memo?.set(key, page, `endpoint ${route.url}`);
    return page;
  };

  // Pages with no cache entry first (see compileFirst), when the fingerprint read their bytes and
  // the cache can tell cheaply; records keep the route order whatever the order of work.
  // The keys it computes are kept by route for the compile, which would hash the same text again.
  const { prefetched, cache } = input;
  const orderKeys = new Map<string, string>();
  const uncached = (route: Route) => {
    if (route.source.kind !== 'page' || !prefetched || !cache.has) return false;
    const bytes = prefetched.get(route.source.file);
    if (!bytes) return false;
    const source = bytes.toString('utf8');
    const file = route.source.file;
    const key = pageKey(pageCompileTask(route, file, source, taskSettings));
    orderKeys.set(route.url, key);
    return !cache.has(key);
  };

  let done = 0;
  const total = site.routes.length;
  const linkChecks = new Map<string, PageLinks>();
  let records: Array<PageRecord | undefined>;
  const apiPages: string[] = [];
  const pending = new Map<string, () => Promise<Diagnostic[]>>();
  let closed = false;
  const renderRoute = async (route: Route, defer = false): Promise<PageRecord | undefined> => {
    throwIfAborted(signal);
    let page: CompiledPage | undefined;
    const file = route.source.kind === 'page' ? route.source.file : route.source.spec;
    try {
      if (route.source.kind === 'page') {
        page = await compileMdx(route, route.source.file);
        if (page && isFrontmatterApiPage(page)) {
          // Also made from its spec, which the stamp does not cover: always rendered.
          stamps.delete(route.url);
          apiPages.push(route.url);
          page = await frontmatterApiStage({
            index: loaded.openapi,
            page,
            file: route.source.file,
            url: route.url,
            base,
            api,
            // Only API pages need the source again (to point at the frontmatter line).
            source: await readFile(join(root, route.source.file), 'utf8').catch(() => undefined),
          });
        }
      } else {
        page = await endpointPage(route);
      }
    } catch (e) {
      if ((e as Error).name === 'AbortError') throw e;
      diagnostics.push(taskFailure(file, e));
      return undefined;
    }
    if (!page) return undefined;
    diagnostics.push(...page.diagnostics);
    options.onPage?.(route, page);
    // Links are checked once every page's headings are known (after the loop); keep only what that needs.
    if (route.source.kind === 'page')
      linkChecks.set(route.url, {
        file: route.source.file,
        url: route.url,
        links: page.links,
        headings: page.headings,
        anchors: page.anchors,
      });
    const extra = await featureWriter(page.features, page.islands);
    const ctx = factory.page(route, page, extra);
    const stamp = stamps.get(route.url);
    const renderKey =
      input.reuse && stamp !== undefined ? pageRenderKey(siteKey, stamp, extra, ctx.page.lastModified) : undefined;
    const outputs = [
      routeOutputPath(route.url),
      ...(page.markdown !== undefined ? [routeMarkdownPath(route.url)] : []),
    ];
    const reused =
      renderKey !== undefined && input.reuse?.previous(route.url) === renderKey && (await input.reuse.take(outputs));
    if (reused) for (const path of outputs) sink.written.add(path);
    if (renderKey !== undefined) input.reuse?.record(route.url, renderKey);
    if (!reused) {
      const htmlPath = routeOutputPath(route.url);
      const writeHtml = async (): Promise<Diagnostic[]> => {
        let html: string;
        try {
          html = theme.render(ctx);
        } catch (e) {
          return [
            error('build/render-failed', `The theme failed to render \`${route.url}\`: ${(e as Error).message}`, {
              file,
            }),
          ];
        }
        if (closed) return [];
        await sink.write(htmlPath, html);
        await settled();
        return [];
      };
      if (defer) {
        // Recorded as written now, so the site-wide steps (redirects shadowed by a page) see it.
        sink.written.add(htmlPath);
        pending.set(htmlPath, () => {
          pending.delete(htmlPath);
          return writeHtml();
        });
      } else {
        const failed = await writeHtml();
        if (failed.length > 0) {
          diagnostics.push(...failed);
          return undefined;
        }
      }
      if (page.markdown !== undefined) {
        await sink.write(
          routeMarkdownPath(route.url),
          renderPageMarkdown({
            title: ctx.page.title,
            description: page.description,
            markdown: page.markdown,
            instructions: agentInstructionsBlock(config.markdown?.instructions),
          }),
        );
      }
    }
    return makePageRecord(route, page, ctx, pack);
  };
  // A build with no search shards of a previous build to take over indexes each shard while the
  // pages are made, as they come (Pagefind then works beside the compile workers, not after them).
  const earlySearch =
    input.deferSearch !== true && !input.keepSession && !input.reuse?.hasSearch
      ? startSearchShards(site.routes.map((r) => r.url))
      : undefined;
  const loopStart = diagnostics.length;
  try {
    records = new Array(site.routes.length);
    await mapLimit(compileFirst(site.routes, uncached), pool.threaded ? 8 : 4, async (i) => {
      options.onProgress?.(`docsgen build: ${++done}/${total} pages`);
      const record = await renderRoute(site.routes[i]!, input.deferPages === true && input.keepSession === true);
      records[i] = record;
      earlySearch?.give(site.routes[i]!.url, record && searchPageOf(record));
    });
  } catch (e) {
    earlySearch?.abandon();
    throw e;
  } finally {
    // Also on interruption, so no worker thread keeps the process alive (a dev session keeps one).
    if (!input.keepSession) await pool.close();
  }
  trace(`pages done (${compiled} compiled)`);
  if (signal?.aborted) earlySearch?.abandon();
  throwIfAborted(signal);
  const loopEnd = diagnostics.length;
  const linkTargets: LinkTargets = {
    base,
    routeUrls: new Set(site.routes.map((r) => r.url)),
    files: new Set(site.files ?? rootFiles.assets),
    redirects: redirectMatcher(site.config.redirects ?? []),
  };
  const linksByUrl = checkSiteLinks(linkChecks.values(), linkTargets);
  const linkDiagnostics = new Set([...linksByUrl.values()].flat());
  diagnostics.push(...linkDiagnostics);
  const written = records.filter((r): r is PageRecord => r !== undefined);
  if (input.stopOnPageErrors && hasErrors(diagnostics, strict)) {
    earlySearch?.abandon();
    return { diagnostics, pages: written.length, compiled, site, imports };
  }
  const extrasInput = (list: PageRecord[]) => ({
    site,
    config,
    theme,
    factory,
    records: list,
    rootFiles,
    root,
    base,
    sink,
    options,
    siteUrl: siteUrlOf(options, site),
  });
  // Each search shard's index is a function of its pages' search input: a shard none of whose
  // pages changed since the build whose output is being replaced is taken over, not indexed again.
  const reuse = input.reuse;
  const searchOptions: SearchIndexOptions = {
    salt: input.version,
    prepared: earlySearch?.prepared,
    keep: reuse
      ? async ({ dir, key }) => {
          const taken = await reuse.takeSearchShard(dir, key);
          for (const path of taken ?? []) sink.written.add(path);
          return taken !== undefined;
        }
      : undefined,
  };
  const search = input.deferSearch !== true;
  trace('links checked');
  try {
    diagnostics.push(
      ...(await writeSiteExtras({ ...extrasInput(written), search, searchOptions, staticFiles: false })),
    );
  } finally {
    earlySearch?.abandon();
  }
  const statics = await copyStaticFiles({ root, rootFiles, sink });
  diagnostics.push(...statics);
  trace('site extras and search index written');
  // The 404 page may be the first page of its section.
  await settled();
  if (written.length === 0 && site.routes.length === 0) {
    diagnostics.push(
      warning('build/no-pages', 'The site has no pages.', {
        file: 'docs.json',
        hint: 'List pages in `navigation`, or add .mdx files.',
      }),
    );
  }
  let session: PipelineSession | undefined;
  if (input.keepSession) {
    const recordMap = new Map(written.map((r) => [r.url, r]));
    const pageDiagnostics = new Set(written.flatMap((r) => r.diagnostics));
    session = {
      records: recordMap,
      // Page compile diagnostics and link diagnostics are recomputed per page by the dev builder.
      siteDiagnostics: diagnostics.filter((d) => !pageDiagnostics.has(d) && !linkDiagnostics.has(d)),
      rerender: async (routes) => {
        // Whatever the pages report goes to their records, not to the finished run's list (which
        // would otherwise grow with every edit of a long dev session).
        const finished = diagnostics;
        diagnostics = [];
        try {
          for (const r of routes) pending.delete(routeOutputPath(r.url));
          const list = await Promise.all(routes.map((r) => renderRoute(r)));
          for (const r of list) if (r) recordMap.set(r.url, r);
          // Page diagnostics live in the records; what remains is failures (unreadable, crashed…).
          const own = new Set(list.flatMap((r) => r?.diagnostics ?? []));
          return { records: list, diagnostics: diagnostics.filter((d) => !own.has(d)) };
        } finally {
          diagnostics = finished;
        }
      },
      writeExtras: async (search) => {
        const found = await writeSiteExtras({ ...extrasInput([...recordMap.values()]), search, staticFiles: false });
        await settled();
        return found;
      },
      writeSearch: (write, keep) => writeSearchIndex([...recordMap.values()], write, { salt: input.version, keep }),
      linkDiagnostics: linksByUrl,
      checkLinks: (url) => {
        const p = linkChecks.get(url);
        // The ids of the pages it links to, not a map of every page's (a dev edit checks one page).
        const ids = (u: string) => {
          const target = linkChecks.get(u);
          return target ? pageAnchorIds(target) : undefined;
        };
        return p ? checkPageLinks(p, linkTargets, { get: ids }) : [];
      },
      pending,
      close: () => {
        closed = true;
        pending.clear();
        return pool.close();
      },
    };
  }
  const snapshot: PipelineSnapshot | undefined =
    input.snapshot && input.reuse
      ? {
          site,
          shared,
          rootFiles,
          siteKey,
          records: written,
          links: [...linkChecks.values()],
          imports: [...imports],
          apiPages,
          diagnostics: { site: diagnostics.slice(0, loopStart), pages: diagnostics.slice(loopStart, loopEnd), statics },
        }
      : undefined;
  return { diagnostics, pages: written.length, compiled, site, imports, session, snapshot };
}
