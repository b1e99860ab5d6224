import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type HighlightStore, useHighlightStore } from '@docsgen/components';
import { writeCacheFileSync } from './cache-file.ts';
import { contentHash } from './content-hash.ts';

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
  const pathOf = (key: string) => {
    const name = contentHash(spec.salt, key);
    return join(spec.dir, name.slice(0, 2), `${name}.html`);
  };
  return {
    get(key) {
      try {
        return readFileSync(pathOf(key), 'utf8');
      } catch {
        return undefined;
      }
    },
    set(key, html) {
      writeCacheFileSync(pathOf(key), html);
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
