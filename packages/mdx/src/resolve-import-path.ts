import { existsSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '@docsgen/diagnostics/is-inside';

const EXTENSIONS = ['.mdx', '.md', '.jsx', '.tsx', '.js', '.ts'];

/** A resolved import inside the docs root. */
export interface ResolvedImport {
  /** Absolute real path. */
  absolute: string;
  /** Docs-root-relative POSIX path. */
  relative: string;
}

/**
 * Resolves an import specifier written in `fromFile` (docs-root-relative): `/x` from the docs
 * root, `./x` and `../x` from the file's folder, extension optional. Returns `outside` when the
 * real path leaves the root (symlinks included) and undefined when no file exists.
 */
export function resolveImportPath(
  root: string,
  fromFile: string,
  specifier: string,
): ResolvedImport | 'outside' | undefined {
  const base = importBase(root, fromFile, specifier);
  if (!isInside(root, path.resolve(base))) return 'outside';
  const candidates =
    path.extname(base) && EXTENSIONS.includes(path.extname(base))
      ? [base]
      : [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))];
  for (const c of candidates) {
    if (!existsSync(c)) continue;
    let real: string;
    try {
      real = realpathSync(c);
      if (!statSync(real).isFile()) continue;
    } catch {
      continue;
    }
    if (!isInside(root, real)) return 'outside';
    return { absolute: real, relative: path.relative(root, real).split(path.sep).join('/') };
  }
  return undefined;
}

/**
 * The docs-root-relative path an import that resolved to no file names (with `.mdx` when it has
 * no extension), so that a cache can notice the file appear; undefined outside the root.
 */
export function missingImportPath(root: string, fromFile: string, specifier: string): string | undefined {
  const base = importBase(root, fromFile, specifier);
  if (!isInside(root, path.resolve(base))) return undefined;
  const file = EXTENSIONS.includes(path.extname(base)) ? base : `${base}.mdx`;
  return path.relative(root, file).split(path.sep).join('/');
}

/** The absolute path an import specifier names: `/x` from the docs root, `./x` from the file's folder. */
function importBase(root: string, fromFile: string, specifier: string): string {
  const clean = specifier.split(/[?#]/)[0]!;
  return clean.startsWith('/') ? path.join(root, clean) : path.resolve(path.join(root, path.dirname(fromFile)), clean);
}
