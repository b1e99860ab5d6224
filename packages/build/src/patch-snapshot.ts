import { rm } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import type { Diagnostic } from '@docsgen/diagnostics';
import { readCacheEntry, writeCacheEntry, writeCacheEntryParts } from '@docsgen/diagnostics/cache-entry';
import type { Site } from '@docsgen/navigation';
import type { PageRecord, SiteSettings } from '@docsgen/site';
import type { PageLinks } from './check-site-links.ts';
import type { RootFiles } from './scan-root-files.ts';
import { buildStatePath, type InputDigests } from './up-to-date.ts';
import type { AssetHrefs } from './write-shared-assets.ts';

/** What a full pipeline run keeps for a later patch build (see patch-build.ts). */
export interface PipelineSnapshot {
  /** The loaded site (its OpenAPI index is not kept: a patch build renders no API page). */
  site: Site;
  /** Hrefs of the shared CSS and scripts. */
  shared: AssetHrefs;
  /** The docs root's non-page files. */
  rootFiles: RootFiles;
  /** Everything every page's HTML is made from besides its own page (part of each render key). */
  siteKey: string;
  /** What the build read of docs.json and its options (the compile settings among them), whole. */
  siteSettings: SiteSettings;
  /** Every written page's record, in route order, its texts packed (see PackedText). */
  records: PageRecord[];
  /** Every page's links and headings, for the link check. */
  links: PageLinks[];
  /** The files (snippets, components) each page file imported, by page file. */
  imports: Array<[string, string[]]>;
  /** URLs of pages made from a spec through their frontmatter (`openapi:`/`api:`). */
  apiPages: string[];
  /** The run's diagnostics by origin; the link check's and the site extras' are made again. */
  diagnostics: {
    /** Loading the site, listing the root, shared assets. */
    site: Diagnostic[];
    /** Reading, compiling and rendering pages. */
    pages: Diagnostic[];
    /** Copying the static files. */
    statics: Diagnostic[];
  };
}

/** A {@link PipelineSnapshot} of the build whose output is published, kept in the cache folder beside its build state. */
export interface PatchSnapshot extends PipelineSnapshot {
  /** The fingerprint of that build (its BuildState's). */
  fingerprint: string;
  /** Each input file's digest then (see InputDigests). */
  inputs: Array<[string, string]>;
  /** The build settings then, as JSON. */
  settings: string;
}

/**
 * What a build reads to tell whether a patch build applies, kept in a small file of its own: the
 * snapshot itself (page records of the whole site) is read only when one does.
 */
export interface PatchHead {
  /** The fingerprint of the build the snapshot describes. */
  fingerprint: string;
  /** Each input file's digest then (see InputDigests). */
  inputs: Array<[string, string]>;
  /** The build settings then, as JSON. */
  settings: string;
  /** The page files a patch build may take on: pages of the navigation, not imported by a page, not API pages. */
  pages: string[];
}

/** Edited pages a patch build takes on; more go through the whole pipeline, which uses both cores. */
const MAX_EDITED_PAGES = 16;

/**
 * The page files whose edit a patch build can take on alone: every input file is the same as at
 * the snapshot's build except these, each one of `head.pages`. Undefined when anything else
 * changed, a file came or went, or the settings differ.
 */
export function editedPages(head: PatchHead, digests: InputDigests, settings: string): string[] | undefined {
  if (head.settings !== settings || head.inputs.length !== digests.size) return undefined;
  const changed: string[] = [];
  for (const [file, digest] of head.inputs) {
    const now = digests.get(file);
    if (now === undefined) return undefined;
    if (now !== digest) changed.push(file);
  }
  if (changed.length === 0 || changed.length > MAX_EDITED_PAGES) return undefined;
  const pages = new Set(head.pages);
  return changed.every((f) => pages.has(f)) ? changed : undefined;
}

function patchablePages(snapshot: PipelineSnapshot): string[] {
  const imported = new Set(snapshot.imports.flatMap(([, files]) => files));
  const api = new Set(snapshot.apiPages);
  const files = snapshot.site.routes.flatMap((r) =>
    r.source.kind === 'page' && !api.has(r.url) ? [r.source.file] : [],
  );
  return [...new Set(files)].filter((f) => !imported.has(f));
}

function headPath(cacheDir: string, outDir: string): string {
  return buildStatePath(cacheDir, outDir).replace(/\.json$/, '.patch-head');
}

function snapshotPath(cacheDir: string, outDir: string): string {
  return buildStatePath(cacheDir, outDir).replace(/\.json$/, '.snapshot');
}

