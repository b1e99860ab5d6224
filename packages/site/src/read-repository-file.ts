import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { type ReadInsideOptions, readInside } from '@docsgen/diagnostics/read-inside';

/**
 * A docs-root-relative file's bytes through the one read gate (`readInside`), or undefined. A file
 * that resolves outside the repository (a symbolic link, at any moment, swapped in too) is never
 * read: it is skipped with a located `build/file-outside-root` warning naming what it is (`what`:
 * "Static file", "Custom stylesheet"…). A missing or unreadable file is undefined without a warning
 * (callers that must say so look at `missing`).
 */
export async function readRepositoryFile(
  root: string,
  file: string,
  what: string,
  diagnostics: Diagnostic[] | undefined,
  options: ReadInsideOptions & { missing?: (code: string) => void } = {},
): Promise<Buffer | undefined> {
  const read = await readInside(root, file, options);
  if (read.ok) return read.bytes;
  if (read.reason === 'outside') diagnostics?.push(outsideWarning(file, what));
  else if (read.reason !== 'too-large') options.missing?.(read.code ?? (read.reason === 'missing' ? 'ENOENT' : 'EIO'));
  return undefined;
}

/** The warning for a repository file that resolves outside the repository: skipped, never published. */
export function outsideWarning(file: string, what: string): Diagnostic {
  return warning(
    'build/file-outside-root',
    `${what} \`${file}\` resolves to a file outside the repository (a symbolic link leads out of it); it is skipped and not published.`,
    { file, hint: 'Replace the symbolic link with the file itself, or link to a file inside the repository.' },
  );
}
