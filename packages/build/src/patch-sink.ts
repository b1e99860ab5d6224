import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { searchShardDir } from '@docsgen/search/search-shards';
import { writeFileMakingFolder } from './cache-file.ts';
import { type PublishedFile, publishedHash } from './published-file.ts';
import type { RecordingSink } from './recording-sink.ts';
import { keepSpare, patchStaging } from './spare-output.ts';
import { publishStaging, removeStaging, stagingPath } from './staging-folder.ts';
import { gathered } from './write-from.ts';

/** The output a patch build published. */
export interface PatchPublished {
  /** Output files with sizes and hashes, sorted. */
  files: PublishedFile[];
  /** Output paths whose bytes changed or that went. */
  changed: string[];
  /** Identity of the published folder (see outputIdentity). */
  output: string | undefined;
}

/**
 * The sink of a patch build: it holds what the build writes, and publishes only when asked (see
 * {@link PatchSink.publish}). It starts out listing every file of the previous output as written,
 * as a full build has written them by the time the site-wide files ask (a redirect never replaces
 * a page).
 */
export interface PatchSink extends RecordingSink {
  /**
   * Makes the new output in a staging folder beside the published one, as a full build does, and
   * swaps it in (publishStaging): every file that stays is hard-linked from the published output
   * (see patchStaging), each file whose bytes differ is written anew (never through a link),
   * and the previous files of `replaced` search shard folders that were not written again are left
   * out. Until the swap the published output is untouched; on a failure the staging folder goes.
   */
  publish(replaced: ReadonlySet<string>): Promise<PatchPublished>;
}

/**
 * A {@link PatchSink} over the published output `outDir`, whose files (with sizes) are `previous`;
 * `spare` is where the output a build replaced is kept (see patchStaging), default none.
 */
export function createPatchSink(outDir: string, previous: readonly PublishedFile[], spare?: string): PatchSink {
  const written = new Set(previous.map(([p]) => p));
  const sizes = new Map(previous.map(([p, size]) => [p, size]));
  const hashes = new Map(previous.map(([p, , hash]) => [p, hash]));
  const pending = new Map<string, Uint8Array>();
  // Previous files deleted through the sink: left out of the new output.
  const deleted = new Set<string>();
  // The published output is as recorded (the patch build checked it, see outputIntact): a file
  // written again with the recorded size and hash is unchanged.
  const changedFiles = () => {
    const before = new Map(previous.map((f) => [f[0], f]));
    const changed: string[] = [];
    for (const [path, bytes] of pending) {
      const old = before.get(path);
      if (old?.[1] !== bytes.byteLength || old[2] !== hashes.get(path)) changed.push(path);
    }
    return changed;
  };
  return {
    written,
    sizes,
    hashes,
    async write(path, contents) {
      const bytes = typeof contents === 'string' ? Buffer.from(contents, 'utf8') : contents;
      written.add(path);
      sizes.set(path, bytes.byteLength);
      hashes.set(path, publishedHash(bytes));
      pending.set(path, bytes);
      deleted.delete(path);
    },
    async writeFrom(path, source) {
      // A patch holds what it writes until it publishes (and copies no static file).
      await this.write(path, await gathered(source));
    },
    read(path) {
      const bytes = pending.get(path);
      if (bytes || !written.has(path)) return bytes;
      try {
        return readFileSync(join(outDir, path));
      } catch {
        return undefined;
      }
    },
    delete(path) {
      if (!written.delete(path)) return false;
      sizes.delete(path);
      hashes.delete(path);
      pending.delete(path);
      deleted.add(path);
      return true;
    },
    keys: () => written,
    async publish(replaced) {
      const changed = changedFiles();
      const gone = new Set(
        previous
          .map(([p]) => p)
          .filter(
            (p) => deleted.has(p) || (p.startsWith('pagefind/') && replaced.has(searchShardDir(p)) && !pending.has(p)),
          ),
      );
      const kept = previous.map(([p]) => p).filter((p) => !gone.has(p));
      const staging = stagingPath(outDir);
      try {
        await patchStaging({ outDir, files: kept, skip: new Set(changed), gone, spare });
        for (const path of changed) await writeFileMakingFolder(join(staging, path), pending.get(path)!);
        const published = [...written].filter((p) => !gone.has(p));
        const output = await publishStaging(
          staging,
          outDir,
          spare
            ? (old) => keepSpare({ old, spare, outDir, files: published, only: new Set([...changed, ...gone]) })
            : undefined,
        );
        for (const path of gone) {
          written.delete(path);
          sizes.delete(path);
          hashes.delete(path);
        }
        const files = [...written].sort().map((p): PublishedFile => [p, sizes.get(p)!, hashes.get(p)!]);
        return { files, changed: [...changed, ...gone].sort(), output };
      } catch (e) {
        await removeStaging(staging);
        throw e;
      }
    },
  };
}
