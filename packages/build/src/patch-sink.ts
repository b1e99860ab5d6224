import { readFile, rename, rm, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { searchShardDir } from '@docsgen/search/src/search-shards.ts';
import { writeFileMakingFolder } from './cache-file.ts';
import type { RecordingSink } from './recording-sink.ts';

/**
 * The sink of a patch build: it holds what the build writes and changes the published output in
 * place only when asked (see {@link PatchSink.prepare}). It starts out listing every file of the
 * previous output as written, as a full build has written them by the time the site-wide files
 * ask (a redirect never replaces a page).
 */
export interface PatchSink extends RecordingSink {
  /**
   * Writes each file whose bytes differ from the output's beside it under a temporary name; nothing
   * visible changes yet. `replaced`: search shard folders indexed again, whose previous files that
   * were not written again go. Resolves to the commit (renames and removals, then the new file
   * list with sizes) and the output paths it changes; on a failure the temporary files are removed.
   */
  prepare(replaced: ReadonlySet<string>): Promise<{ commit(): Promise<Array<[string, number]>>; changed: string[] }>;
}

/** A {@link PatchSink} over the published output `outDir`, whose files (with sizes) are `previous`. */
export function createPatchSink(outDir: string, previous: Array<[string, number]>): PatchSink {
  const written = new Set(previous.map(([p]) => p));
  const sizes = new Map(previous);
  const pending = new Map<string, Uint8Array>();
  const temp = (path: string) => `${join(outDir, path)}.docsgen-${process.pid}.tmp`;
  return {
    written,
    sizes,
    async write(path, contents) {
      const bytes = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
      written.add(path);
      sizes.set(path, bytes.byteLength);
      pending.set(path, bytes);
    },
    async prepare(replaced) {
      const before = new Map(previous);
      const changed: string[] = [];
      for (const [path, bytes] of pending) {
        if (before.get(path) === bytes.byteLength) {
          const old = await readFile(join(outDir, path)).catch(() => undefined);
          if (old?.equals(bytes)) continue;
        }
        changed.push(path);
      }
      const gone = previous
        .map(([p]) => p)
        .filter((p) => p.startsWith('pagefind/') && replaced.has(searchShardDir(p)) && !pending.has(p));
      const placed: string[] = [];
      try {
        for (const path of changed) {
          const file = temp(path);
          await writeFileMakingFolder(file, pending.get(path)!);
          placed.push(file);
        }
      } catch (e) {
        await Promise.all(placed.map((f) => rm(f, { force: true })));
        throw e;
      }
      const commit = async (): Promise<Array<[string, number]>> => {
        for (const path of changed) await rename(temp(path), join(outDir, path));
        for (const path of gone) await unlink(join(outDir, path)).catch(() => undefined);
        for (const path of gone) {
          written.delete(path);
          sizes.delete(path);
        }
        return [...written].sort().map((p) => [p, sizes.get(p)!] as [string, number]);
      };
      return { commit, changed: [...changed, ...gone].sort() };
    },
  };
}
