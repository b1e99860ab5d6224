import { lstat, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * How long an entry no build used stays in the cache folder: builds of one docs root with other
 * settings (another `--base`, `--strict`, a preview output) or from another docsgen version use
 * other entries, and each keeps its own for a day after it last wrote them.
 */
export const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

/** The folders of the cache that fill with entries by content hash; `builds/` (states, snapshots) too. */
const SWEPT = ['pages', 'highlight', 'openapi', 'builds'];

/** Options of {@link sweepCache}. */
export interface SweepCacheOptions {
  /** The cache folder. */
  dir: string;
  /** Files this build read or wrote (absolute paths): never removed. */
  keep: ReadonlySet<string>;
  /** Files last modified at or after this time (ms since the epoch) are kept too. */
  before: number;
}

/**
 * Removes the cache entries the build that just ended did not use and that were last written
 * before `before`: entries of edited-away page versions, deleted pages, older docsgen versions,
 * temporary files of killed writes. The cache otherwise grows with every edit and every upgrade
 * (a 1,000-page site writes about 160 MB per docsgen version). Never throws: what cannot be
 * listed or removed stays, and costs only disk space. Resolves to the files and bytes removed.
 */
export async function sweepCache(options: SweepCacheOptions): Promise<{ files: number; bytes: number }> {
  const removed = { files: 0, bytes: 0 };
  const sweep = async (folder: string, depth: number): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        if (depth > 0) await sweep(path, depth - 1);
        continue;
      }
      if (!entry.isFile() || options.keep.has(path)) continue;
      const stats = await lstat(path).catch(() => undefined);
      if (!stats || stats.mtimeMs >= options.before) continue;
      if (
        await unlink(path).then(
          () => true,
          () => false,
        )
      ) {
        removed.files++;
        removed.bytes += stats.size;
      }
    }
  };
  // Entries sit in the folder itself or one level down (`pages/<2 hex>/<key>.json`).
  for (const name of SWEPT) await sweep(join(options.dir, name), 1);
  return removed;
}
