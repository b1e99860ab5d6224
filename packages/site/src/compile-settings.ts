import type { CodeTheme } from '@docsgen/components';
import type { DocsConfig } from '@docsgen/config';
import { withPlaygroundProxy } from '@docsgen/openapi/api-settings';

/**
 * Every docs.json key and build option a page compile reads (MDX pages, API pages made from their
 * frontmatter, endpoint pages), made once per run by {@link compileSettings}. It travels whole in
 * each compile task and in the patch snapshot, and the page cache key hashes it whole: a setting
 * added here cannot be missed by the key. Machine-local values (the docs root's path, the highlight
 * cache folder) stay out of it: they would key the cache to one machine.
 */
export interface CompileSettings {
  /** docs.json `variables` for `{{name}}`. */
  variables: DocsConfig['variables'];
  /** Normalised base path. */
  base: string;
  /** `--strict`: unknown components are errors. */
  strict: boolean;
  /** docs.json `icons.library`; undefined for Font Awesome. */
  iconLibrary: NonNullable<DocsConfig['icons']>['library'] | undefined;
  /** docs.json `styling.codeblocks` as resolveCodeTheme read it; undefined for the default colours. */
  codeTheme: CodeTheme | undefined;
  /** docs.json `api` (endpoint and API pages), with the build's `--playground-proxy`. */
  api: ReturnType<typeof withPlaygroundProxy>;
}

/** The build options a page compile reads. */
export interface CompileOptions {
  /** Normalised base path. */
  base: string;
  /** `--strict`; default false. */
  strict?: boolean;
  /** `--playground-proxy`; default none. */
  playgroundProxy?: string;
}

/** The {@link CompileSettings} of a run, from its docs.json, build options and resolved code theme. */
export function compileSettings(
  config: DocsConfig,
  options: CompileOptions,
  codeTheme: CodeTheme | undefined,
): CompileSettings {
  return {
    variables: config.variables,
    base: options.base,
    strict: options.strict === true,
    iconLibrary: config.icons?.library,
    codeTheme,
    api: withPlaygroundProxy(config.api, options.playgroundProxy),
  };
}