async function readSerialized<T>(file: string): Promise<T | undefined> {
  try {
    const entry = readCacheEntry(file);
    return entry && (deserialize(entry) as T);
  } catch {
    return undefined;
  }
}

/** The head of the snapshot kept for the build into `outDir`, if any (any read or decode failure: none). */
export function readPatchHead(cacheDir: string, outDir: string): Promise<PatchHead | undefined> {
  return readSerialized<PatchHead>(headPath(cacheDir, outDir));
}

/** The snapshot `head` belongs to, if it is there and is that one. */
export async function readPatchSnapshot(
  cacheDir: string,
  outDir: string,
  head: PatchHead,
): Promise<PatchSnapshot | undefined> {
  let body: Omit<PatchSnapshot, 'inputs' | 'settings'> | undefined;
  try {
    const entry = readCacheEntry(snapshotPath(cacheDir, outDir));
    if (!entry) return undefined;
    body = fromFrames(entry);
  } catch {
    return undefined;
  }
  return body?.fingerprint === head.fingerprint ? { ...body, inputs: head.inputs, settings: head.settings } : undefined;
}

/**
 * Keeps `snapshot` (structured-clone serialised, each file written to a temporary name and renamed):
 * the snapshot first, then its head, which names the fingerprint the snapshot must carry.
 */
export async function writePatchSnapshot(cacheDir: string, outDir: string, snapshot: PatchSnapshot): Promise<void> {
  const { inputs, settings, ...body } = snapshot;
  const site = { ...body.site, openapi: undefined };
  if (!writeCacheEntryParts(snapshotPath(cacheDir, outDir), toFrames({ ...body, site }))) return;
  const head: PatchHead = { fingerprint: snapshot.fingerprint, inputs, settings, pages: patchablePages(snapshot) };
  writeCacheEntry(headPath(cacheDir, outDir), serialize(head));
}

/** Removes the snapshot of `outDir` (a build that cannot keep one must not leave a stale one). */
export async function removePatchSnapshot(cacheDir: string, outDir: string): Promise<void> {
  await rm(headPath(cacheDir, outDir), { force: true });
  await rm(snapshotPath(cacheDir, outDir), { force: true });
}

// The snapshot file: a mark, then frames (a 4-byte little-endian length, then that many bytes of
// v8.serialize): the snapshot without its records and links, then those in slices. Serialised
// whole, v8.serialize grew one buffer to the size of all of it, copying it as it grew: at 10,000
// pages (a 120 MB snapshot) that was the build's memory peak, 140 MB above the rest of it.
const MARK = Buffer.from('docsgen-snapshot-1\n');
const SLICE = 500;

type SnapshotBody = Omit<PatchSnapshot, 'inputs' | 'settings'>;

function* toFrames(body: SnapshotBody): Generator<Uint8Array> {
  const { records, links, ...rest } = body;
  const frame = (value: unknown) => {
    const bytes = serialize(value);
    const length = Buffer.alloc(4);
    length.writeUInt32LE(bytes.byteLength);
    return [length, bytes];
  };
  yield MARK;
  yield* frame({ ...rest, records: records.length, links: links.length });
  for (let i = 0; i < records.length; i += SLICE) yield* frame(records.slice(i, i + SLICE));
  for (let i = 0; i < links.length; i += SLICE) yield* frame(links.slice(i, i + SLICE));
}

/** The snapshot in `file`'s bytes; throws at anything else (another layout, a short file). */
function fromFrames(file: Buffer): SnapshotBody {
  if (!file.subarray(0, MARK.byteLength).equals(MARK)) throw new Error('not a snapshot');
  let at = MARK.byteLength;
  const next = (): unknown => {
    if (at + 4 > file.byteLength) throw new Error('short snapshot');
    const length = file.readUInt32LE(at);
    if (at + 4 + length > file.byteLength) throw new Error('short snapshot');
    at += 4 + length;
    return deserialize(file.subarray(at - length, at));
  };
  const head = next() as Omit<SnapshotBody, 'records' | 'links'> & { records: number; links: number };
  const records: PageRecord[] = [];
  while (records.length < head.records) records.push(...(next() as PageRecord[]));
  const links: PageLinks[] = [];
  while (links.length < head.links) links.push(...(next() as PageLinks[]));
  if (records.length !== head.records || links.length !== head.links || at !== file.byteLength)
    throw new Error('snapshot frames do not add up');
  return { ...head, records, links };
}
