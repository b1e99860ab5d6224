import { copyFileSync, linkSync } from 'node:fs';

/**
 * Hard-links `from` to `to`, else copies it (another file system, or no hard links there: a copy
 * is as good, only slower). Throws when `to` exists. Synchronous: output reuse and the spare
 * output link thousands of files, and a thread-pool round trip each cost more than the calls.
 */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'EEXIST') throw e;
    copyFileSync(from, to);
  }
}
