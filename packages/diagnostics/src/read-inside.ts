import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import { type FileHandle, open, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { isInside } from './is-inside.ts';

/**
 * The one gate every read of repository content goes through (pages, snippets, static files,
 * skills, llms.txt, specs, `$ref` files, fonts, logos, styles, scripts), in build and in dev.
 *
 * A file is read only when the file actually opened lies inside the boundary: the path is opened
 * first, then its real path is taken and checked (separator-aware) against the boundary's real
 * path, and the opened descriptor must be that very file (same device and inode). A symbolic link
 * swapped in between a check and the read therefore cannot lead the read outside: the bytes
 * returned are those of the descriptor that was checked, never of a second open of the path.
 */

/** Why {@link readInside} read nothing. */
export type ReadRefusal = 'outside' | 'missing' | 'not-a-file' | 'too-large' | 'unreadable';

/** What {@link readInside} returns. */
export type InsideRead = { ok: true; bytes: Buffer; real: string; linked: boolean } | InsideRefused;

/** A read or open the gate refused, and why. */
export type InsideRefused = { ok: false; reason: ReadRefusal; code?: string; size?: number };

/** Options of {@link readInside}. */
export interface ReadInsideOptions {
  /** Refuse files over this many bytes (`too-large`, with `size`), before reading them. */
  maxBytes?: number;
  /**
   * Whether a real path outside `root` may be read all the same (a page linked to a file of the
   * same repository, see `linkTargetAllowed`); default: never.
   */
  allow?: (real: string) => boolean;
  /** Read at most this many bytes from the start (a page's frontmatter head); the rest is not read. */
  head?: number;
}

// The boundary's real path, once per process and boundary (a docs root is not moved while built).
const realRoots = new Map<string, string>();
function realRoot(root: string): string {
  let real = realRoots.get(root);
  if (real === undefined) {
    try {
      real = realpathSync(root);
    } catch {
      return path.resolve(root);
    }
    if (realRoots.size > 64) realRoots.clear();
    realRoots.set(root, real);
  }
  return real;
}

// Not blocking on a FIFO or a device: such a file is refused after fstat, never waited on.
const FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0);

function refusal(e: unknown): InsideRefused {
  const code = (e as NodeJS.ErrnoException).code;
  return { ok: false, reason: code === 'ENOENT' || code === 'ENOTDIR' ? 'missing' : 'unreadable', code };
}

// `at`: the docs root and the real path of the file opened.
function verdict(
  at: { root: string; real: string },
  opened: { dev: number; ino: number; size: number; isFile(): boolean },
  now: { dev: number; ino: number },
  options: ReadInsideOptions,
): InsideRefused | undefined {
  if (!isInside(at.root, at.real) && !options.allow?.(at.real)) return { ok: false, reason: 'outside' };
  // The descriptor must be the file now at that real path: a link swapped after the open is refused.
  if (opened.dev !== now.dev || opened.ino !== now.ino) return { ok: false, reason: 'outside' };
  if (!opened.isFile()) return { ok: false, reason: 'not-a-file' };
  if (options.maxBytes !== undefined && opened.size > options.maxBytes)
    return { ok: false, reason: 'too-large', size: opened.size };
  return undefined;
}

/** What {@link openInside} returns: the checked descriptor (the caller closes it), or why not. */
export type InsideOpen = { ok: true; handle: FileHandle; size: number; real: string; linked: boolean } | InsideRefused;

/**
 * Opens `file` (relative to `root`, or absolute) when the file opened is a regular file that lies
 * inside `root` (compared by real paths), for a caller that streams it (a static file of any size):
 * read only from the handle returned, which is the very file checked, never from a second open of
 * the path. Never throws for a file's state: a refusal says why. The caller closes the handle.
 */
export async function openInside(given: string, file: string, options: ReadInsideOptions = {}): Promise<InsideOpen> {
  const root = realRoot(given);
  const abs = path.resolve(root, file);
  if (!path.isAbsolute(file) && !isInside(root, abs) && !options.allow) return { ok: false, reason: 'outside' };
  let handle: FileHandle;
  try {
    handle = await open(abs, FLAGS);
  } catch (e) {
    return refusal(e);
  }
  try {
    const opened = await handle.stat();
    const real = await realpath(abs);
    const refused = verdict({ root, real }, opened, await stat(real), options);
    if (!refused) return { ok: true, handle, size: opened.size, real, linked: real !== abs };
    await handle.close().catch(() => undefined);
    return refused;
  } catch (e) {
    await handle.close().catch(() => undefined);
    return refusal(e);
  }
}

/**
 * Reads `file` (relative to `root`, or absolute) when the file opened lies inside `root` (compared
 * by real paths), through {@link openInside}. Never throws for a file's state: a refusal says why.
 */
export async function readInside(given: string, file: string, options: ReadInsideOptions = {}): Promise<InsideRead> {
  const opened = await openInside(given, file, options);
  if (!opened.ok) return opened;
  const { handle, real, linked } = opened;
  try {
    const bytes =
      options.head === undefined
        ? await handle.readFile()
        : await handle
            .read(Buffer.alloc(options.head), 0, options.head, 0)
            .then(({ buffer, bytesRead }) => buffer.subarray(0, bytesRead));
    return { ok: true, bytes, real, linked };
  } catch (e) {
    return refusal(e);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** {@link readInside}, synchronously (the dev overlay's code frames, the up-to-date check). */
export function readInsideSync(given: string, file: string, options: ReadInsideOptions = {}): InsideRead {
  const root = realRoot(given);
  const abs = path.resolve(root, file);
  if (!path.isAbsolute(file) && !isInside(root, abs) && !options.allow) return { ok: false, reason: 'outside' };
  let fd: number;
  try {
    fd = openSync(abs, FLAGS);
  } catch (e) {
    return refusal(e);
  }
  try {
    const opened = fstatSync(fd);
    const real = realpathSync(abs);
    const refused = verdict({ root, real }, opened, statSync(real), options);
    if (refused) return refused;
    const bytes = Buffer.alloc(options.head === undefined ? opened.size : Math.min(options.head, opened.size));
    let at = 0;
    while (at < bytes.length) {
      const n = readSync(fd, bytes, at, bytes.length - at, at);
      if (n === 0) break;
      at += n;
    }
    return { ok: true, bytes: at === bytes.length ? bytes : bytes.subarray(0, at), real, linked: real !== abs };
  } catch (e) {
    return refusal(e);
  } finally {
    closeSync(fd);
  }
}

/**
 * The real path of the folder `dir` (relative to `root`, or absolute) when it lies inside `root`,
 * else undefined: list a folder only through this, then read each file through {@link readInside}.
 */
export async function folderInside(given: string, dir: string): Promise<string | undefined> {
  const root = realRoot(given);
  const real = await realpath(path.resolve(root, dir)).catch(() => undefined);
  if (real === undefined || !isInside(root, real)) return undefined;
  const info = await stat(real).catch(() => undefined);
  return info?.isDirectory() ? real : undefined;
}
