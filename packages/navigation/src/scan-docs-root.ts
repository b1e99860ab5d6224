import type { Dirent } from 'node:fs';
import { readdir, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { isInside } from '@docsgen/diagnostics/is-inside';
import { readInside } from '@docsgen/diagnostics/read-inside';
import { type IgnoreMatcher, parseMintignore } from './mintignore.ts';
import { linkTargetAllowed, repositoryRoot } from './repository-root.ts';

/** Name of the marker file docsgen writes into every output folder it owns. */
export const OUTPUT_MARKER = '.docsgen-output.json';

/** Options for {@link scanDocsRoot}. */
export interface ScanOptions {
  /** Output folder (absolute or relative to the root) to leave out; default `dist`. */
  outDir?: string;
}

/** Result of {@link scanDocsRoot}. */
export interface ScanResult {
  /** Docs-root-relative POSIX paths of every file, sorted by code point. */
  files: string[];
  /** Symlinks that leave the root or loop, and folders that cannot be read, each a warning. */
  diagnostics: Diagnostic[];
  /** Docs-root-relative paths of those skipped symlinks, sorted, so a nav entry naming one says why. */
  skipped: string[];
  /** The skipped symlinks that are broken or loop (the rest lead out of the repository), sorted. */
  broken: string[];
}

/**
 * Lists the files of a docs root, leaving out dot-files and dot-folders, `node_modules`, the
 * output folder (`dist`, `outDir`, and any folder holding docsgen's output marker) and paths
 * matched by `.mintignore`. Symlinks are followed only while their real target stays inside the
 * root, and each real folder is visited once, so symlink loops end.
 */
export async function scanDocsRoot(root: string, options: ScanOptions = {}): Promise<ScanResult> {
  const realRoot = await realpath(root);
  const diagnostics: Diagnostic[] = [];
  const files: string[] = [];
  const skipped: string[] = [];
  const broken: string[] = [];
  const repoRoot = repositoryRoot(realRoot);
  const ignored = await readMintignore(realRoot);
  const outDirs = new Set([path.join(realRoot, 'dist')]);
  if (options.outDir) outDirs.add(path.resolve(realRoot, options.outDir));
  const visited = new Set<string>([realRoot]);
  const stack: Array<{ real: string; rel: string }> = [{ real: realRoot, rel: '' }];
  while (stack.length) {
    const dir = stack.pop()!;
    let entries: Dirent[];
    try {
      entries = await readdir(dir.real, { withFileTypes: true });
    } catch (e) {
      // A folder that cannot be listed (no permission) holds no page or file of the site: said
      // once, here, by the scan that check and build share, and nothing else fails over it.
      const code = (e as NodeJS.ErrnoException).code ?? 'EIO';
      if (code !== 'ENOENT')
        diagnostics.push(
          warning(
            'nav/folder-unreadable',
            `The folder \`${dir.rel || '.'}\` could not be read (${code}); its files are left out.`,
            {
              file: dir.rel || '.',
              hint: 'Fix its permissions, or list it in .mintignore to leave it out quietly.',
            },
          ),
        );
      continue;
    }
    if (dir.rel !== '' && entries.some((e) => e.name === OUTPUT_MARKER)) continue;
    for (const entry of entries) {
      const name = entry.name;
      if (name.startsWith('.') || name === 'node_modules') continue;
      const rel = dir.rel ? `${dir.rel}/${name}` : name;
      const full = path.join(dir.real, name);
      let isDir = entry.isDirectory();
      let real = full;
      if (entry.isSymbolicLink()) {
        try {
          real = await realpath(full);
          isDir = (await stat(real)).isDirectory();
        } catch {
          diagnostics.push(
            warning('nav/broken-symlink', `\`${rel}\` is a broken symlink (or a symlink loop); it is skipped.`, {
              file: rel,
              hint: 'Fix or remove the link.',
            }),
          );
          skipped.push(rel);
          broken.push(rel);
          continue;
        }
        // A file elsewhere in the same repository is followed (a page linked to ../SECURITY.md);
        // a folder is followed only inside the docs root.
        if (isDir ? !isInside(realRoot, real) : !linkTargetAllowed(realRoot, repoRoot, real)) {
          diagnostics.push(
            warning(
              'nav/symlink-outside-root',
              `\`${rel}\` is a symlink to ${real}, outside the ${isDir ? 'docs root' : 'repository'}; it is skipped.`,
              {
                file: rel,
                hint: `Copy the target into the docs root; docsgen never reads outside the repository (${repoRoot}).`,
              },
            ),
          );
          skipped.push(rel);
          continue;
        }
      }
      if (ignored?.(rel, isDir)) continue;
      if (isDir) {
        if (outDirs.has(real) || outDirs.has(full) || visited.has(real)) continue;
        visited.add(real);
        stack.push({ real, rel });
      } else if (entry.isFile() || entry.isSymbolicLink()) {
        files.push(rel);
      }
    }
  }
  files.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { files, diagnostics, skipped: skipped.sort(), broken: broken.sort() };
}

async function readMintignore(realRoot: string): Promise<IgnoreMatcher | undefined> {
  const read = await readInside(realRoot, '.mintignore');
  return read.ok ? parseMintignore(read.bytes.toString('utf8')) : undefined;
}
