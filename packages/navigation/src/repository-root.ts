import { existsSync } from 'node:fs';
import path from 'node:path';
import { isInside } from '@docsgen/diagnostics/is-inside';

/**
 * The repository a docs root belongs to: the nearest enclosing folder (the root itself included)
 * holding `.git`, or the docs root when there is none. A page may be a symbolic link to a file
 * anywhere in it (`security.mdx` → `../SECURITY.md`); nothing outside it is ever read.
 */
export function repositoryRoot(realRoot: string): string {
  for (let dir = realRoot; ; ) {
    if (existsSync(path.join(dir, '.git'))) return dir;
    const up = path.dirname(dir);
    if (up === dir) return realRoot;
    dir = up;
  }
}

/**
 * True when a symbolic link's real target may be read as a docs file: inside the docs root, or a
 * file inside the repository outside the docs root whose path there has no hidden segment
 * (`.git/config`, `.env`) and no `node_modules`, the same files the docs scan leaves out.
 */
export function linkTargetAllowed(realRoot: string, repoRoot: string, real: string): boolean {
  if (isInside(realRoot, real)) return true;
  if (!isInside(repoRoot, real)) return false;
  return path
    .relative(repoRoot, real)
    .split(path.sep)
    .every((segment) => !segment.startsWith('.') && segment !== 'node_modules');
}

/**
 * What a page file of the docs root `realRoot` may resolve to besides the docs root: a file of the
 * same repository outside hidden folders and `node_modules` (`security.mdx` → `../SECURITY.md`).
 * The `allow` of every page read through the read gate.
 */
export function pageLinkAllowed(realRoot: string): (real: string) => boolean {
  const repo = repositoryRoot(realRoot);
  return (real) => linkTargetAllowed(realRoot, repo, real);
}
