import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HighlightStore, useHighlightStore } from '@docsgen/components';

/** Where a build keeps highlighted code blocks: a folder and the salt (docsgen's version) of every name. */
export interface HighlightCacheSpec {
  dir: string;
  salt: string;
}

/**
 * Highlighted blocks in `dir` (`<2 hex>/<sha256>.html`, named by a hash of the salt and the key),
 * read and written synchronously by the compiling thread. A missing or unreadable entry is a miss;
 * a failed write (full disk, read-only cache) only costs a later build the shortcut.
 */
export function createHighlightStore(spec: HighlightCacheSpec): HighlightStore {
  const made = new Set<string>();
  const pathOf = (key: string) => {
    const name = createHash('sha256').update(`${spec.salt}\0${key}`).digest('hex');
    return { folder: join(spec.dir, name.slice(0, 2)), file: join(spec.dir, name.slice(0, 2), `${name}.html`) };
  };
  return {
    get(key) {
      try {
        return readFileSync(pathOf(key).file, 'utf8');
      } catch {
        return undefined;
      }
    },
    set(key, html) {
      const { folder, file } = pathOf(key);
      try {
        if (!made.has(folder)) {
          mkdirSync(folder, { recursive: true });
          made.add(folder);
        }
        // Renamed into place, so a reader never sees half an entry.
        writeFileSync(`${file}.${process.pid}.tmp`, html);
        renameSync(`${file}.${process.pid}.tmp`, file);
      } catch {
        // As documented.
      }
    },
  };
}

let current: string | undefined;

/** Makes this thread's highlighting use the store `spec` names (none when undefined); cheap when unchanged. */
export function selectHighlightStore(spec: HighlightCacheSpec | undefined): void {
  const id = spec ? `${spec.dir}\0${spec.salt}` : undefined;
  if (id === current) return;
  current = id;
  useHighlightStore(spec ? createHighlightStore(spec) : undefined);
}
