import type { CodeTheme } from '@docsgen/components';
import type { DocsConfig } from '@docsgen/config';
import { apiSettings, withPlaygroundProxy } from '@docsgen/openapi/api-settings';
import type { CompileSettings } from '@docsgen/openapi/compile-settings';

/** Typed in @docsgen/openapi (low enough for mdx and openapi to take it whole); made here. */
export type { CompileSettings };

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
    api: apiSettings(withPlaygroundProxy(config.api, options.playgroundProxy)),
  };
}
