import { realpath } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from '@docsgen/diagnostics/is-inside';

/** A path resolved and confirmed inside the docs root. */
export interface InsideRoot {
  /** Absolute real path. */
  abs: string;
  /** Docs-root-relative POSIX path. */
  rel: string;
}

/**
 * Resolves `target` against `fromDir` and confirms it stays inside `root`, first lexically (so a
 * path that escapes is refused before anything is opened), then by realpath (so a symlink that
 * points out is refused too). Returns `missing` when the file does not exist, `outside` when it
 * escapes the root.
 */
export async function resolveInsideRoot(
  root: string,
  fromDir: string,
  target: string,
): Promise<InsideRoot | 'missing' | 'outside'> {
  const rootAbs = path.resolve(root);
  const lexical = path.resolve(fromDir, target);
  if (!isInside(rootAbs, lexical)) return 'outside';
  let rootReal: string;
  let real: string;
  try {
    rootReal = await realpath(rootAbs);
    real = await realpath(lexical);
  } catch {
    return 'missing';
  }
  if (!isInside(rootReal, real)) return 'outside';
  return { abs: real, rel: path.relative(rootReal, real).split(path.sep).join('/') };
}
