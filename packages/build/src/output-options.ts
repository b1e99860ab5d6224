import { normalizeBase } from '@docsgen/html/normalize-base';
import type { BuildOptions, PageSizeLimits } from './types.ts';

/**
 * The build options that change what a build writes, made once per build by {@link outputOptions}
 * and hashed whole: the up-to-date fingerprint reads this value (build-site.ts), and the site's
 * compile settings are made from it, so every compile key (page-key.ts) sees the ones a compile
 * reads. A new build option that changes the output is a field here; the fingerprint needs no line.
 * Options that only steer the run (workers, progress, the sink, the signal) stay out.
 */
export interface OutputOptions {
  /** Normalised base path. */
  base: string;
  /** `--strict`. */
  strict: boolean;
  /** `--site-url`; undefined for docs.json's canonical URL or none. */
  siteUrl: string | undefined;
  /** `--playground-proxy`; undefined for none. */
  playgroundProxy: string | undefined;
  /** `--groups`, sorted (their order changes nothing). */
  groups: string[];
  /** Page size limits (over them a page warns or fails). */
  pageSize: PageSizeLimits | undefined;
  /** `--csp`: every page carries its Content-Security-Policy. */
  csp: boolean;
}

/** The {@link OutputOptions} of a build's options. */
export function outputOptions(options: BuildOptions): OutputOptions {
  return {
    base: normalizeBase(options.base),
    strict: options.strict === true,
    siteUrl: options.siteUrl,
    playgroundProxy: options.playgroundProxy,
    groups: [...(options.groups ?? [])].sort(),
    pageSize: options.pageSize,
    csp: options.csp === true,
  };
}
