import { contentHash } from '@docsgen/diagnostics/content-hash';
import { readRepositoryFile } from '@docsgen/diagnostics/read-repository-file';
import type { CompiledPage } from '@docsgen/mdx';
import type { PackStore } from './pack-store.ts';

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
  /** The store keys of the entries this cache read or wrote so far, for a sweep to keep (see compactPacks). Optional. */
  used?(): ReadonlySet<string>;
}

function stampOf(key: string, imports: CacheEntry['imports']): string {
  return contentHash(key, JSON.stringify(imports));
}

/** Content hash of a docs-root-relative file, or `missing`. */
async function fileHash(root: string, file: string): Promise<string> {
  // Through the one read gate: a file that leads out of the repository hashes as missing.
  const bytes = await readRepositoryFile(root, file);
  return bytes ? contentHash(bytes) : 'missing';
}

/** The pack store key of page cache key `key`. */
export function pageEntryKey(key: string): string {
  return `page:${key}`;
}

/**
 * A page cache in a pack store (one entry per key, JSON; see PackStore: a killed build never leaves
 * a torn entry). Entries from other docsgen versions never match because the version is part of
 * every key. Corrupt entries count as misses.
 */
export function createPageCache(store: PackStore, root: string): PageCache {
  const used = new Set<string>();
  const lookup = async (key: string) => {
    let entry: CacheEntry;
    const entryKey = pageEntryKey(key);
    // Read synchronously: a rebuild looks a thousand entries up on this thread, and an awaited
    // read (a thread-pool round trip) cost several times the read itself.
    const bytes = store.read(entryKey);
    if (!bytes) return undefined;
    try {
      entry = JSON.parse(bytes.toString('utf8')) as CacheEntry;
    } catch {
      return undefined;
    }
    used.add(entryKey);
    for (const imp of entry.imports ?? []) {
      if ((await fileHash(root, imp.file)) !== imp.hash) return undefined;
    }
    return { page: entry.page, stamp: stampOf(key, entry.imports ?? []) };
  };
  return {
    lookup,
    has: (key) => store.locate(pageEntryKey(key)) !== undefined,
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
      const entryKey = pageEntryKey(key);
      used.add(entryKey);
      store.write(entryKey, JSON.stringify(entry));
      return stampOf(key, entry.imports);
    },
    used: () => used,
  };
}

/** A no-op cache (`cacheDir: false`). */
export const NO_CACHE: PageCache = { get: async () => undefined, set: async () => undefined };
