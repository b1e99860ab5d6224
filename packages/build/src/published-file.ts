import { createHash, type Hash } from 'node:crypto';
import { lstatSync, readFileSync, type Stats } from 'node:fs';
import { join } from 'node:path';

/**
 * One file of a published output as the build that wrote it recorded it: its path, its size, a
 * hash of its bytes (see {@link publishedHash}) and, once the build state is kept, its stamp (see
 * {@link stampPublished}). A later build takes the file over, or calls the output up to date, only
 * when the file is still these bytes (see {@link asPublished}): output files are hard links shared
 * with the spare output and reused pages, so a size alone would let an edit made in place survive.
 */
export type PublishedFile = [path: string, size: number, hash: string, stamp?: string];

/** The hash of an output file's bytes recorded in a {@link PublishedFile} (128 bits of SHA-256). */
export function publishedHash(bytes: string | Uint8Array): string {
  return publishedDigest(createHash('sha256').update(bytes));
}

/** {@link publishedHash} of the bytes a SHA-256 `hash` was fed as they streamed in. */
export function publishedDigest(hash: Hash): string {
  return hash.digest('hex').slice(0, 32);
}

/**
 * The file's inode and change time. The change time (ctime) moves with every write, truncation,
 * link or attribute change, and no program can set it back (unlike the modification time, which
 * `touch` and `cp -p` set at will): a file with the stamp it had when its bytes were checked still
 * has those bytes.
 */
const stampOf = (info: Stats) => `${info.ino}:${info.ctimeMs}`;

// File times come from a clock that ticks every few milliseconds (10 at most on Linux): a write in
// the tick of the build's own last change keeps the change time. A file changed this recently is
// stamped only after that tick is over and its bytes are checked again.
const RACY_MS = 30;
// File systems with whole-second times (ext3, HFS+): a file changed within two seconds is left
// unstamped, so every later check reads it.
const COARSE_RACY_MS = 2000;

/**
 * True when `outDir`/`file`'s path is a regular file (not a link) with the recorded size and, going
 * by its stamp when it has the recorded one, else by reading it, the recorded bytes.
 */
export function asPublished(outDir: string, file: PublishedFile): boolean {
  const [path, size, hash, stamp] = file;
  const abs = join(outDir, path);
  const info = lstatSync(abs, { throwIfNoEntry: false });
  if (!info?.isFile() || info.size !== size) return false;
  if (stamp !== undefined && stamp === stampOf(info)) return true;
  try {
    return publishedHash(readFileSync(abs)) === hash;
  } catch {
    return false;
  }
}

/**
 * `files` of the output `outDir` with their stamps, taken when the output is published and its
 * spare made (making a hard link changes the change time too). A file changed in the last clock
 * tick is stamped once the tick is over, and only when its bytes are still those recorded; a file
 * that is not as recorded gets no stamp, so the next check reads it and finds it changed.
 */
export async function stampPublished(outDir: string, files: readonly PublishedFile[]): Promise<PublishedFile[]> {
  const start = Date.now();
  const stamped: PublishedFile[] = [];
  const recent: number[] = [];
  let latest = 0;
  for (const [path, size, hash] of files) {
    const info = lstatSync(join(outDir, path), { throwIfNoEntry: false });
    stamped.push([path, size, hash]);
    if (!info?.isFile() || info.size !== size) continue;
    const coarse = info.ctimeMs % 1000 === 0;
    if (info.ctimeMs <= start - (coarse ? COARSE_RACY_MS : RACY_MS)) stamped[stamped.length - 1][3] = stampOf(info);
    else if (!coarse) {
      recent.push(stamped.length - 1);
      latest = Math.max(latest, info.ctimeMs);
    }
  }
  if (recent.length === 0) return stamped;
  const wait = latest + RACY_MS - Date.now();
  if (wait > 0) await new Promise((done) => setTimeout(done, wait));
  for (const i of recent) {
    const [path, size, hash] = stamped[i];
    const abs = join(outDir, path);
    const before = lstatSync(abs, { throwIfNoEntry: false });
    if (!before?.isFile() || before.size !== size) continue;
    let bytes: Buffer;
    try {
      bytes = readFileSync(abs);
    } catch {
      continue;
    }
    const after = lstatSync(abs, { throwIfNoEntry: false });
    if (after && stampOf(after) === stampOf(before) && publishedHash(bytes) === hash) stamped[i][3] = stampOf(after);
  }
  return stamped;
}
