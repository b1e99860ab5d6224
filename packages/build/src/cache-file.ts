import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';

let writes = 0;

/**
 * Writes one entry of the cache folder under a temporary name and renames it into place, so a
 * reader (another build, a killed one) never sees half an entry; the folder is made when the first
 * write finds it missing (one mkdir per folder, not per entry). The temporary name is this write's
 * alone (process, thread and a count): worker threads share the process id, and two writes of one
 * entry may overlap. A cache that cannot be written only costs a later build its shortcut: false,
 * never a throw.
 */
export async function writeCacheFile(file: string, contents: string | Uint8Array): Promise<boolean> {
  const tmp = `${file}.${process.pid}-${threadId}-${++writes}.tmp`;
  try {
    await writeFile(tmp, contents).catch(async (e: NodeJS.ErrnoException) => {
      if (e.code !== 'ENOENT') throw e;
      await mkdir(dirname(file), { recursive: true });
      await writeFile(tmp, contents);
    });
    await rename(tmp, file);
    return true;
  } catch {
    return false;
  }
}
