import { type Diagnostic, hasErrors } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import { startSearchShards } from '@docsgen/search';
import type { PageRecord } from '@docsgen/site';
import { searchPageOf } from '@docsgen/site';
import type { CompileTask } from './compile-task.ts';
import { editReach } from './edit-reach.ts';
import { finishSite } from './finish-site.ts';
import type { HighlightCacheSpec } from './highlight-store.ts';
import type { PageCache } from './page-cache.ts';
import { foldPageOutcome } from './page-outcome.ts';
import type { PagePool } from './page-pool.ts';
import { createPatchSink, type PatchSink } from './patch-sink.ts';
import type { PatchSnapshot } from './patch-snapshot.ts';
import type { PublishedFile } from './published-file.ts';
import { renderPage } from './render-page.ts';
import { createRunContext, type RunContext } from './run-context.ts';
import type { RunStrategy } from './run-strategy.ts';
import { trace } from './trace.ts';
import type { BuildOptions } from './types.ts';
import type { BuildState, InputDigests, PrefetchedPages } from './up-to-date.ts';
import type { SearchIndexOptions } from './write-search-index.ts';

/** Inputs of {@link patchBuild}. */
export interface PatchBuildInput {
  options: BuildOptions;
  /** Real path of the docs root. */
  root: string;
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
      /** Output files with sizes and hashes, after the patch. */
      files: PublishedFile[];
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
  const { snapshot } = input;
  const files = new Set(input.edited);
  const routes = snapshot.site.routes.filter((r) => r.source.kind === 'page' && files.has(r.source.file));
  const recordIndex = new Map(snapshot.records.map((r, i) => [r.url, i]));
  if (routes.some((r) => !recordIndex.has(r.url) || !input.prefetched.has((r.source as { file: string }).file)))
    return undefined;
  trace(`patch: ${routes.length} edited page(s)`);
  input.pool.plan(routes.length);
  const search = prepareEditedShards(snapshot.records, new Set(routes.map((r) => r.url)));
  try {
    const { run, sink, renders, contextDiagnostics } = await patchRun(input);
    const records = [...snapshot.records];
    try {
      for (const route of routes) {
        const before = records[recordIndex.get(route.url)!]!;
        const outcome = await renderPage(run, route);
        foldPageOutcome(run, outcome);
        const { record } = outcome;
        // A page that failed, or an edit reaching beyond the page: the pipeline runs (and reports).
        // A page that became an API page needs the OpenAPI index, which a patch build does not load.
        if (!record || editReach(before, record) !== 'page' || run.apiPages.length > 0) return undefined;
        records[recordIndex.get(route.url)!] = record;
        search.give(record.url, searchPageOf(record));
      }
    } catch (e) {
      // An interruption: the pipeline stops as usual. Anything else is a bug in the patch path and
      // surfaces as the build's failure (build-site.ts `failed`), not as a slower full build.
      if ((e as Error).name === 'AbortError') return undefined;
      throw e;
    }
    trace('patch: pages rendered');
    return await publishPatch(input, { run, sink, records, renders, contextDiagnostics, prepared: search.prepared });
  } finally {
    // Pages never given (the patch stopped half-way): the early indexes are abandoned.
    search.abandon();
  }
}

/** The run context of a patch build: the snapshot's site, assets and links, writing into a patch sink. */
async function patchRun(
  input: PatchBuildInput,
): Promise<{ run: RunContext; sink: PatchSink; renders: Map<string, string>; contextDiagnostics: Diagnostic[] }> {
  const { options, snapshot, previous } = input;
  const theme = await options.themeFor(snapshot.siteSettings.theme);
  const renders = new Map(previous.renders ?? []);
  // Edited pages get their key anew, or none (no stamp: rendered by the next build too).
  for (const r of snapshot.site.routes)
    if (r.source.kind === 'page' && input.edited.includes(r.source.file)) renders.delete(r.url);
  const sink = createPatchSink(input.outDir, previous.files, input.spare);
  const strategy: RunStrategy = {
    kind: 'patch',
    sink,
    reuse: {
      prefetched: input.prefetched,
      renders: { previous: () => undefined, take: async () => false, record: (url, key) => void renders.set(url, key) },
    },
  };
  const contextDiagnostics: Diagnostic[] = [];
  const run = createRunContext({
    options,
    root: input.root,
    version: input.version,
    strategy,
    caches: { cache: input.cache, highlightCache: input.highlightCache },
    pool: input.pool,
    site: snapshot.site,
    theme,
    shared: snapshot.shared,
    rootFiles: snapshot.rootFiles,
    siteKey: snapshot.siteKey,
    settings: snapshot.siteSettings,
    // Packed, as the build that wrote the snapshot packed them (search shard keys hash the packed texts).
    pack: true,
    links: new Map(snapshot.links.map((l) => [l.url, l])),
    imports: new Map(snapshot.imports),
    // The page contexts' own problems are told apart from the pages' (see publishPatch).
    contextDiagnostics,
  });
  return { run, sink, renders, contextDiagnostics };
}

