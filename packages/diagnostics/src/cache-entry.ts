// The one entry check of the cache folder, for every kind of entry (compiled pages, highlight
// bundles, Tailwind stylesheets, spec verdicts, build states, snapshots, fetched specs): each
// entry is stored with a trailer naming its length and content hash, and an entry whose bytes do
// not match it (truncated by a power loss or a partial CI cache restore, edited, empty) is a miss,
// never published. Files are flushed to the disk before they are renamed into place.
import { createHash } from 'node:crypto';
import { closeSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { dirname } from 'node:path';

// Trailer: the mark, the body's length (8 bytes, little-endian) and its SHA-256 (32 bytes).
const MARK = Buffer.from('docsgen-entry-1\n');
const TRAILER = MARK.byteLength + 8 + 32;

/** The trailer of an entry whose body is `parts` (in order). */
function trailerOf(length: number, digest: Buffer): Buffer {
  const size = Buffer.alloc(8);
  size.writeBigUInt64LE(BigInt(length));
  return Buffer.concat([MARK, size, digest]);
}

/** `contents` as stored: its bytes, then the trailer {@link openEntry} checks. */
export function sealEntry(contents: string | Uint8Array): Buffer {
  const body = typeof contents === 'string' ? Buffer.from(contents) : Buffer.from(contents);
  return Buffer.concat([body, trailerOf(body.byteLength, createHash('sha256').update(body).digest())]);
}

/** The body of a stored entry, or undefined when its bytes do not match its trailer (or it has none). */
export function openEntry(stored: Uint8Array): Buffer | undefined {
  if (stored.byteLength < TRAILER) return undefined;
  const bytes = Buffer.from(stored.buffer, stored.byteOffset, stored.byteLength);
  const at = bytes.byteLength - TRAILER;
  if (!bytes.subarray(at, at + MARK.byteLength).equals(MARK)) return undefined;
  if (bytes.readBigUInt64LE(at + MARK.byteLength) !== BigInt(at)) return undefined;
  const body = bytes.subarray(0, at);
  const digest = createHash('sha256').update(body).digest();
  return digest.equals(bytes.subarray(at + MARK.byteLength + 8)) ? body : undefined;
}

let writes = 0;

/**
 * Writes one entry of the cache folder, sealed ({@link sealEntry}), made in parts (each written as
 * it comes, so the whole entry is never in memory at once) under a temporary name that is this
 * write's alone, flushed to the disk, then renamed into place: a reader (another build, a killed
 * one, the next boot) never sees half an entry under its name. A cache that cannot be written
 * only costs a later build its shortcut: false, never a throw.
 */
export function writeCacheEntryParts(file: string, parts: Iterable<Uint8Array | string>): boolean {
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
    const hash = createHash('sha256');
    let length = 0;
    const put = (bytes: Uint8Array) => {
      for (let at = 0; at < bytes.byteLength; ) at += writeSync(fd!, bytes, at);
    };
    for (const part of parts) {
      const bytes = typeof part === 'string' ? Buffer.from(part) : part;
      hash.update(bytes);
      length += bytes.byteLength;
      put(bytes);
    }
    put(trailerOf(length, hash.digest()));
    fsyncSync(fd);
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

/** {@link writeCacheEntryParts} for an entry in one piece. */
export function writeCacheEntry(file: string, contents: string | Uint8Array): boolean {
  return writeCacheEntryParts(file, [contents]);
}

/** The body of the cache entry `file`, or undefined when it is missing, unreadable or does not match its trailer. */
export function readCacheEntry(file: string): Buffer | undefined {
  try {
    return openEntry(readFileSync(file));
  } catch {
    return undefined;
  }
}
