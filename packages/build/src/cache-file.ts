import { closeSync, mkdirSync, openSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

let writes = 0;

// Files are written with synchronous calls: a build writes thousands (output pages, cache
// entries), and each fs/promises write (open, write, close through libuv's pool, with promise and
// FileHandle work around them) cost about 25 times the user CPU of a synchronous one, for the
// same system time. The functions stay async so their callers need not change (PERFORMANCE.md).

/** Writes `file`, making its folder when the first write finds it missing (one mkdir per folder, not per file). */
export async function writeFileMakingFolder(file: string, contents: string | Uint8Array): Promise<void> {
  try {
    writeFileSync(file, contents);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, contents);
  }
}

/**
 * Writes one entry of the cache folder under a temporary name and renames it into place, so a
 * reader (another build, a killed one) never sees half an entry. The temporary name is this
 * write's alone (process and a count): two writes of one entry may overlap. A cache that cannot be
 * written only costs a later build its shortcut: false, never a throw.
 */
export async function writeCacheFile(file: string, contents: string | Uint8Array): Promise<boolean> {
  const tmp = `${file}.${process.pid}-${++writes}.tmp`;
  try {
    await writeFileMakingFolder(tmp, contents);
    renameSync(tmp, file);
    return true;
  } catch {
    return false;
  }
}

/**
 * {@link writeCacheFile} for an entry made in parts: each part is written as it comes, so the
 * whole entry is never in memory at once.
 */
export async function writeCacheFileParts(file: string, parts: Iterable<Uint8Array>): Promise<boolean> {
  const tmp = `${file}.${process.pid}-${++writes}.tmp`;
  let fd: number | undefined;
  try {
    try {
      fd = openSync(tmp, 'w');
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      mkdirSync(dirname(file), { recursive: true });
      fd = openSync(tmp, 'w');
    }
    for (const part of parts) for (let at = 0; at < part.byteLength; ) at += writeSync(fd, part, at);
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, file);
    return true;
  } catch {
    if (fd !== undefined) closeSync(fd);
    rmSync(tmp, { force: true });
    return false;
  }
}