/** What the patched pages left for {@link publishPatch}. */
interface PatchedPages {
  run: RunContext;
  /** Where the run wrote (published by the patch). */
  sink: PatchSink;
  /** Every page's record, the edited ones anew. */
  records: PageRecord[];
  /** Every page's render key, the edited ones anew. */
  renders: Map<string, string>;
  /** What the page contexts reported. */
  contextDiagnostics: Diagnostic[];
  /** The edited pages' search shards, indexed while they rendered. */
  prepared: SearchIndexOptions['prepared'];
}

/**
 * The site-wide files of a patch (see finishSite), then the patched copy of the output swapped in
 * when nothing is an error; undefined when a page's own diagnostics hold an error (the pipeline
 * reports it).
 */
async function publishPatch(input: PatchBuildInput, patched: PatchedPages): Promise<PatchOutcome | undefined> {
  const { snapshot, previous, options } = input;
  const { run, records, renders, contextDiagnostics } = patched;
  const files = new Set(input.edited);
  // The pages' own diagnostics: the others' as the last build found them, the edited pages' anew.
  const ofEdited = (d: Diagnostic) => d.file !== undefined && files.has(d.file);
  const pageDiagnostics = [
    ...snapshot.diagnostics.pages.filter((d) => !ofEdited(d)),
    ...run.diagnostics.filter(ofEdited),
    ...contextDiagnostics.filter(ofEdited),
  ];
  if (hasErrors(pageDiagnostics, run.settings.compile.strict)) return undefined;
  const searchKeys = new Map<string, string>();
  const previousSearch = new Map(previous.search ?? []);
  const replaced = new Set<string>();
  const contextSeen = contextDiagnostics.length;
  const finish = await finishSite(run, records, {
    salt: input.version,
    prepared: patched.prepared,
    // Every recorded file of the output is in place (checked): an unchanged shard stays as it is.
    keep: async ({ dir, key }) => {
      searchKeys.set(dir, key);
      if (previousSearch.get(dir) === key) return true;
      replaced.add(dir);
      return false;
    },
  });
  trace('patch: site extras made');
  const all = [
    ...snapshot.diagnostics.site,
    ...pageDiagnostics,
    ...[...finish.links.values()].flat(),
    ...finish.extras,
    ...snapshot.diagnostics.statics,
  ];
  // The 404 page's context may build a section's navigation the full build had built for a page,
  // whose problems (reported once per section) the snapshot holds already.
  const seen = new Set(all.map((d) => JSON.stringify(d)));
  all.push(...contextDiagnostics.slice(contextSeen).filter((d) => !seen.has(JSON.stringify(d))));
  const counts = { diagnostics: all, pages: records.length, compiled: run.compiled };
  // Interrupted before the swap: nothing is published (the caller reports the interruption).
  if (hasErrors(all, run.settings.compile.strict) || options.signal?.aborted) return { kind: 'failed', ...counts };
  const published = await patched.sink.publish(replaced);
  trace(`patch: output published (${published.changed.length} files changed)`);
  return {
    kind: 'published',
    ...counts,
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
      links: [...run.links.values()],
      imports: [...run.imports],
      diagnostics: { ...snapshot.diagnostics, pages: pageDiagnostics },
    },
  };
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
