import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CompiledPage } from '@docsgen/mdx';
import { readRepositoryFile } from '@docsgen/site';
import { contentHash } from '@docsgen/site/content-hash';
import { writeCacheFile } from './cache-file.ts';

/** One cached compile: the page and the content hash of every file it imported when compiled. */
interface CacheEntry {
  /** Docs-root-relative imports and their content hashes. */
  imports: Array<{ file: string; hash: string }>;
  /** The compiled page. */
  page: CompiledPage;
}

/** A persistent cache of compiled pages keyed by content hashes. */
export interface PageCache {
  /** The cached page for `key` when every import it recorded is unchanged. */
  get(key: string): Promise<CompiledPage | undefined>;
  /**
   * Like `get`, with the entry's stamp: a hash of the key and its imports' content hashes, which
   * names exactly what the page was compiled from. Optional (default: stamps unknown).
   */
  lookup?(key: string): Promise<{ page: CompiledPage; stamp: string } | undefined>;
  /** True when an entry for `key` exists, its imports unchecked: a cheap test to order work by. Optional. */
  has?(key: string): boolean;
  /** Stores a compiled page; `imports` are docs-root-relative files it imported. Resolves to its stamp (see `lookup`) when known. */
  set(key: string, page: CompiledPage, imports: string[]): Promise<string | undefined>;
  /** The entry files this cache read or wrote so far, for a sweep to keep (see sweepCache). Optional. */
  used?(): ReadonlySet<string>;
}

function stampOf(key: string, imports: CacheEntry['imports']): string {
  return contentHash(key, JSON.stringify(imports));
}

/** Content hash of a docs-root-relative file, or `missing`. */
async function fileHash(root: string, file: string): Promise<string> {
  // Through the one read gate: a file that leads out of the repository hashes as missing.
  const bytes = await readRepositoryFile(root, file, 'File', undefined);
  return bytes ? contentHash(bytes) : 'missing';
}

/**
 * A page cache in `dir` (one JSON file per key; written to a temporary name then renamed, so a
 * killed build never leaves a torn entry). Entries from other docsgen versions never match because
 * the version is part of every key. Corrupt entries count as misses.
 */
export function createPageCache(dir: string, root: string): PageCache {
  const pathOf = (key: string) => join(dir, 'pages', key.slice(0, 2), `${key}.json`);
  const used = new Set<string>();
  const lookup = async (key: string) => {
    let entry: CacheEntry;
    const path = pathOf(key);
    try {
      // Read synchronously: a rebuild looks a thousand entries up on this thread, and an awaited
      // read (a thread-pool round trip) cost several times the read itself.
      entry = JSON.parse(readFileSync(path, 'utf8')) as CacheEntry;
    } catch {
      return undefined;
    }
    used.add(path);
    for (const imp of entry.imports ?? []) {
      if ((await fileHash(root, imp.file)) !== imp.hash) return undefined;
    }
    return { page: entry.page, stamp: stampOf(key, entry.imports ?? []) };
  };
  return {
    lookup,
    has: (key) => existsSync(pathOf(key)),
    async get(key) {
      return (await lookup(key))?.page;
    },
    async set(key, page, imports) {
      const entry: CacheEntry = {
        imports: await Promise.all(
          [...new Set(imports)].sort().map(async (file) => ({ file, hash: await fileHash(root, file) })),
        ),
        page,
      };
      const path = pathOf(key);
      used.add(path);
      await writeCacheFile(path, JSON.stringify(entry));
      return stampOf(key, entry.imports);
    },
    used: () => used,
  };
}

/** A no-op cache (`cacheDir: false`). */
export const NO_CACHE: PageCache = { get: async () => undefined, set: async () => undefined };
