import type { CompiledPage } from '@docsgen/mdx';
import type { SpecCache } from '@docsgen/openapi';
import type { OutputReuse } from './output-reuse.ts';
import type { RecordingSink } from './recording-sink.ts';
import type { scanRootFiles } from './scan-root-files.ts';
import type { PrefetchedPages } from './up-to-date.ts';

/**
 * In-memory compiled pages by cache key (the dev builder's, kept between its runs); `owner` names
 * what an entry is for (the page file, or `endpoint <url>`), so a memo can keep one entry per owner.
 */
export interface PageMemo {
  get(key: string): CompiledPage | undefined;
  set(key: string, page: CompiledPage, owner: string): void;
}

/** The render keys of a run's pages (see pageRenderKey): a page whose key is unchanged is taken over, not rendered. */
export type RenderKeys = Pick<OutputReuse, 'previous' | 'take' | 'record'>;

/** What a run may take from earlier work instead of doing it again; each default none. */
export interface RunReuse {
  /** The previous output's pages, by render key (publish: the output being replaced; patch: keys only). */
  renders?: RenderKeys;
  /** The previous output's search shards (publish). */
  output?: OutputReuse;
  /** Compiled pages in memory (dev). */
  memo?: PageMemo;
  /**
   * Page sources read by earlier runs, by docs-root-relative file (dev: the builder drops a file's
   * entry when the watcher reports it changed); pages missing are read from disk and added.
   */
  sources?: Map<string, string>;
  /** Page files' bytes read by the input fingerprint, compiled instead of reading the files again. */
  prefetched?: PrefetchedPages;
  /** OpenAPI specs loaded by earlier runs, reused while their files are unchanged (dev). */
  specCache?: SpecCache;
  /** Lists the docs root's non-page files (dev reuses the last list while no file came or went); default `scanRootFiles`. */
  scanRootFiles?: typeof scanRootFiles;
}

/**
 * How a run treats its output and what it reuses, in place of mode flags:
 * - `publish`: `docsgen build` into a staging folder swapped in when nothing is an error. Stops
 *   before the site-wide files when a page failed (nothing will be published), waits for each cache
 *   write (its stamp keys output reuse), and keeps a snapshot for the next patch build when it
 *   reuses output.
 * - `sink`: `docsgen build` into the caller's sink (mcp, tests): everything is written.
 * - `check`: `docsgen check` into a sink that keeps nothing: stops where `publish` stops (it reports
 *   what a build to a folder reports) and makes no search index (output only).
 * - `dev`: the incremental builder's full run. Keeps the worker pool and returns a session that
 *   re-renders pages; leaves the integrations' third-party scripts out (a preview sends nothing to
 *   the site's analytics); with `later`, the search index and pages' HTML are made after answering.
 * - `patch`: a patch build (patch-build.ts) re-rendering edited pages into a copy of the published
 *   output; the static files are in that output already.
 */
export interface RunStrategy {
  kind: 'publish' | 'sink' | 'check' | 'dev' | 'patch';
  /** Where output goes (recorded). */
  sink: RecordingSink;
  /** What is taken from earlier work. */
  reuse: RunReuse;
  /** Dev only: leave the search index (`search`) and pages' HTML (`pages`, rendered on demand) for after answering. */
  later?: { search: boolean; pages: boolean };
  /** Publish only: the output folder (left out of the page scan). */
  outDir?: string;
}

/** A published build makes no site-wide files once a page failed: nothing will be published. */
export const stopsOnPageErrors = (s: RunStrategy): boolean => s.kind === 'publish' || s.kind === 'check';

/** A dev run keeps its worker pool and returns a session that re-renders pages. */
export const keepsSession = (s: RunStrategy): boolean => s.kind === 'dev';

/** A published build that reuses output keeps what a later patch build starts from. */
export const keepsSnapshot = (s: RunStrategy): boolean => s.kind === 'publish' && s.reuse.output !== undefined;

/** Third-party integration scripts go into built sites only, not into a preview. */
export const writesIntegrations = (s: RunStrategy): boolean => s.kind !== 'dev';

/** The docs root's static files are copied, except by a patch (they are in the output it copies). */
export const copiesStaticFiles = (s: RunStrategy): boolean => s.kind !== 'patch';

/** A page's cache write is awaited (for its stamp, and so a build does not exit before it ends), except in dev. */
export const awaitsCacheWrites = (s: RunStrategy): boolean => s.kind !== 'dev';

/** Dev after a config change: pages' HTML is rendered on demand (session.pending). */
export const defersPages = (s: RunStrategy): boolean => s.kind === 'dev' && s.later?.pages === true;

/** Dev after the first run: the search index is refreshed by the builder in the background. */
export const defersSearch = (s: RunStrategy): boolean => s.kind === 'dev' && s.later?.search === true;

/**
 * The 404 page sends readers to the home page (docs.json `errors.404.redirect`, default true) on a
 * built site; `docsgen dev` shows it instead, so an author whose open page was deleted or renamed
 * sees why, and the page comes back by live reload when it is restored.
 */
export const redirectsNotFound = (s: RunStrategy): boolean => s.kind !== 'dev';

/** The run writes the search index (itself, or deferred to the dev builder); a check makes none. */
export const writesSearch = (s: RunStrategy): boolean => s.kind !== 'check';
