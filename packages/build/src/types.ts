import type { Diagnostic } from '@docsgen/diagnostics';
import type { CompiledPage } from '@docsgen/mdx';
import type { Route, Site } from '@docsgen/navigation';
import type { ChangeKind } from './classify-change.ts';
import type { OutputSink, StaticFileReference } from './output-sink.ts';
import type { Theme } from './theme-api.ts';

export type { OutputSink, StaticFileReference };

/** Options of a build. */
export interface BuildOptions {
  /** Docs root (folder holding docs.json). */
  root: string;
  /** Output folder; default `<root>/dist`. Ignored when `sink` is given. */
  outDir?: string;
  /** Base path for hosting under a sub-path; default `/`. */
  base?: string;
  /** Warnings become errors; default false. */
  strict?: boolean;
  /**
   * Picks the theme for a docs.json `theme` name (the CLI passes this in; build never imports a
   * theme). It may load the theme lazily: a build whose output is up to date never calls it. That
   * check keys on the inputs and docsgen's code, not on this function: a caller that swaps themes
   * between two builds of the same inputs into the same output passes `cacheDir: false`.
   */
  themeFor: (name: string | undefined) => Theme | Promise<Theme>;
  /** Write into this sink instead of a staging folder (dev server); default none. */
  sink?: OutputSink;
  /** Persistent cache folder; default `$XDG_CACHE_HOME/docsgen/<hash of the root>` (else `~/.cache/…`), outside the docs tree; none when `false`. */
  cacheDir?: string | false;
  /** Abort the build (SIGINT/SIGTERM); the staging folder is removed and dist/ left untouched. */
  signal?: AbortSignal;
  /** Progress messages (one line each); default silent. */
  onProgress?: (message: string) => void;
  /** Reader groups whose pages restricted with `groups` frontmatter are published (`--groups`); default none: restricted pages are left out. */
  groups?: readonly string[];
  /** Absolute site URL for canonical links, the sitemap and robots.txt (`--site-url`); default `seo.metatags.canonical`, else none. */
  siteUrl?: string;
  /** Proxy the API playground of the built site sends requests through (`--playground-proxy`, a CORS-proxy prefix: the request URL is appended); default none (direct). Unused when `api.playground.proxy` is false. */
  playgroundProxy?: string;
  /** Give every generated page a Content-Security-Policy <meta> tag (`--csp`, see packages/site/src/content-security-policy.ts); default false. */
  csp?: boolean;
  /** Replace a non-empty output folder docsgen did not create (`--force`); default false. */
  force?: boolean;
  /** Worker pool settings; default automatic. */
  workers?: WorkerOptions;
  /** Page size limits in bytes; default warn over 1 MB, fail over 10 MB. */
  pageSize?: PageSizeLimits;
  /**
   * Called with each route's compiled page as the pipeline renders it (`docsgen check` runs its
   * authoring lints on the very pages the build made); default none.
   */
  onPage?: (route: Route, page: CompiledPage) => void;
  /**
   * Only validate, into a `sink` that keeps nothing (`docsgen check`): the run reports what a build
   * to a folder reports (it stops where that build stops, before the site-wide files, when pages
   * have errors) and makes no search index (output only: its one diagnostic is the indexer itself
   * failing). Default false.
   */
  checkOnly?: boolean;
}

/** Page size limits of a build (bytes on disk). */
export interface PageSizeLimits {
  /** Over this a page gets a `build/page-large` warning; default 1 048 576 (1 MB). */
  warnBytes?: number;
  /** Over this a page fails with `build/page-too-large`, before parsing; default 10 485 760 (10 MB). */
  maxBytes?: number;
}

/** Worker pool settings of a build. */
export interface WorkerOptions {
  /** `auto` and `on` (up to a thread a core), or `off` (one worker thread, one page at a time); default `auto`. */
  mode?: 'auto' | 'on' | 'off';
  /** CPU time budget per page compile in ms (the page's thread's, not the wall clock); default 60 000. */
  timeoutMs?: number;
  /** Per page: the worker's heap limit, and the memory it may hold besides, in MB; default 1024. */
  maxMemoryMb?: number;
  /** Worker module; default `page-worker.cjs` beside the bundled CLI (it loads `page-worker.mjs`). */
  file?: string;
}

/** The outcome of a build. */
export interface BuildResult {
  /** Every diagnostic of the run (after --strict). */
  diagnostics: Diagnostic[];
  /** True when nothing is an error and the output was published (or handed to the sink). */
  ok: boolean;
  /** Number of HTML pages written. */
  pages: number;
  /** Output files written, POSIX paths relative to the site root, sorted. */
  files: string[];
  /** Wall time in ms. */
  durationMs: number;
  /** True when nothing changed since the last build into the same folder and its output was left as it was. */
  upToDate?: boolean;
  /**
   * True when only pages' text had changed and a patched copy of the output was published (a patch build:
   * the edited pages, their search shards and the site-wide files that list pages), not rebuilt.
   */
  patched?: boolean;
  /**
   * Resolves once outputs refreshed in the background are in the sink (the search index after a
   * dev page edit), to the problems of that work (a search index that could not be refreshed: the
   * last one stays in the sink); default none.
   */
  background?: Promise<readonly Diagnostic[] | undefined>;
  /** MDX pages compiled in this run (cache misses); default 0. */
  compiled?: number;
  /**
   * Outputs not in the sink yet (dev, after a change that re-resolves the navigation, pages are
   * rendered after answering): serve them through this; `background` resolves once all are in the
   * sink. Default none (everything is in the sink).
   */
  deferred?: DeferredOutputs;
  /** Where the site was published (absolute), when built to a folder. */
  outDir?: string;
  /** The loaded site, when built into `options.sink` and docs.json loaded. */
  site?: Site;
}

/** Outputs of a dev rebuild that are rendered after it answered, on demand or in the background. */
export interface DeferredOutputs {
  /** True when `path` is one of them (rendered yet or not). */
  has(path: string): boolean;
  /** Renders `path` now unless done, and resolves to its current bytes; undefined when it failed or a newer rebuild replaced it. */
  get(path: string): Promise<Uint8Array | undefined>;
}

/** A file that changed under the docs root, as the dev server reports it. */
export interface FileChange {
  /** Docs-root-relative POSIX path. */
  path: string;
  /** What happened to it. */
  kind: 'add' | 'change' | 'unlink';
}

/** A long-lived builder that rebuilds only what a change touches (used by `docsgen dev` and the bench). */
export interface IncrementalBuilder {
  /** Full build into the sink. */
  build(): Promise<BuildResult>;
  /** Rebuild after changes; classifies them (config, spec, page, snippet, asset, static) and redoes only what they touch. */
  update(changes: FileChange[]): Promise<BuildResult>;
  /**
   * What a changed file is to the next `update` (classifyChange with what the last run knows: the
   * specs it loaded, the files pages imported): what the dev server prints is what the builder does.
   */
  classify(path: string): ChangeKind;
  /** Releases workers and caches. */
  close(): Promise<void>;
}
