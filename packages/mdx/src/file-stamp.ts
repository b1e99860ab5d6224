import { statSync } from 'node:fs';

/** Modification stamp of a file (mtime and size), or '' when it is gone: a cached result built from it is stale once this changes. */
export function fileStamp(file: string): string {
  try {
    const s = statSync(file);
    return `${s.mtimeMs}:${s.size}`;
  } catch {
    return '';
  }
}
