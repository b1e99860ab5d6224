import path from 'node:path';
import { isExternalUrl } from '@docsgen/html';

/** What a link or image URL points at, relative to the docs root. */
export interface UrlTarget {
  /** `external` (http, mailto…), `hash` (same page), `internal` (a path in the site). */
  kind: 'external' | 'hash' | 'internal';
  /** Root-relative path without leading slash, extension kept (`guides/setup.mdx`, `img/a.png`). */
  path?: string;
  /** Fragment without `#`; default none. */
  hash?: string;
  /** Query with `?`; default none. */
  query?: string;
}

/**
 * Resolves a URL written in `file` (docs-root-relative): absolute paths from the root (after
 * removing `base`), relative ones from the file's folder, as the author sees the files.
 */
export function resolveUrl(url: string, file: string, base = '/'): UrlTarget {
  if (isExternalUrl(url) || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return { kind: 'external' };
  const hashAt = url.indexOf('#');
  const hash = hashAt >= 0 ? url.slice(hashAt + 1) : undefined;
  const beforeHash = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const queryAt = beforeHash.indexOf('?');
  const query = queryAt >= 0 ? beforeHash.slice(queryAt) : undefined;
  const pathPart = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  if (pathPart === '') return { kind: 'hash', hash, query };
  let decoded = pathPart;
  try {
    decoded = decodeURI(pathPart);
  } catch {}
  let resolved: string;
  if (decoded.startsWith('/')) {
    const b = base.endsWith('/') ? base : `${base}/`;
    const stripped = b !== '/' && (decoded + '/').startsWith(b) ? decoded.slice(b.length - 1) : decoded;
    resolved = path.posix.normalize(stripped);
  } else {
    resolved = path.posix.normalize(path.posix.join('/', path.posix.dirname(file), decoded));
  }
  return { kind: 'internal', path: resolved.replace(/^\/+/, '').replace(/^(\.\.\/)+/, ''), hash, query };
}

/** The URL to write into HTML for an internal target: base-prefixed, `.md`/`.mdx` and `index` dropped. */
export function publicUrl(target: UrlTarget, base: string, keepExtension: boolean): string {
  const b = base.endsWith('/') ? base : `${base}/`;
  let p = target.path ?? '';
  if (!keepExtension) p = p.replace(/\.mdx?$/i, '').replace(/(^|\/)index$/, '');
  const suffix = (target.query ?? '') + (target.hash !== undefined ? `#${target.hash}` : '');
  return `${b}${p}${suffix}`;
}
