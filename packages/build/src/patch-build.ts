import { type Diagnostic, hasErrors } from '@docsgen/diagnostics';
import { agentInstructionsBlock, renderPageMarkdown } from '@docsgen/markdown';
import type { CompiledPage } from '@docsgen/mdx';
import { redirectMatcher } from '@docsgen/navigation/redirect-matcher';
import { startSearchShards } from '@docsgen/search';
import { checkSiteLinks, type PageLinks } from './check-site-links.ts';
import { createThemedContexts } from './create-page-context.ts';
import type { HighlightCacheSpec } from './highlight-store.ts';
import { makePageRecord } from './make-page-record.ts';
import type { PageCache } from './page-cache.ts';
import { pageCacheKey, pageCompileTask, pageRenderKey } from './page-key.ts';
import type { PagePool } from './page-pool.ts';
import type { PageRecord } from './page-record.ts';
import { pageNavKey } from './page-record.ts';
import { createPatchSink } from './patch-sink.ts';
import type { PatchSnapshot } from './patch-snapshot.ts';
import { DEFAULT_PAGE_SIZE, readPageSource } from './read-page-source.ts';
import { routeMarkdownPath, routeOutputPath } from './site-href.ts';
import { siteUrlOf } from './site-url.ts';
// Loaded for its side effect, as the pipeline does (stages.ts): the page scope loads preact/compat,
// which changes how Preact orders attributes; pages rendered here must match those it renders.
import '@docsgen/mdx/page-scope';
import { isFrontmatterApiPage } from './is-frontmatter-api-page.ts';
import { createIslandWriter } from './island-assets.ts';
import { pageImports } from './page-imports.ts';
import type { CompileTask } from './stages.ts';
import { trace } from './trace.ts';
import type { BuildOptions } from './types.ts';
import type { BuildState, InputDigests, PrefetchedPages } from './up-to-date.ts';
import { createFeatureAssetWriter } from './write-shared-assets.ts';
import { searchPageOf, writeSiteExtras } from './write-site-extras.ts';

/** Inputs of {@link patchBuild}. */
export interface PatchBuildInput {
  options: BuildOptions;
  /** Real path of the docs root. */
  root: string;
  /** Normalised base path. */
  base: string;
  /** The published output folder (replaced whole by its patched copy). */
  outDir: string;
  /** The cache folder (the build state lives there). */
  cacheDir: string;
  /** Where the output a build replaced is kept, to patch from (see patchStaging); default none. */
  spare?: string;
  cache: PageCache;
  highlightCache?: HighlightCacheSpec;
  /** docsgen's code id, part of every key. */
  version: string;
  /** The state of the build whose output is published; its output was checked intact. */
  previous: BuildState;
  /** That build's snapshot (its fingerprint is `previous.fingerprint`). */
  snapshot: PatchSnapshot;
  /** The page files edited since, each one a patch build may take on (see editedPages). */
  edited: string[];
  /** This build's input fingerprint and each file's digest. */
  fingerprint: string;
  digests: InputDigests;
  /** Page bytes the fingerprint read. */
  prefetched: PrefetchedPages;
  /** The pool to compile in (the caller's: it closes it, or hands it to the pipeline when this returns undefined). */
  pool: PagePool<CompileTask, CompiledPage>;
}

/** What a patch build did: published (the patched output was swapped in) or failed (the output is untouched). */
export type PatchOutcome =
  | {
      kind: 'published';
      diagnostics: Diagnostic[];
      pages: number;
      compiled: number;
      /** Output files with sizes, after the patch. */
      files: Array<[string, number]>;
      /** Output files this build changed or removed. */
      changed: string[];
      /** The new build state and snapshot, for the caller to keep. */
      state: BuildState;
      snapshot: PatchSnapshot;
    }
  | { kind: 'failed'; diagnostics: Diagnostic[]; pages: number; compiled: number };

/**
 * A build that patches a copy of the published output when only pages' text changed: with the
 * snapshot of the last build (its site, page records, links and diagnostics), it compiles the
 * edited pages, renders them, makes the site-wide files (llms.txt, the search shard of each
 * edited page, the MCP manifest…) again and writes only the files whose bytes changed into a
 * hard-linked copy of the published output, swapped in as a full build's staging folder is: a
 * one-page edit does not load docs.json, the specs or the navigation, nor render every page. Undefined when the edit reaches beyond the pages (a title, icon or tag the sidebars show, a page that became an API
 * page), or a page now fails: the caller runs the whole pipeline, which reports it.
 *
 * The published output is never written: a build killed at any instant leaves it as it was or
 * as the patch made it (see publishStaging).
 */
