import { encodeUrlPath, isExternalUrl, safeUrl } from '@docsgen/html';

export { normalizeBase } from '@docsgen/html/normalize-base';

/** The href of a route URL under the base path: `/` → `/docs/`, `/a/b` → `/docs/a/b`, `/my page` → `/docs/my%20page`. */
export function routeHref(url: string, base: string): string {
  return url === '/' ? base : fileHref(url, base);
}

/** The href of a file of the site under the base path: `guides/c#.md` → `/docs/guides/c%23.md` (see encodeUrlPath). */
export function fileHref(path: string, base: string): string {
  return base + encodeUrlPath(path.replace(/^\/+/, ''));
}

/**
 * The href to print for a link written in docs.json, frontmatter or a nav node: refused schemes
 * give undefined, external URLs pass unchanged, site-absolute paths get the base path, and
 * relative ones (`guides/x`) are read from the site root as the format does.
 */
export function linkHref(raw: string | undefined, base: string): string | undefined {
  const url = safeUrl(raw);
  if (url === undefined) return undefined;
  if (isExternalUrl(url) || url.startsWith('#') || url.startsWith('?')) return url;
  return base + url.replace(/^\.?\/+/, '');
}

/** The output file of a route: `/` → `index.html`, `/a/b` → `a/b/index.html`. */
export function routeOutputPath(url: string): string {
  return url === '/' ? 'index.html' : `${url.replace(/^\/+/, '')}/index.html`;
}

/** The `.md` copy of a route: `/` → `index.md`, `/a/b` → `a/b.md`. */
export function routeMarkdownPath(url: string): string {
  return url === '/' ? 'index.md' : `${url.replace(/^\/+/, '')}.md`;
}
