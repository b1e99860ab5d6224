import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

let writes = 0;

/** Writes `file`, making its folder when the first write finds it missing (one mkdir per folder, not per file). */
export async function writeFileMakingFolder(file: string, contents: string | Uint8Array): Promise<void> {
  await writeFile(file, contents).catch(async (e: NodeJS.ErrnoException) => {
    if (e.code !== 'ENOENT') throw e;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, contents);
  });
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
    await rename(tmp, file);
    return true;
  } catch {
    return false;
  }
}
