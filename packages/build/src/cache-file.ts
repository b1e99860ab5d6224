import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

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
