// What a build into a folder says when the file system stops it: out of open files, a file of the
// docs tree that could not be read, or a write that failed. The previous output is untouched in
// every case (a build publishes only by its final swap).
import { relative, resolve, sep } from 'node:path';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import { isInside } from '@docsgen/diagnostics/is-inside';

/** The hint for running out of file descriptors, in a build or a page compile. */
export const RAISE_OPEN_FILE_LIMIT =
  'Raise the open-file limit (`ulimit -n 4096`) or close other programs, then build again.';

// Errors only a write gives; any other error about a file of the docs tree (outside the output,
// its staging and swap siblings) came from reading it.
const WRITE_ERRORS = new Set(['ENOSPC', 'EDQUOT', 'EFBIG', 'EROFS']);

/** The docs-root-relative path a file-system error was reading, or undefined for a write error. */
function readFailure(
  root: string,
  outDir: string,
  cacheDir: string | undefined,
  e: NodeJS.ErrnoException,
): string | undefined {
  if (WRITE_ERRORS.has(e.code ?? '') || typeof e.path !== 'string') return undefined;
  const path = resolve(e.path);
  // The output's own siblings: `<out>.staging-<pid>`, `<out>.old-<pid>`, its lock.
  const sibling = (folder: string) => isInside(folder, path) || path.startsWith(`${folder}.`);
  if (!isInside(root, path) || sibling(outDir) || (cacheDir !== undefined && sibling(cacheDir))) return undefined;
  return relative(root, path).split(sep).join('/') || '.';
}

/**
 * The diagnostic for `e` when it is a file-system error (it names a syscall: it comes from the disk
 * or the folder, not from a bug), else undefined. One about a file of the docs tree is a read error,
 * never called a write failure. `cacheDir` is absolute.
 */
export function fileSystemFailure({
  root,
  outDir,
  cacheDir,
  e,
}: {
  root: string;
  outDir: string;
  cacheDir: string | undefined;
  e: unknown;
}): Diagnostic | undefined {
  const err = e as NodeJS.ErrnoException;
  const code = err.code;
  if (typeof code !== 'string' || typeof err.syscall !== 'string') return undefined;
  // Out of file descriptors: said as that, whatever file it was reading or writing.
  if (code === 'EMFILE' || code === 'ENFILE') {
    const message = `The build ran out of open files (${code}): ${err.message}. The previous output was left untouched.`;
    return error('build/too-many-open-files', message, { hint: RAISE_OPEN_FILE_LIMIT });
  }
  const read = readFailure(root, outDir, cacheDir, err);
  if (read !== undefined) {
    const message = `Reading \`${read}\` failed (${code}): ${err.message}. The previous output was left untouched.`;
    const hint = 'Fix the permissions of that file or folder, or list it in .mintignore, then build again.';
    return error('build/read-failed', message, { file: read, hint });
  }
  const message = `Writing the site failed (${code}): ${err.message}. The previous output was left untouched.`;
  return error('build/write-failed', message, { hint: 'Free disk space or fix permissions, then build again.' });
}
