/**
 * What a changed file under the docs root is to the build, which decides how much is redone:
 * `static` files are copied as they are, `page`s re-rendered alone when their navigation is
 * unchanged, everything else reruns the pipeline.
 */
export type ChangeKind = 'config' | 'openapi' | 'page' | 'snippet' | 'theme-asset' | 'static';

/** What the last run knows of the site, to classify better than by name; default nothing. */
export interface ChangeContext {
  /** Root-relative paths of the OpenAPI specs the site loaded. */
  specs?: ReadonlySet<string>;
  /** Root-relative files that pages imported (snippets, components). */
  imported?: ReadonlySet<string>;
}

// Files a page can import (scanRootFiles never publishes them as assets).
const IMPORTABLE = /\.(mdx?|jsx|tsx|js|ts|mjs|cjs|mts|cts)$/i;

/**
 * Classifies a docs-root-relative path as the build's steps treat it (see scanRootFiles): docs.json
 * is config; a spec the site loaded is openapi, and so is a YAML file or a JSON one named
 * `openapi*`/`swagger*` (a spec a page may name); a file pages imported, and any importable file
 * (`.jsx`, `.tsx`, `.js`…) under `snippets/` (or the legacy `_snippets/`), is a snippet, as is a `.jsx`/`.tsx` anywhere (a
 * component no page imports yet is not an asset either); other `.md`/`.mdx` files are pages;
 * other JSON files are `$ref`ed parts of docs.json; `.css` and `.js` outside `snippets/` are
 * theme assets (included on every page); the rest, `snippets/*.css` among them, are static files.
 */
export function classifyChange(path: string, context: ChangeContext = {}): ChangeKind {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  if (path === 'docs.json' || path === 'mint.json') return 'config';
  if (context.specs?.has(path)) return 'openapi';
  if (context.imported?.has(path)) return 'snippet';
  if (/^_?snippets\//i.test(path) && IMPORTABLE.test(name)) return 'snippet';
  if (/\.(jsx|tsx)$/.test(name)) return 'snippet';
  if (/\.mdx?$/.test(name)) return 'page';
  if (/\.ya?ml$/.test(name) || /^(openapi|swagger)[^/]*\.json$/.test(name)) return 'openapi';
  if (name.endsWith('.json')) return 'config';
  if (!path.startsWith('snippets/') && /\.(css|js)$/.test(name)) return 'theme-asset';
  return 'static';
}
