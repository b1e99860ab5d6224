import { lstat, readdir, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { mapLimit } from './map-limit.ts';

/**
 * How long an entry no build used stays in the cache folder: builds of one docs root with other
 * settings (another `--base`, `--strict`, a preview output) or from another docsgen version use
 * other entries, and each keeps its own for a day after it last wrote them.
 */
export const SWEEP_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * The folders of the cache that fill with entries by content hash; `builds/` (states, snapshots) too.
 * `pages/` and `highlight/` hold the entry files of docsgen before its pack store (pack-store.ts):
 * no build uses them now, so they go a day after they were written.
 */
const SWEPT = ['pages', 'highlight', 'openapi', 'builds', 'tailwind'];

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
  // Entries sit in the folder itself or one level down (`pages/<2 hex>/<key>.json`).
  const candidates: string[] = [];
  const list = async (folder: string, depth: number): Promise<void> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    const folders: string[] = [];
    for (const entry of entries) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) folders.push(path);
      else if (entry.isFile() && !options.keep.has(path)) candidates.push(path);
    }
    if (depth > 0) await mapLimit(folders, IN_FLIGHT, (path) => list(path, depth - 1));
  };
  await Promise.all(SWEPT.map((name) => list(join(options.dir, name), 1)));
  // Many at a time: after an upgrade every entry of the old version goes (25,000 files at 1,000
  // pages), and one stat and unlink after another took 4.7 s.
  const sizes = await mapLimit(candidates, IN_FLIGHT, async (path) => {
    const stats = await lstat(path).catch(() => undefined);
    if (!stats || stats.mtimeMs >= options.before) return undefined;
    return (await unlink(path).then(
      () => true,
      () => false,
    ))
      ? stats.size
      : undefined;
  });
  const removed = sizes.filter((size) => size !== undefined);
  return { files: removed.length, bytes: removed.reduce((sum, size) => sum + size, 0) };
}

const IN_FLIGHT = 32;
