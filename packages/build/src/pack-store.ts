import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, readSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { openEntry, sealEntry } from '@docsgen/diagnostics/cache-entry';

/**
 * Where one entry of a pack store lies: a data file, and the entry's bytes in it. Plain data, so a
 * page worker can be handed it and read the entry itself ({@link readPackEntry}).
 */
export interface PackLocation {
  file: string;
  offset: number;
  length: number;
}

/**
 * Cache entries (compiled pages, highlight bundles) packed into a few files instead of one file
 * each: a cold build at 1,000 pages wrote 2,100 entry files, each a new inode, a temporary name
 * and a rename. Each store opened (one per run) writes its own pack, two files in the store's folder:
 *
 * - `<pack>.data`: the entries' bytes, one after another;
 * - `<pack>.index`: a line per entry, `key<TAB>offset<TAB>length`, appended once the entry's bytes
 *   are written.
 *
 * A build killed at any instant leaves every earlier line pointing at whole bytes, and at most one
 * torn last line, which a reader skips: the store holds the old entries, or the old and the new,
 * never half of one. Packs are named by their creation time, so a later pack's entry for a key wins.
 * Old packs are merged away after a full build (compact-packs.ts).
 */
export interface PackStore {
  /** The store's folder. */
  readonly dir: string;
  /** The name of the pack this store writes, once it has written. */
  readonly pack: string | undefined;
  /** Where the newest entry for `key` lies, or undefined. */
  locate(key: string): PackLocation | undefined;
  /** The newest entry for `key`, or undefined when there is none or it cannot be read whole. */
  read(key: string): Buffer | undefined;
  /** Appends an entry to this store's pack; false when it cannot be written (or a later store was opened on the folder in this process), never a throw. */
  write(key: string, contents: string | Uint8Array): boolean;
  /** Every key and where its newest entry lies: the packs as of the first lookup, and this store's writes. */
  entries(): Map<string, PackLocation>;
}

/** The names of a store folder's packs (without extension), oldest first. */
export function listPacks(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const packs = new Set<string>();
  for (const name of names) if (name.endsWith('.index')) packs.add(name.slice(0, -'.index'.length));
  return [...packs].sort();
}

/**
 * Opens the store in `dir`: every pack's index is read on the first lookup (a few hundred KB at
 * 1,000 pages, 10 to 20 ms: a rebuild that finds nothing changed makes none), the data entry by
 * entry, when asked for. A folder that does not exist is an empty store.
 */
export function openPackStore(dir: string): PackStore {
  let read: Map<string, PackLocation> | undefined;
  const scanned = () => {
    if (!read) {
      read = new Map();
      for (const pack of listPacks(dir)) readIndex(dir, pack, read);
    }
    return read;
  };
  // A pack of its own, made on its first write (see packWriter); the store opened before on this
  // folder in this process is done writing.
  writers.get(dir)?.close();
  const writer = createPackWriter(dir);
  writers.set(dir, writer);
  const locate = (key: string) => writer.written.get(key) ?? scanned().get(key);
  return {
    dir,
    get pack() {
      return writer.pack;
    },
    locate,
    read(key) {
      const location = locate(key);
      return location && readPackEntry(location);
    },
    write: (key, contents) => writer.write(key, contents),
    entries: () => new Map([...scanned(), ...writer.written]),
  };
}

function readIndex(dir: string, pack: string, into: Map<string, PackLocation>): void {
  let text: string;
  try {
    text = readFileSync(join(dir, `${pack}.index`), 'latin1');
  } catch {
    return;
  }
  const file = join(dir, `${pack}.data`);
  // Only whole lines: a killed write leaves at most a last line without its newline.
  const end = text.lastIndexOf('\n');
  for (const line of text.slice(0, end + 1).split('\n')) {
    const [key, offset, length, extra] = line.split('\t');
    if (!key || extra !== undefined || !DIGITS.test(offset ?? '') || !DIGITS.test(length ?? '')) continue;
    const at = Number(offset);
    const size = Number(length);
    if (Number.isSafeInteger(at + size)) into.set(key, { file, offset: at, length: size });
  }
}

