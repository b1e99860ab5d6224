/** What a changed file is to the build, which decides how much is redone. */
export type ChangeClass = 'config' | 'openapi' | 'page' | 'snippet' | 'theme-asset' | 'static';

/** Options of {@link classifyChange}. */
export interface ClassifyOptions {
  /** Root-relative paths of the OpenAPI specs the config names; default none (then names decide). */
  specs?: ReadonlySet<string>;
}

/**
 * Classifies a changed docs-root-relative path. Used for the one-line rebuild log; the builder
 * classifies again with full knowledge (which JSON files are `$ref`ed, which specs are named).
 */
export function classifyChange(path: string, options: ClassifyOptions = {}): ChangeClass {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  if (path === 'docs.json' || path === 'mint.json') return 'config';
  if (options.specs?.has(path)) return 'openapi';
  if (path.startsWith('snippets/')) return /\.(css)$/.test(name) ? 'static' : 'snippet';
  if (/\.mdx?$/.test(name)) return 'page';
  if (/\.(jsx|tsx)$/.test(name)) return 'snippet';
  if (/\.(ya?ml)$/.test(name) || /^(openapi|swagger)[^/]*\.json$/.test(name)) return 'openapi';
  if (/\.json$/.test(name)) return 'config'; // a `$ref`ed part of docs.json
  if (/\.(css|js)$/.test(name)) return 'theme-asset';
  return 'static';
}
