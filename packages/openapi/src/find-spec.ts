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
