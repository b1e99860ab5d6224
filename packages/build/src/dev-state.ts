import type { CompiledPage } from '@docsgen/mdx';
import type { Site } from '@docsgen/navigation';
import type { SpecCache } from '@docsgen/openapi';
import type { Deferred } from './deferred-outputs.ts';
import { docsgenCacheVersion } from './docsgen-version.ts';
import { MemorySink } from './memory-sink.ts';
import { type OutputOptions, outputOptions } from './output-options.ts';
import type { PipelineSession } from './pipeline-session.ts';
import { type RootFiles, type ScanRootFilesOptions, scanRootFiles } from './scan-root-files.ts';
import { createSearchRefresh, type SearchRefresh } from './search-refresh.ts';
import type { BuildOptions, BuildResult, FileChange, OutputSink } from './types.ts';

/**
 * What `docsgen dev`'s builder knows between two changes: one value, never changed in place; each
 * change makes the next one (see {@link DevStep}) and the builder replaces it whole when the change
 * ends. `session` and `deferred` are handles on live work (a worker pool, pages being rendered):
 * a state owns them, and the step that drops them from the state closes them.
 */
export interface DevState {
  /** The docs root, resolved (realpath) by the first full run that found it. */
  readonly root: string | undefined;
  /** The site of the last full run (undefined when docs.json did not load). */
  readonly site: Site | undefined;
  /** The last full run's session: re-renders edited pages over its site, theme and assets. */
  readonly session: PipelineSession | undefined;
  /** The pages the last usable full run left to render, rendered on request and in the background. */
  readonly deferred: Deferred | undefined;
  /** Compiled pages by cache key, as the last usable full run used them (one per page file). */
  readonly memo: ReadonlyMap<string, CompiledPage>;
  /** Root-relative paths of the OpenAPI specs the last run loaded. */
  readonly specs: ReadonlySet<string>;
  /** Root-relative files the last run's pages imported. */
  readonly imported: ReadonlySet<string>;
  /** The result of the last full run or page re-render (a static copy answers from it). */
  readonly last: BuildResult | undefined;
  /**
   * Background work of this state (llms.txt, the MCP manifest and the search index refreshed after
   * answering): aborted when the next page re-render or full run begins, so work of a superseded
   * change never lands. It stands for the generation counters of the old builder.
   */
  readonly background: AbortController;
}

/** The state before the first build, and after `close`. */
export function emptyDevState(): DevState {
  return {
    root: undefined,
    site: undefined,
    session: undefined,
    deferred: undefined,
    memo: new Map(),
    specs: new Set(),
    imported: new Set(),
    last: undefined,
    background: new AbortController(),
  };
}

/** One change handled: the state after it, and what the dev server is told. */
export interface DevStep {
  state: DevState;
  result: BuildResult;
}

/**
 * Read-through caches the builder's runs fill and its file events empty; they decide nothing (a
 * hit is what reading again would give), so they live beside the state, not in it. The page
 * sources are shared with the sessions, which read them when re-rendering a page.
 */
export interface DevCaches {
  /** Page sources as last read, by root-relative file (a docs.json save does not read every page again). */
  readonly sources: Map<string, string>;
  /** Specs loaded and validated, reused while their files are unchanged (a second at 1,000 pages). */
  readonly specCache: SpecCache;
  /** The docs root's non-page files, as last listed unless the listing's inputs changed. */
  listRootFiles(scan: ScanRootFilesOptions): Promise<RootFiles>;
  /**
   * Drops what `changes` made stale: each changed file's source; with a file added or removed (or
   * `all`), every source and the root listing (listing a large root is a syscall per file).
   */
  forget(changes: readonly FileChange[] | 'all'): void;
  /** Drops the root listing (a listed file can no longer be read). */
  forgetListing(): void;
}

/** See {@link DevCaches}. */
export function devCaches(): DevCaches {
  const sources = new Map<string, string>();
  let listed: { key: string; files: Promise<RootFiles> } | undefined;
  return {
    sources,
    specCache: new Map(),
    listRootFiles: (scan) => {
      const key = JSON.stringify([scan.root, scan.exclude, scan.configFiles ?? []]);
      if (listed?.key !== key) listed = { key, files: scanRootFiles(scan) };
      return listed.files;
    },
    forget: (changes) => {
      if (changes === 'all' || changes.some((c) => c.kind !== 'change')) {
        listed = undefined;
        sources.clear();
      } else for (const c of changes) sources.delete(c.path);
    },
    forgetListing: () => {
      listed = undefined;
    },
  };
}

/** What stays the same for the builder's whole life: its options, where output goes, its caches. */
export interface DevContext {
  readonly options: BuildOptions;
  readonly sink: OutputSink;
  /** The options that change the output, made once (see OutputOptions): `output.strict` is `--strict`. */
  readonly output: OutputOptions;
  /** docsgen's cache version (part of every cache key). */
  readonly version: string;
  readonly search: SearchRefresh;
  readonly caches: DevCaches;
}

/** The context of a builder with these options (output into `options.sink`, a memory sink by default). */
export function createDevContext(options: BuildOptions): DevContext {
  const sink = options.sink ?? new MemorySink();
  return {
    options,
    sink,
    output: outputOptions(options),
    version: docsgenCacheVersion(),
    search: createSearchRefresh(sink),
    caches: devCaches(),
  };
}

/**
 * Background work that must follow the pending pages (the served site swaps in the sink's files
 * when it ends, and they must all be there).
 */
export async function afterDrain<T>(deferred: Deferred | undefined, work: () => Promise<T>): Promise<T> {
  await deferred?.drained;
  return work();
}