const DIGITS = /^\d{1,15}$/;

/**
 * The entry at `location`, or undefined when its file is gone, holds fewer bytes, or its bytes do
 * not match the trailer they were stored with (the one entry check, cache-entry.ts).
 */
export function readPackEntry(location: PackLocation): Buffer | undefined {
  let fd: number | undefined;
  try {
    fd = openSync(location.file, 'r');
    const bytes = Buffer.allocUnsafe(location.length);
    let read = 0;
    while (read < location.length) {
      const n = readSync(fd, bytes, read, location.length - read, location.offset + read);
      if (n === 0) return undefined;
      read += n;
    }
    return openEntry(bytes);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** The pack a store writes: made on its first write, appended to until a later store replaces it. */
interface PackWriter {
  /** The pack's name, once made. */
  readonly pack: string | undefined;
  /** What it wrote, by key. */
  readonly written: Map<string, PackLocation>;
  write(key: string, contents: string | Uint8Array): boolean;
  /** Closes its files; a later write is refused. */
  close(): void;
}

// The writer of the store last opened on each folder in this process. A run opens one store (a
// dev session one per config change); the store before it is done writing, so its files close: a
// process holds two open files per store folder, however many runs it makes.
const writers = new Map<string, PackWriter>();

/**
 * The pack this process writes in store folder `dir`: that of the store last opened on it (so the
 * writes of the page workers' highlight bundles, which carry only the folder, go where the build's
 * store reads them back).
 */
export function packWriter(dir: string): PackWriter {
  let writer = writers.get(dir);
  if (!writer) {
    writer = createPackWriter(dir);
    writers.set(dir, writer);
  }
  return writer;
}

// The last pack name's time in this process: names made in one millisecond still sort in order.
let lastTime = 0;

function createPackWriter(dir: string): PackWriter {
  const written = new Map<string, PackLocation>();
  let files: { pack: string; data: number; index: number } | undefined;
  let size = 0;
  let broken = false;
  const open = () => {
    mkdirSync(dir, { recursive: true });
    // Creation time first (base 36, fixed width) so names sort oldest first, then what makes it
    // unique. Two processes' packs made in one millisecond sort by chance: either one's entry for
    // a key is a whole, valid entry.
    lastTime = Math.max(Date.now(), lastTime + 1);
    const pack = `${lastTime.toString(36).padStart(9, '0')}-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    // The index first: a pack is listed by its index, so a killed build leaves no data file that
    // no sweep would find.
    const index = openSync(join(dir, `${pack}.index`), 'wx');
    const data = openSync(join(dir, `${pack}.data`), 'wx');
    return { pack, data, index };
  };
  return {
    get pack() {
      return files?.pack;
    },
    written,
    close() {
      broken = true;
      if (!files) return;
      for (const fd of [files.data, files.index]) {
        try {
          closeSync(fd);
        } catch {}
      }
    },
    write(key, contents) {
      if (broken || /[\t\n]/.test(key)) return false;
      try {
        files ??= open();
        const bytes = sealEntry(contents);
        writeAll(files.data, bytes, size);
        const location = { file: join(dir, `${files.pack}.data`), offset: size, length: bytes.length };
        size += bytes.length;
        // The index line only once the bytes are there: a line never points at bytes not written.
        writeAll(files.index, Buffer.from(`${key}\t${location.offset}\t${location.length}\n`, 'latin1'));
        written.set(key, location);
        return true;
      } catch {
        // A pack that failed once (disk full, folder gone) is not written again: a later entry's
        // offset would be wrong. A cache that cannot be written only costs a later build its shortcut.
        broken = true;
        return false;
      }
    },
  };
}

function writeAll(fd: number, bytes: Uint8Array, position?: number): void {
  let done = 0;
  while (done < bytes.length) {
    done += writeSync(fd, bytes, done, bytes.length - done, position === undefined ? null : position + done);
  }
}
