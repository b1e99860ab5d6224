import { contentHash } from './content-hash.ts';
import type { CompileTask } from './stages.ts';

/**
 * The page cache key of a compile: docsgen's code id, the page file and text, and every setting the
 * compile reads. A full build and a patch build (patch-build.ts) must agree on it, so both use this.
 */
export function pageCacheKey(version: string, task: Omit<CompileTask, 'root' | 'highlightCache'>): string {
  return contentHash(
    version,
    task.file,
    task.source,
    JSON.stringify([task.fallbackTitle, task.variables ?? null, task.base, task.strict, task.iconLibrary ?? null]),
  );
}
