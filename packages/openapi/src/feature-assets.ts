import path from 'node:path';
import { packageDir as dirOf } from '@docsgen/diagnostics';

/** What the build ships for an API-page feature; the same shape as components' `featureAssets`. */
export interface OpenApiFeatureAssets {
  /** Absolute client entry files to bundle and load on pages with the feature. */
  scripts: string[];
  /** Files copied verbatim: absolute source, output path relative to the site root. */
  files: Array<{ from: string; to: string }>;
  /** Output paths (site-root-relative) of stylesheets to link on pages with the feature. */
  css: string[];
}

/** This package's folder (works when the CLI is bundled: see `packageDir` in diagnostics). */
function packageDir(): string {
  return dirOf('@docsgen/openapi');
}

/** Absolute path of src/client/try-it.ts: the build bundles it for pages with feature `tryit`. */
export function tryItClientEntry(): string {
  return path.join(packageDir(), 'src/client/try-it.ts');
}

/** Absolute path of src/client/examples-select.ts: the build bundles it for pages with feature `api-examples`. */
export function examplesSelectClientEntry(): string {
  return path.join(packageDir(), 'src/client/examples-select.ts');
}

/** Absolute path of styles/openapi.css (endpoint page styles). */
export function openApiCssPath(): string {
  return path.join(packageDir(), 'styles/openapi.css');
}

/**
 * Assets of the features API pages declare: `api` (the stylesheet, on every generated API page),
 * `tryit` (the Try it script) and `api-examples` (the named-example selector). Undefined for any other feature.
 */
export function openApiFeatureAssets(feature: string): OpenApiFeatureAssets | undefined {
  if (feature === 'api') {
    return {
      scripts: [],
      files: [{ from: openApiCssPath(), to: 'assets/docsgen-openapi.css' }],
      css: ['assets/docsgen-openapi.css'],
    };
  }
  if (feature === 'tryit') return { scripts: [tryItClientEntry()], files: [], css: [] };
  if (feature === 'api-examples') return { scripts: [examplesSelectClientEntry()], files: [], css: [] };
  return undefined;
}
