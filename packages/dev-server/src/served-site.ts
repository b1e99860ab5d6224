import type { DeferredOutputs } from '@docsgen/build';

/** One immutable version of the site as served; replaced whole after each rebuild, never edited. */
export interface ServedSite {
  /** Rebuild counter: 0 while the first build runs, then +1 per finished rebuild. */
  revision: number;
  /** Generated artifacts: root-relative POSIX path → bytes. Empty until a build succeeds. */
  files: ReadonlyMap<string, Uint8Array>;
  /** Overlay HTML for the current errors; empty when there are none. */
  overlayHtml: string;
  /** True once any build succeeded (there is a version to show behind the overlay). */
  hasGood: boolean;
  /** Pages of this version rendered on request, not in `files` yet (after a config change); default none. */
  deferred?: DeferredOutputs;
}