export async function patchBuild(input: PatchBuildInput): Promise<PatchOutcome | undefined> {
  const { options, root, base, snapshot, previous } = input;
  const files = new Set(input.edited);
  const site = snapshot.site;
  const routes = site.routes.filter((r) => r.source.kind === 'page' && files.has(r.source.file));
  const recordIndex = new Map(snapshot.records.map((r, i) => [r.url, i]));
  if (routes.some((r) => !recordIndex.has(r.url))) return undefined;
  const strict = options.strict === true;
  const config = site.config;
  const diagnostics: Diagnostic[] = [];
  const taskSettings = { root, variables: config.variables, base, strict, highlightCache: input.highlightCache };
  const tasks: CompileTask[] = [];
  for (const route of routes) {
    const file = (route.source as { file: string }).file;
    const bytes = input.prefetched.get(file);
    if (!bytes) return undefined;
    const source = await readPageSource(
      root,
      file,
      { ...DEFAULT_PAGE_SIZE, ...options.pageSize },
      diagnostics,
      {},
      bytes,
    );
    if (typeof source !== 'string') return undefined;
    tasks.push(pageCompileTask(route, file, source, taskSettings));
  }
  trace(`patch: ${routes.length} edited page(s)`);

  const { pool } = input;
  pool.plan(tasks.length);
  const search = prepareEditedShards(snapshot.records, new Set(routes.map((r) => r.url)));
  try {
    const theme = Promise.resolve(options.themeFor(config.theme));
    let compiled = 0;
    const pages: Array<{ page: CompiledPage; stamp: string | undefined }> = [];
    try {
      for (const task of tasks) {
        const key = pageCacheKey(input.version, task);
        const hit = await input.cache.lookup?.(key);
        if (hit) {
          pages.push(hit);
          continue;
        }
        const page = await pool.run(task);
        compiled++;
        pages.push({ page, stamp: await input.cache.set(key, page, pageImports(page)) });
      }
    } catch {
      // A crash, a timeout or an interruption: the pipeline reports it (or stops) as usual.
      return undefined;
    }
    trace('patch: pages compiled');
    // Anything that other pages show or that the page's outputs depend on beyond its own text.
    for (const [i, route] of routes.entries()) {
      const { page } = pages[i]!;
      const before = snapshot.records[recordIndex.get(route.url)!]!;
      if (isFrontmatterApiPage(page) || pageNavKey(page) !== before.frontmatter) return undefined;
      if ((page.markdown === undefined) !== (before.markdown === undefined)) return undefined;
    }

    const loaded = await theme;
    const sink = createPatchSink(input.outDir, previous.files, input.spare);
    const contextDiagnostics: Diagnostic[] = [];
    const siteUrl = siteUrlOf(options, site);
    const { factory, settled } = createThemedContexts(site, loaded, {
      base,
      siteUrl,
      assets: snapshot.shared,
      diagnostics: contextDiagnostics,
      write: (path, contents) => sink.write(path, contents),
    });
    const featureWriter = createFeatureAssetWriter(
      sink,
      base,
      createIslandWriter(root, sink, base, (d) => diagnostics.push(d)),
      config.styling?.latex,
    );
    const records = [...snapshot.records];
    const renders = new Map(previous.renders ?? []);
    const links = new Map<string, PageLinks>(snapshot.links.map((l) => [l.url, l]));
    const imports = new Map(snapshot.imports);
    for (const [i, route] of routes.entries()) {
      const { page, stamp } = pages[i]!;
      const file = (route.source as { file: string }).file;
      diagnostics.push(...page.diagnostics);
      const extra = await featureWriter(page.features, page.islands);
      const ctx = factory.page(route, page, extra);
      let html: string;
      try {
        html = loaded.render(ctx);
      } catch {
        return undefined;
      }
      await sink.write(routeOutputPath(route.url), html);
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
      // Packed, as the build that wrote the snapshot packed them (search shard keys hash the packed texts).
      const record = makePageRecord(route, page, ctx, true);
      records[recordIndex.get(route.url)!] = record;
      search.give(record.url, searchPageOf(record));
      if (stamp === undefined) renders.delete(route.url);
      else renders.set(route.url, pageRenderKey(snapshot.siteKey, stamp, extra, ctx.page.lastModified));
      links.set(route.url, { file, url: route.url, links: page.links, headings: page.headings, anchors: page.anchors });
      imports.set(file, pageImports(page));
    }
    await settled();
    trace('patch: pages rendered');

    // The pages' own diagnostics: the others' as the last build found them, the edited pages' anew.
    const ofEdited = (d: Diagnostic) => d.file !== undefined && files.has(d.file);
    const pageDiagnostics = [
      ...snapshot.diagnostics.pages.filter((d) => !ofEdited(d)),
      ...diagnostics.filter(ofEdited),
      ...contextDiagnostics.filter(ofEdited),
    ];
    if (hasErrors(pageDiagnostics, strict)) return undefined;
    const linkDiagnostics = checkSiteLinks(links.values(), {
      base,
      routeUrls: new Set(site.routes.map((r) => r.url)),
      files: new Set(site.files ?? snapshot.rootFiles.assets),
      redirects: redirectMatcher(site.config.redirects ?? []),
    });

    const searchKeys = new Map<string, string>();
    const previousSearch = new Map(previous.search ?? []);
    const replaced = new Set<string>();
    const contextSeen = contextDiagnostics.length;
    const extras = await writeSiteExtras({
      site,
      config,
      theme: loaded,
      factory,
      records,
      rootFiles: snapshot.rootFiles,
      root,
      base,
      sink,
      options,
      siteUrl,
      staticFiles: false,
      searchOptions: {
        salt: input.version,
        prepared: search.prepared,
        // Every recorded file of the output is in place (checked): an unchanged shard stays as it is.
        keep: async ({ dir, key }) => {
          searchKeys.set(dir, key);
          if (previousSearch.get(dir) === key) return true;
          replaced.add(dir);
          return false;
        },
      },
    });
    await settled();
    trace('patch: site extras made');
    const all = [
      ...snapshot.diagnostics.site,
      ...pageDiagnostics,
      ...[...linkDiagnostics.values()].flat(),
      ...extras,
      ...snapshot.diagnostics.statics,
    ];
    // The 404 page's context may build a section's navigation the full build had built for a page,
    // whose problems (reported once per section) the snapshot holds already.
    const seen = new Set(all.map((d) => JSON.stringify(d)));
    all.push(...contextDiagnostics.slice(contextSeen).filter((d) => !seen.has(JSON.stringify(d))));
    if (hasErrors(all, strict)) return { kind: 'failed', diagnostics: all, pages: records.length, compiled };

    // Interrupted before the swap: nothing is published (the caller reports the interruption).
    if (options.signal?.aborted) return { kind: 'failed', diagnostics: all, pages: records.length, compiled };
    const published = await sink.publish(replaced);
    trace(`patch: output published (${published.changed.length} files changed)`);
    return {
      kind: 'published',
      diagnostics: all,
      pages: records.length,
      compiled,
      files: published.files,
      changed: published.changed,
      state: {
        output: published.output,
        fingerprint: input.fingerprint,
        files: published.files,
        pages: records.length,
        diagnostics: all,
        renders: [...renders],
        search: [...searchKeys],
      },
      snapshot: {
        ...snapshot,
        fingerprint: input.fingerprint,
        inputs: [...input.digests],
        records,
        links: [...links.values()],
        imports: [...imports],
        diagnostics: { ...snapshot.diagnostics, pages: pageDiagnostics },
      },
    };
  } finally {
    // Pages never given (the patch stopped half-way): the early indexes are abandoned.
    search.abandon();
  }
}

/**
 * The search shards that hold the edited pages, indexed while those compile: the shards are laid
 * out as the site's search index lays them out (from the last records: a page's shard depends on
 * its URL, and whether it is indexed on frontmatter the patch keeps), the other pages are handed
 * over at once and each edited page is awaited in its place.
 */
function prepareEditedShards(records: PageRecord[], edited: Set<string>) {
  const pages = records.map(searchPageOf).filter((p) => !p.exclude);
  const started = startSearchShards(
    pages.map((p) => p.url),
    { only: (urls) => urls.some((url) => edited.has(url)) },
  );
  for (const page of pages) if (!edited.has(page.url)) started.give(page.url, page);
  return started;
}
