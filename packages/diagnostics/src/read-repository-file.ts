import type { FileHandle } from 'node:fs/promises';
import { type Diagnostic, warning } from './diagnostic.ts';
import { type InsideRefused, openInside, type ReadInsideOptions, readInside } from './read-inside.ts';

/** Options of {@link readRepositoryFile}: the read gate's, and where a refusal is said. */
export interface RepositoryReadOptions extends ReadInsideOptions {
  /**
   * Where a file that resolves outside the repository is said (a `build/file-outside-root`
   * warning naming it as `what`: "Static file", "Custom stylesheet"…); left out, it is only skipped.
   */
  outside?: { what: string; diagnostics: Diagnostic[] };
  /** Told the error code of a missing or unreadable file (callers that must say so). */
  missing?: (code: string) => void;
}

/**
 * A docs-root-relative file's bytes through the one read gate (`readInside`), or undefined. A file
 * that resolves outside the repository (a symbolic link, at any moment, swapped in too) is never
 * read: it is skipped, with a located warning when `outside` says where. A missing or unreadable
 * file is undefined without a warning (callers that must say so pass `missing`).
 */
export async function readRepositoryFile(
  root: string,
  file: string,
  options: RepositoryReadOptions = {},
): Promise<Buffer | undefined> {
  const read = await readInside(root, file, options);
  if (read.ok) return read.bytes;
  sayRefusal(file, read, options);
  return undefined;
}

/**
 * {@link readRepositoryFile} for a caller that streams the file (a static file of any size): the
 * descriptor of the regular file checked inside the repository, to read from and close, or
 * undefined, said as readRepositoryFile says it. Read from this handle only: opening the path
 * again would read whatever is there by then.
 */
export async function openRepositoryFile(
  root: string,
  file: string,
  options: RepositoryReadOptions = {},
): Promise<{ handle: FileHandle; size: number } | undefined> {
  const opened = await openInside(root, file, options);
  if (opened.ok) return { handle: opened.handle, size: opened.size };
  sayRefusal(file, opened, options);
  return undefined;
}

function sayRefusal(file: string, refused: InsideRefused, options: RepositoryReadOptions): void {
  if (refused.reason === 'outside') options.outside?.diagnostics.push(outsideWarning(file, options.outside.what));
  else if (refused.reason !== 'too-large')
    options.missing?.(
      refused.code ??
        (refused.reason === 'missing' ? 'ENOENT' : refused.reason === 'not-a-file' ? 'not a regular file' : 'EIO'),
    );
}

/** The warning for a repository file that resolves outside the repository: skipped, never published. */
export function outsideWarning(file: string, what: string): Diagnostic {
  return warning(
    'build/file-outside-root',
    `${what} \`${file}\` resolves to a file outside the repository (a symbolic link leads out of it); it is skipped and not published.`,
    { file, hint: 'Replace the symbolic link with the file itself, or link to a file inside the repository.' },
  );
}
