import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import { readInside } from '@docsgen/diagnostics/read-inside';
// From its module: the navigation index loads the whole resolver, which a patch build never needs.
import { pageLinkAllowed } from '@docsgen/navigation/repository-root';

export { pageLinkAllowed };

import { firstInvalidUtf8 } from './first-invalid-utf8.ts';

/** Page size limits (bytes on disk): over `warnBytes` a warning, over `maxBytes` that page fails before parsing. */
export const DEFAULT_PAGE_SIZE = { warnBytes: 1024 * 1024, maxBytes: 10 * 1024 * 1024 };

export interface PageSizeLimits {
  warnBytes: number;
  maxBytes: number;
}

/** What reading a page found. */
export interface PageSource {
  /** The page's text, or the error that stops it. */
  source: string | Diagnostic;
  /** Warnings about a page that was read (a large page). */
  warnings: Diagnostic[];
  /** Reached through a symbolic link. */
  linked: boolean;
}

/**
 * A page's text, or the error that stops it (outside the root through a symbolic link, too large,
 * unreadable, not UTF-8), with a large page's warning. `prefetched` is the file's bytes when they
 * were read already, from a regular file inside the root (see PrefetchedPages): they are checked
 * the same way, without touching the disk.
 */
export async function readPageSource({
  root,
  file,
  limits,
  prefetched,
}: {
  root: string;
  file: string;
  limits: PageSizeLimits;
  prefetched?: Buffer;
}): Promise<PageSource> {
  if (prefetched) return { ...checkPageBytes(file, prefetched, limits), linked: false };
  // Through the one read gate; a link to a file elsewhere in the same repository is followed, as the docs scan does.
  const got = await readInside(root, file, { maxBytes: limits.maxBytes, allow: pageLinkAllowed(root) });
  if (got.ok) return { ...checkPageBytes(file, got.bytes, limits), linked: got.linked };
  const failed = (source: Diagnostic): PageSource => ({ source, warnings: [], linked: false });
  if (got.reason === 'outside') {
    return failed(
      error('build/page-outside-root', `Page \`${file}\` resolves to a file outside the repository.`, {
        file,
        hint: 'Replace the symbolic link with the file itself.',
      }),
    );
  }
  if (got.reason === 'too-large') return failed(tooLarge(file, got.size ?? 0, limits));
  return failed(error('build/page-unreadable', `Page \`${file}\` could not be read (${got.code ?? 'EIO'}).`, { file }));
}

function tooLarge(file: string, size: number, limits: PageSizeLimits): Diagnostic {
  return error(
    'build/page-too-large',
    `Page \`${file}\` is ${size} bytes; pages are limited to ${limits.maxBytes} bytes.`,
    {
      file,
      line: 1,
      column: 1,
      hint: 'Split the page into several pages, or raise the limit with the `pageSize.maxBytes` build option.',
    },
  );
}

function checkPageBytes(file: string, bytes: Buffer, limits: PageSizeLimits): Pick<PageSource, 'source' | 'warnings'> {
  const size = bytes.length;
  if (size > limits.maxBytes) return { source: tooLarge(file, size, limits), warnings: [] };
  // Decoding would silently turn bad bytes into U+FFFD; say where the file stops being UTF-8.
  const bad = firstInvalidUtf8(bytes);
  if (bad >= 0) {
    const lineStart = bytes.lastIndexOf(0x0a, bad - 1) + 1;
    let line = 1;
    for (let i = 0; i < lineStart; i++) if (bytes[i] === 0x0a) line++;
    const notUtf8 = error('build/page-not-utf8', `Page \`${file}\` is not valid UTF-8 (byte ${bad}).`, {
      file,
      line,
      column: bad - lineStart + 1,
      hint: 'Save the file as UTF-8 (editors call it "UTF-8" or "UTF-8 without BOM").',
    });
    return { source: notUtf8, warnings: [] };
  }
  const warnings =
    size > limits.warnBytes
      ? [
          warning(
            'build/page-large',
            `Page \`${file}\` is ${size} bytes; pages over ${limits.warnBytes} bytes build slowly.`,
            {
              file,
              line: 1,
              column: 1,
              hint: 'Split the page into several pages.',
            },
          ),
        ]
      : [];
  return { source: bytes.toString('utf8'), warnings };
}
