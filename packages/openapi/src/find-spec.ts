import type { LoadedSpec, OpenApiIndex } from './types.ts';

const EXTENSIONS = ['', '.yaml', '.yml', '.json'];

/** Docs-root-relative POSIX form of a spec path as written: no leading `/` or `./`, `..`-free. */
export function normalizeSpecPath(written: string): string {
  const parts: string[] = [];
  for (const part of written.trim().replace(/\\/g, '/').split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  return parts.join('/');
}

/** The loaded spec a page or nav entry names; tolerates a leading slash, `./`, and a missing extension (files). */
export function findSpec(index: OpenApiIndex, specAsWritten: string): LoadedSpec | undefined {
  // A spec named by URL is kept under the URL as written.
  if (/^[a-z][a-z0-9+.-]*:/i.test(specAsWritten.trim())) return index.specs.get(specAsWritten.trim());
  const base = normalizeSpecPath(specAsWritten);
  for (const ext of EXTENSIONS) {
    const spec = index.specs.get(base + ext);
    if (spec) return spec;
  }
  // A spec written with an extension that differs from the file on disk (`openapi.json` for `openapi.yaml`).
  const stem = base.replace(/\.(ya?ml|json)$/i, '');
  for (const ext of EXTENSIONS.slice(1)) {
    const spec = index.specs.get(stem + ext);
    if (spec) return spec;
  }
  return undefined;
}

/**
 * Where a spec a page's frontmatter names may be, in order: relative to the page's folder
 * (`openapi: ../analytics-api.json post /rpc/x` beside the pages), then from the docs root as
 * Mintlify reads it (`normalizeRelativePath`: `/`, `./` and leading `..` dropped). A URL is itself.
 */
export function specPathCandidates(specAsWritten: string, pageFile: string): string[] {
  const written = specAsWritten.trim();
  if (/^[a-z][a-z0-9+.-]*:/i.test(written)) return [written];
  const fromRoot = normalizeSpecPath(written);
  const slash = pageFile.lastIndexOf('/');
  const folder = slash < 0 ? '' : pageFile.slice(0, slash);
  const fromPage = written.startsWith('/') || folder === '' ? fromRoot : normalizeSpecPath(`${folder}/${written}`);
  return fromPage === fromRoot ? [fromRoot] : [fromPage, fromRoot];
}

/**
 * The loaded spec a page's frontmatter names: relative to the page, then the root (see
 * {@link specPathCandidates}), then, as Mintlify matches it, the first spec whose path holds the
 * name (`openapi: analytics.json …` for `api/v2/analytics.json`).
 */
export function findPageSpec(index: OpenApiIndex, specAsWritten: string, pageFile: string): LoadedSpec | undefined {
  const candidates = specPathCandidates(specAsWritten, pageFile);
  for (const candidate of candidates) {
    const spec = findSpec(index, candidate);
    if (spec) return spec;
  }
  const name = candidates.at(-1)!;
  if (name === '' || /^[a-z][a-z0-9+.-]*:/i.test(name)) return undefined;
  for (const [file, spec] of index.specs) if (file.includes(name)) return spec;
  return undefined;
}
