import type { CodeTheme } from '@docsgen/components';
import type { DocsConfig } from '@docsgen/config';
import type { ApiSettings } from './api-settings.ts';

/**
 * Every docs.json key and build option a page compile reads (MDX pages, API pages made from their
 * frontmatter, endpoint pages). The site makes it once per run (`compileSettings` in
 * @docsgen/site) and mdx's and openapi's entry points take it whole; it travels whole in each
 * compile task and in the patch snapshot, and the compile key hashes it whole, so a setting added
 * here cannot be missed by the key nor dropped on the way. It is typed here, low enough for
 * openapi and mdx to import. Machine-local values (the docs root's path, the highlight cache
 * folder) stay out of it: they would key the cache to one machine.
 */
export interface CompileSettings {
  /** docs.json `variables` for `{{name}}`. */
  variables: DocsConfig['variables'];
  /** Normalised base path; absolute internal links and images get it prefixed. */
  base: string;
  /** `--strict`: unknown components are errors. */
  strict: boolean;
  /** docs.json `icons.library`; undefined for Font Awesome. */
  iconLibrary: NonNullable<DocsConfig['icons']>['library'] | undefined;
  /** docs.json `styling.codeblocks` as the site resolved it; undefined for the default colours. */
  codeTheme: CodeTheme | undefined;
  /** docs.json `api` narrowed by `apiSettings` (what the API pages read), with the build's `--playground-proxy`. */
  api: ApiSettings;
}

/** The settings of a compile with no docs.json and default build options (tests and tools). */
export const DEFAULT_COMPILE_SETTINGS: CompileSettings = {
  variables: undefined,
  base: '/',
  strict: false,
  iconLibrary: undefined,
  codeTheme: undefined,
  api: {},
};
