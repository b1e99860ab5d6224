import type { DeferredOutputs, DevOutput } from '@docsgen/build';

/** One immutable version of the site as served; replaced whole after each rebuild, never edited. */
export interface ServedSite {
  /** Rebuild counter: 0 while the first build runs, then +1 per finished rebuild. */
  revision: number;
  /**
   * Root-relative POSIX path → a generated file's bytes, or a static file by reference (read from
   * the repository through the read gate when asked for). Empty until a build succeeds.
   */
  files: ReadonlyMap<string, DevOutput>;
  /** Overlay HTML for the current errors; empty when there are none. */
  overlayHtml: string;
  /** True once any build succeeded (there is a version to show behind the overlay). */
  hasGood: boolean;
  /** Pages of this version rendered on request, not in `files` yet (after a config change); default none. */
  deferred?: DeferredOutputs;
}
