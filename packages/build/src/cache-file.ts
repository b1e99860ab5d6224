import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Writes one entry of the cache folder under a temporary name and renames it into place, so a
 * reader (another build, a killed one) never sees half an entry; the folder is made when the first
 * write finds it missing (one mkdir per folder, not per entry). A cache that cannot be written only
 * costs a later build its shortcut: false, never a throw.
 */
export async function writeCacheFile(file: string, contents: string | Uint8Array): Promise<boolean> {
  const tmp = `${file}.${process.pid}.tmp`;
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

/** {@link writeCacheFile} with synchronous calls (highlighting in a worker, between two blocks). */
export function writeCacheFileSync(file: string, contents: string): boolean {
  const tmp = `${file}.${process.pid}.tmp`;
  try {
    try {
      writeFileSync(tmp, contents);
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(tmp, contents);
    }
    renameSync(tmp, file);
    return true;
  } catch {
    return false;
  }
}
