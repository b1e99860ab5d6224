/**
 * True for docs-root-relative POSIX paths the watcher skips: dot-files and dot-folders (`.git`,
 * editor swap files), `node_modules` (the cache lives there), and the output folder, which
 * `docsgen build` may write while `docsgen dev` runs. `outDir` is root-relative, POSIX, or
 * undefined when it lies outside the root.
 */
export function isIgnoredPath(relPath: string, outDir: string | undefined): boolean {
  if (relPath === '' || relPath === '.') return false;
  if (outDir && (relPath === outDir || relPath.startsWith(`${outDir}/`))) return true;
  for (const segment of relPath.split('/')) {
    if (segment.startsWith('.') || segment === 'node_modules') return true;
    // Editors' backup and swap files: `page.mdx~`, `#page.mdx#`, `4913` (vim's write probe).
    if (segment.endsWith('~') || (segment.startsWith('#') && segment.endsWith('#'))) return true;
  }
  return false;
}
