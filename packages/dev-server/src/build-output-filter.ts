import { statSync } from 'node:fs';
import { join } from 'node:path';
import { isOutputLockText, OUTPUT_LOCK_SUFFIX, OUTPUT_MARKER } from '@docsgen/build';
import { readInsideSync } from '@docsgen/diagnostics/read-inside';

const NEGATIVE_TTL_MS = 1000;

/**
 * Makes a test for root-relative POSIX paths that belong to a `docsgen build` output inside the docs
 * root (`docsgen build --out docs/_site` while `docsgen dev` runs): folders holding docsgen's output
 * marker (the output, its staging and `.old-` folders) and everything in them, and the build's
 * `<out>.docsgen-lock`. The watcher skips them, as content discovery does (catalogue row 64).
 */
export function buildOutputFilter(root: string): (relPath: string) => boolean {
  const marked = new Set<string>();
  // A folder without the marker may be an output in the making, so a negative answer is only
  // trusted briefly (it spares the initial scan a stat per ancestor of every file).
  const unmarked = new Map<string, number>();
  const isMarked = (dir: string): boolean => {
    if (marked.has(dir)) return true;
    const checked = unmarked.get(dir);
    if (checked !== undefined && Date.now() - checked < NEGATIVE_TTL_MS) return false;
    let found = false;
    try {
      found = statSync(join(root, dir, OUTPUT_MARKER)).isFile();
    } catch {
      found = false;
    }
    if (found) {
      marked.add(dir);
      unmarked.delete(dir);
    } else unmarked.set(dir, Date.now());
    return found;
  };
  return (relPath) => {
    if (relPath === '' || relPath === '.') return false;
    const segments = relPath.split('/');
    for (let i = 1; i <= segments.length; i++) {
      if (isMarked(segments.slice(0, i).join('/'))) return true;
    }
    if (!relPath.endsWith(OUTPUT_LOCK_SUFFIX)) return false;
    const lock = readInsideSync(root, relPath, { maxBytes: 64 });
    return lock.ok && isOutputLockText(lock.bytes.toString('utf8'));
  };
}
