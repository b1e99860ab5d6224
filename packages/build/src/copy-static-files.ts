import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import { openRepositoryFile } from '@docsgen/diagnostics/read-repository-file';
import type { RecordingSink } from './output-sink.ts';

/** Static files a docs root may hold in place of a generated one: the generated file is kept without a warning. */
const REPLACEABLE = new Set(['robots.txt', 'sitemap.xml', 'llms.txt', 'llms-full.txt', '_redirects', '404.html']);

/**
 * Copies the docs root's static files to the output, after every generated file (a generated file
 * wins over a static file of the same path, with a warning unless the static file is meant to
 * replace it: robots.txt, llms.txt…). The dev builder copies a changed one with
 * copyChangedStaticFiles.
 */
export async function copyStaticFiles(
  root: string,
  assets: readonly string[],
  sink: RecordingSink,
): Promise<Diagnostic[]> {
  const diagnostics: Diagnostic[] = [];
  for (const file of assets) {
    if (sink.written.has(file)) {
      if (!REPLACEABLE.has(file)) {
        diagnostics.push(
          warning(
            'build/static-file-shadowed',
            `Static file \`${file}\` has the same output path as a generated file; the generated file is kept.`,
            {
              file,
              hint: 'Rename or move the file.',
            },
          ),
        );
      }
      continue;
    }
    // A file listed at the start can be gone by now (deleted, renamed by an editor): that file
    // fails with a located error, the build does not crash.
    const unreadable = (code: string) =>
      diagnostics.push(
        error('build/static-file-unreadable', `Static file \`${file}\` could not be read (${code}).`, {
          file,
          hint:
            code === 'ENOENT'
              ? 'It was removed or renamed during the build; build again.'
              : code === 'not a regular file'
                ? 'It is not a regular file; remove it or list it in .mintignore.'
                : 'Check the file permissions.',
        }),
      );
    // Copied from the descriptor that was checked (a regular file inside the repository), as it
    // streams: memory does not grow with the file's size. A sink that keeps static files by
    // reference (dev) is given the file checked, to read through the gate again when served.
    const opened = await openRepositoryFile(root, file, {
      outside: { what: 'Static file', diagnostics },
      missing: unreadable,
    });
    if (!opened) continue;
    try {
      if (sink.writeReference) await sink.writeReference(file, { root, file, size: opened.size });
      else await sink.writeFrom(file, opened.handle.createReadStream({ autoClose: false, start: 0 }));
    } catch (e) {
      // A read that fails half way is the file's problem; a write that fails is the build's.
      const err = e as NodeJS.ErrnoException;
      if (err.syscall !== 'read' || typeof err.code !== 'string') throw e;
      unreadable(err.code);
    } finally {
      await opened.handle.close().catch(() => undefined);
    }
  }
  return diagnostics;
}
