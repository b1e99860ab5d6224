import { mkdir, unlink } from 'node:fs/promises';
import { dirname, join } from 'node:path';
// From its module: this file is on the up-to-date path, which must not load the indexer.
import { searchShardDir } from '@docsgen/search/search-shards';
import { linkOrCopy } from './link-or-copy.ts';
import { asPublished, type PublishedFile } from './published-file.ts';
import type { OutputSink } from './types.ts';
import { writeFrom } from './write-from.ts';

/**
 * The previous output of a build, offered to the next one: a page whose render key (everything
 * its HTML is made from) is unchanged is taken over from the previous output instead of rendered
 * again, so a one-page edit costs one page.
 */
export interface OutputReuse {
  /** The render key the previous build recorded for the page at `url`, if any. */
  previous(url: string): string | undefined;
  /**
   * Takes these output paths from the previous output into the new one (hard links, else copies),
   * all or none: false when one is missing or no longer the bytes the previous build wrote (see
   * asPublished). The caller records them as written.
   */
  take(paths: string[]): Promise<boolean>;
  /**
   * Wraps the staging folder's sink so that writing a taken path replaces the link instead of
   * writing through it into the previous output.
   */
  guard(inner: OutputSink): OutputSink;
  /** A file taken over (and not written since) as the previous build recorded it. */
  takenFile(path: string): PublishedFile | undefined;
  /** Records the render key of a page of this build (kept for the next one). */
  record(url: string, key: string): void;
  /** Render keys of this build by URL. */
  keys: Map<string, string>;
  /**
   * Takes the previous build's files of the search shard in `dir` when `key` (see searchShards) is
   * the one they were built from: the paths taken, or undefined (then the shard is indexed again).
   * The key is kept for the next build either way.
   */
  takeSearchShard(dir: string, key: string): Promise<string[] | undefined>;
  /** The search shard keys of this build by folder (set by `takeSearchShard`). */
  searchKeys: Map<string, string>;
  /** True when the previous build left search shards that `takeSearchShard` may take over. */
  hasSearch: boolean;
}

/** Inputs of {@link createOutputReuse}. */
export interface OutputReuseOptions {
  /** The published output folder (read only). */
  outDir: string;
  /** The staging folder being written (the new output). */
  staging: string;
  /** Render keys of the previous build by URL; default none. */
  renders?: Array<[string, string]>;
  /** Files of the previous output as its build recorded them. */
  files: readonly PublishedFile[];
  /** Search shard keys of the previous build by folder; default none. */
  search?: Array<[string, string]>;
}

/** An {@link OutputReuse} over the previous output folder. */
export function createOutputReuse(options: OutputReuseOptions): OutputReuse {
  const renders = new Map(options.renders ?? []);
  const recorded = new Map(options.files.map((f) => [f[0], f]));
  const made = new Set<string>();
  const keys = new Map<string, string>();
  const taken = new Set<string>();
  const searchKeys = new Map<string, string>();
  const previousSearch = new Map(Array.isArray(options.search) ? options.search : []);
  // Stat and link are synchronous (see linkOrCopy): a rebuild takes a thousand pages over while the
  // workers compile the few that changed. Folders are made in the pool: mkdir is slow on some file
  // systems, and several run at once there.
  const place = async (from: string, to: string) => {
    const folder = dirname(to);
    if (!made.has(folder)) {
      await mkdir(folder, { recursive: true });
      made.add(folder);
    }
    linkOrCopy(from, to);
  };
  const reuse: OutputReuse = {
    keys,
    previous: (url) => renders.get(url),
    takenFile: (path) => (taken.has(path) ? recorded.get(path) : undefined),
    record: (url, key) => void keys.set(url, key),
    async take(paths) {
      for (const path of paths) {
        const file = recorded.get(path);
        if (file === undefined || taken.has(path) || !asPublished(options.outDir, file)) return false;
      }
      const placed: string[] = [];
      try {
        for (const path of paths) {
          await place(join(options.outDir, path), join(options.staging, path));
          placed.push(path);
        }
      } catch {
        // Never leave a link behind that a fresh render would then write through into the old output.
        await Promise.all(placed.map((p) => unlink(join(options.staging, p)).catch(() => undefined)));
        return false;
      }
      for (const path of paths) taken.add(path);
      return true;
    },
    searchKeys,
    hasSearch: previousSearch.size > 0,
    async takeSearchShard(dir, key) {
      searchKeys.set(dir, key);
      if (key !== previousSearch.get(dir)) return undefined;
      // The first shard's folder holds the others' folders: those are not its files.
      const paths = options.files.map(([p]) => p).filter((p) => p.startsWith('pagefind/') && searchShardDir(p) === dir);
      return paths.length > 0 && (await reuse.take(paths)) ? paths : undefined;
    },
    guard: (inner) => ({
      async write(path, contents) {
        if (taken.delete(path)) await unlink(join(options.staging, path));
        await inner.write(path, contents);
      },
      async writeFrom(path, source) {
        if (taken.delete(path)) await unlink(join(options.staging, path));
        await writeFrom(inner, path, source);
      },
      read: (path) => inner.read(path),
      delete(path) {
        taken.delete(path);
        return inner.delete(path);
      },
      keys: () => inner.keys(),
    }),
  };
  return reuse;
}
