/** What the server does with a request path, decided without touching the file system. */
export type RequestTarget =
  /** Serve this generated artifact (a key of the in-memory map). */
  | { kind: 'file'; path: string }
  /** Redirect to this same-site path (always a single leading `/`, never off-site). */
  | { kind: 'redirect'; location: string }
  /** Malformed or hostile path: answer 400. */
  | { kind: 'bad'; reason: string }
  /** Well-formed but nothing generated there: answer 404 with the site's 404 page. */
  | { kind: 'not-found'; path: string };

// Source files that may never be served even if something put them in the output map by mistake.
const SOURCE_NAMES = new Set(['docs.json', 'mint.json', 'package.json', 'package-lock.json']);
const SOURCE_EXTENSIONS = ['.mdx', '.yaml', '.yml', '.ts', '.tsx', '.jsx'];

/**
 * Maps a raw request target (`req.url`) onto a key of the generated-artifact map.
 *
 * The decoded path is only ever compared with map keys, never joined onto a folder, so traversal
 * cannot reach the file system; still, anything a path normaliser would rewrite (`..`, `.`,
 * backslashes, double slashes, NUL, bad escapes) is refused outright, so that what is served never
 * depends on how a URL parser treats odd input, and no redirect can point off-site.
 */
export function resolveRequest(rawUrl: string, has: (path: string) => boolean): RequestTarget {
  const q = rawUrl.search(/[?#]/);
  const raw = q === -1 ? rawUrl : rawUrl.slice(0, q);
  if (!raw.startsWith('/')) return { kind: 'bad', reason: 'request target is not an absolute path' };
  if (raw.includes('\\') || /%5c/i.test(raw)) return { kind: 'bad', reason: 'backslash in path' };
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { kind: 'bad', reason: 'malformed percent-escape' };
  }
  if (/[\u0000-\u001f\u007f\\]/.test(decoded)) return { kind: 'bad', reason: 'control character in path' };
  if (decoded.includes('//')) return { kind: 'bad', reason: 'empty path segment' };
  const segments = decoded.slice(1).split('/');
  if (segments.some((s) => s === '.' || s === '..')) return { kind: 'bad', reason: 'dot segment in path' };
  // Dot-folders and node_modules hold secrets and sources (.env, .git), never generated pages; the
  // one exception is a leading `.well-known`, where the build writes llms.txt and the skills index.
  if (segments.some((s, i) => (s.startsWith('.') && !(i === 0 && s === '.well-known')) || s === 'node_modules')) {
    return { kind: 'not-found', path: decoded };
  }
  const last = segments[segments.length - 1] ?? '';
  if (SOURCE_NAMES.has(last) || SOURCE_EXTENSIONS.some((e) => last.endsWith(e))) {
    return { kind: 'not-found', path: decoded };
  }

  const key = decoded.slice(1);
  if (key === '' || key.endsWith('/')) {
    const index = `${key}index.html`;
    if (has(index)) {
      // `/guide/` → `/guide`: page URLs have no trailing slash; the root keeps its single `/`.
      if (key === '') return { kind: 'file', path: index };
      const location = `/${segments.slice(0, -1).map(encodeURIComponent).join('/')}`;
      return { kind: 'redirect', location };
    }
    return { kind: 'not-found', path: decoded };
  }
  if (has(key)) return { kind: 'file', path: key };
  if (has(`${key}/index.html`)) return { kind: 'file', path: `${key}/index.html` };
  if (has(`${key}.html`)) return { kind: 'file', path: `${key}.html` };
  return { kind: 'not-found', path: decoded };
}
