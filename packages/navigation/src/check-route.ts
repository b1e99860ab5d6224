// The one check of a route the build generates: a page file's URL, an endpoint's slug, an
// `x-mint.href`. A route names a folder of the output (`<route>/index.html`), so one that climbs
// out of the site, reads as a URL with a scheme, or takes the name of a file the build writes
// itself (llms.txt, sitemap.xml…) is refused before anything is written.

/**
 * Site-wide files the build writes at fixed paths beside the pages (see @docsgen/site's
 * site-files.ts, which names them for their writers). A route may not take one of these names.
 */
export const GENERATED_FILES = {
  notFound: '404.html',
  redirects: '_redirects',
  sitemap: 'sitemap.xml',
  robots: 'robots.txt',
  llms: 'llms.txt',
  llmsFull: 'llms-full.txt',
  skill: 'skill.md',
  mcpManifest: 'mcp-manifest.json',
} as const;

/** The discovery folder the build writes (copies of llms.txt, the skills and their indexes). */
export const WELL_KNOWN = '.well-known/';

const FIXED = new Set<string>(Object.values(GENERATED_FILES).map((f) => f.toLowerCase()));

/** Why a route was refused (see {@link checkRoute}). */
export type RouteRefusal = 'escapes' | 'scheme' | 'characters' | 'generated';

/** A route as {@link checkRoute} found it: its slug (no leading slash, `.`/`..` resolved), or why not. */
export type RouteCheck = { ok: true; slug: string } | { ok: false; reason: RouteRefusal; message: string };

/**
 * Normalises a route written as a path (`/guides/./intro/`, `guides//intro`): NFC, empty and `.`
 * segments dropped, `..` resolved. Refused: a route that climbs above the site (`/../x`), one
 * whose first segment is a URL scheme (`/javascript:alert(1)`, `/https://x`), a control
 * character or a backslash, and one that takes a generated file's name (`/llms.txt`,
 * `/.well-known/…`), compared without case as a case-insensitive file system would.
 */
export function checkRoute(route: string): RouteCheck {
  const text = route.trim().normalize('NFC');
  if (/[\u0000-\u001f\u007f\\]/.test(text))
    return { ok: false, reason: 'characters', message: 'holds a control character or a backslash' };
  const parts: string[] = [];
  for (const part of text.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return { ok: false, reason: 'escapes', message: 'climbs out of the site' };
      parts.pop();
    } else parts.push(part);
  }
  if (parts[0] !== undefined && /^[a-z][a-z0-9+.-]*:/i.test(parts[0]))
    return { ok: false, reason: 'scheme', message: `has a URL scheme (\`${parts[0].split(':')[0]}:\`)` };
  const slug = parts.join('/');
  const lower = slug.toLowerCase();
  if (FIXED.has(lower) || `${lower}/`.startsWith(WELL_KNOWN))
    return { ok: false, reason: 'generated', message: `takes the name of a file the build writes (\`${parts[0]}\`)` };
  return { ok: true, slug };
}
