import { createHash } from 'node:crypto';
import { gunzipSync, gzipSync } from 'node:zlib';
import { type CborValue, decodeCbor, encodeCbor } from './cbor.ts';
import type { PagefindFile } from './pagefind-file.ts';

// Pagefind prefixes every decompressed index file with this; the client checks for it.
const SIGNATURE = new TextEncoder().encode('pagefind_dcd');
const FILTER = /^filter\/(.+)\.pf_filter$/;
const META = /^pagefind\.(.+)\.pf_meta$/;
const ENTRY = 'pagefind-entry.json';

/**
 * Makes Pagefind's output the same bytes for the same pages. Pagefind 1.5 writes its filter
 * indexes from hash maps, so the order of a filter's values and of the meta file's filter list
 * changes from run to run, and with it the hashed file names that the meta file and
 * `pagefind-entry.json` refer to (Pagefind/pagefind#638). This sorts those lists, re-encodes,
 * re-gzips without a timestamp and renames each file by a hash of its content. Filters go first
 * because meta files name them, and meta files before the entry file that names those.
 * Paths are POSIX, relative to the `pagefind/` folder; other files pass through unchanged.
 */
export function canonicalPagefind(files: PagefindFile[]): PagefindFile[] {
  const byPath = new Map(files.map((file) => [file.path.split('\\').join('/'), file]));
  const renamed = new Map<string, string>();
  const out: PagefindFile[] = [];
  const taken = new Set<string>();

  for (const [path, file] of byPath) {
    const hash = FILTER.exec(path)?.[1];
    if (!hash) continue;
    const filter = readIndexFile(file.content, path);
    if (!Array.isArray(filter) || typeof filter[0] !== 'string' || !Array.isArray(filter[1])) {
      throw new Error(`Unexpected Pagefind filter layout in ${path}`);
    }
    const values = filter[1].map((entry) => {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Array.isArray(entry[1])) {
        throw new Error(`Unexpected Pagefind filter value in ${path}`);
      }
      return [entry[0], [...entry[1]].sort(byNumber)] as CborValue[];
    });
    values.sort((a, b) => compareStrings(a[0] as string, b[0] as string));
    const content = writeIndexFile([filter[0], values]);
    const next = hashedName(hash, content, 7, taken);
    renamed.set(hash, next);
    out.push({ path: `filter/${next}.pf_filter`, content: gzip(content) });
  }

  const metaNames = new Map<string, string>();
  for (const [path, file] of byPath) {
    const hash = META.exec(path)?.[1];
    if (!hash) continue;
    const meta = readIndexFile(file.content, path);
    if (!Array.isArray(meta) || !Array.isArray(meta[3]) || !Array.isArray(meta[4])) {
      throw new Error(`Unexpected Pagefind meta layout in ${path}`);
    }
    const fields = [...meta];
    fields[3] = meta[3].map((entry) => {
      const [name, filterHash] = Array.isArray(entry) ? entry : [];
      const next = typeof filterHash === 'string' ? renamed.get(filterHash) : undefined;
      if (typeof name !== 'string' || !next) throw new Error(`Unknown Pagefind filter file in ${path}`);
      return [name, next];
    });
    fields[3].sort(byFirstString);
    fields[4] = [...meta[4]].sort(byFirstString);
    const content = writeIndexFile(fields);
    const next = hashedName(hash, content, 10, taken);
    metaNames.set(hash, next);
    out.push({ path: `pagefind.${next}.pf_meta`, content: gzip(content) });
  }

  for (const [path, file] of byPath) {
    if (FILTER.test(path) || META.test(path)) continue;
    out.push(
      path === ENTRY ? { path, content: rewriteEntry(file.content, metaNames) } : { path, content: file.content },
    );
  }
  return out.sort((a, b) => compareStrings(a.path, b.path));
}

// The entry file names each language's meta file; its languages are written in sorted order too.
function rewriteEntry(content: Uint8Array, metaNames: Map<string, string>): Uint8Array {
  const entry = JSON.parse(new TextDecoder().decode(content)) as { languages?: Record<string, { hash?: string }> };
  const languages: Record<string, unknown> = {};
  for (const code of Object.keys(entry.languages ?? {}).sort(compareStrings)) {
    const language = entry.languages?.[code] ?? {};
    const hash = language.hash && metaNames.get(language.hash);
    if (!hash) throw new Error(`Unknown Pagefind meta file for language ${code}`);
    languages[code] = { ...language, hash };
  }
  return new TextEncoder().encode(JSON.stringify({ ...entry, languages }));
}

function readIndexFile(gzipped: Uint8Array, path: string): CborValue {
  const raw = gunzipSync(gzipped);
  if (!SIGNATURE.every((byte, i) => raw[i] === byte)) throw new Error(`Missing Pagefind signature in ${path}`);
  return decodeCbor(raw.subarray(SIGNATURE.length));
}

function writeIndexFile(value: CborValue): Uint8Array {
  const body = encodeCbor(value);
  const raw = new Uint8Array(SIGNATURE.length + body.length);
  raw.set(SIGNATURE);
  raw.set(body, SIGNATURE.length);
  return raw;
}

// Node's gzip writes no timestamp or file name, so equal input gives equal bytes.
function gzip(raw: Uint8Array): Uint8Array {
  return new Uint8Array(gzipSync(raw, { level: 9 }));
}

// Keeps Pagefind's `<language>_<hex>` shape and hex length; a clash (two different files with
// the same short hash) takes a longer hash rather than overwriting.
function hashedName(old: string, content: Uint8Array, length: number, taken: Set<string>): string {
  const language = old.slice(0, old.lastIndexOf('_'));
  const hex = createHash('sha256').update(content).digest('hex');
  for (let size = length; size <= hex.length; size++) {
    const name = `${language}_${hex.slice(0, size)}`;
    if (!taken.has(name)) {
      taken.add(name);
      return name;
    }
  }
  throw new Error(`Pagefind file name clash for ${old}`);
}

function byNumber(a: CborValue, b: CborValue): number {
  return (a as number) - (b as number);
}

function byFirstString(a: CborValue, b: CborValue): number {
  return compareStrings(String((a as CborValue[])[0]), String((b as CborValue[])[0]));
}

// Code-unit order, not locale order: the same on every machine and LANG.
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
