import { closestMatches } from '@docsgen/diagnostics';
import type { DocPage } from './load-docs.ts';

/**
 * Finds the page a reference names: a route URL (`/guides/intro`), a path without the leading
 * slash, a `.md`/`.mdx` path, or a full URL of the site (any base path: the longest matching
 * suffix wins). Returns the page, or the closest URLs to suggest.
 */
export function findPage(pages: DocPage[], reference: string): { page: DocPage } | { suggestions: string[] } {
  let ref = reference.trim();
  try {
    if (/^https?:\/\//i.test(ref)) ref = new URL(ref).pathname;
  } catch {
    // Not a URL after all: treat it as a path.
  }
  ref = ref
    .replace(/[?#][\s\S]*$/, '')
    .replace(/\.mdx?$/, '')
    .replace(/\/index$/, '/');
  // Page URLs are listed percent-encoded (`/c%23sharp`, see encodeUrlPath); a page's own name may hold `%`.
  const raw = `/${ref.replace(/^\.?\/+/, '').replace(/(?<!\/)\/+$/, '')}`;
  const key = decodePath(raw);
  const byUrl = new Map(pages.map((page) => [page.url, page]));
  const exact = byUrl.get(key) ?? byUrl.get(raw) ?? (key === '/' ? byUrl.get('/index') : undefined);
  if (exact) return { page: exact };
  // A site under a base path (`/docs/guides/intro`): match the longest URL that ends the path.
  const suffix = pages
    .filter((page) => page.url !== '/' && key.endsWith(page.url))
    .sort((a, b) => b.url.length - a.url.length)[0];
  if (suffix) return { page: suffix };
  // The root URL `/` is "close" to every short path; suggest it only for short references.
  const candidates = [...byUrl.keys()].filter((url) => url !== '/' || key.length <= 3);
  return { suggestions: closestMatches(key, candidates, 3) };
}

function decodePath(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
