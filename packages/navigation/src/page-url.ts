/** Page file extensions, in the order a reference without extension is tried. */
export const PAGE_EXTENSIONS = ['.mdx', '.md'] as const;

/** True for `.md` and `.mdx` files. */
export function isMarkdownFile(file: string): boolean {
  return /\.mdx?$/i.test(file);
}

/**
 * True for a Markdown file that is a snippet, never a page, by its folder: under `snippets/` or
 * the legacy `_snippets/` at the docs root (compared without case), as Mintlify's file categories
 * say (`getFileCategory`: `snippet-v2` and `snippet`). `<Snippet file>` expands from `_snippets/`.
 */
export function isSnippetFile(file: string): boolean {
  return isMarkdownFile(file) && /^_?snippets\//i.test(file.replace(/^\/+/, ''));
}

/**
 * Route URL of a page file (docs-root-relative, POSIX): the path without extension, `index`
 * mapping to its folder and the root index to `/`, NFC-normalised so macOS (NFD) and Linux agree.
 */
export function fileToUrl(file: string): string {
  return slugToUrl(file.replace(/\.mdx?$/i, ''));
}

/** URL of a page slug written without extension (`guides/index` → `/guides`, `index` → `/`). */
export function slugToUrl(slug: string): string {
  const parts = slug
    .normalize('NFC')
    .split('/')
    .filter((p) => p !== '');
  if (parts.at(-1) === 'index') parts.pop();
  return `/${parts.join('/')}`;
}

/** Outcome of {@link normalizePageRef}. */
export type PageRef = { ok: true; slug: string } | { ok: false; reason: 'absolute' | 'escapes' };

/**
 * Normalises a navigation page reference: a leading `/` or `./` and a `.mdx`/`.md` suffix are
 * tolerated (Mintlify accepts them), `.` and `..` segments are resolved, and a reference that is a
 * drive or UNC path, or climbs above the docs root, is refused.
 */
export function normalizePageRef(ref: string): PageRef {
  const trimmed = ref.trim().normalize('NFC');
  if (/^[a-zA-Z]:[\\/]/.test(trimmed) || trimmed.startsWith('\\\\') || trimmed.startsWith('//')) {
    return { ok: false, reason: 'absolute' };
  }
  const parts: string[] = [];
  for (const part of trimmed.replace(/\.mdx?$/i, '').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (parts.length === 0) return { ok: false, reason: 'escapes' };
      parts.pop();
    } else parts.push(part);
  }
  return { ok: true, slug: parts.join('/') };
}

/** Fallback title from a URL: the last segment with `-`/`_` as spaces, first letter capitalised. */
export function titleFromUrl(url: string): string {
  const last = url.split('/').filter(Boolean).at(-1);
  if (!last) return 'Home';
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
