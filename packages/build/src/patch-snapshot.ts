import { readFile, rm } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import type { Diagnostic } from '@docsgen/diagnostics';
import type { Site } from '@docsgen/navigation';
import type { PageRecord, SiteSettings } from '@docsgen/site';
import { writeCacheFile } from './cache-file.ts';
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
    return deserialize(await readFile(file)) as T;
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
  const body = await readSerialized<Omit<PatchSnapshot, 'inputs' | 'settings'>>(snapshotPath(cacheDir, outDir));
  return body?.fingerprint === head.fingerprint ? { ...body, inputs: head.inputs, settings: head.settings } : undefined;
}

/**
 * Keeps `snapshot` (structured-clone serialised, each file written to a temporary name and renamed):
 * the snapshot first, then its head, which names the fingerprint the snapshot must carry.
 */
export async function writePatchSnapshot(cacheDir: string, outDir: string, snapshot: PatchSnapshot): Promise<void> {
  const { inputs, settings, ...body } = snapshot;
  const site = { ...body.site, openapi: undefined };
  if (!(await writeCacheFile(snapshotPath(cacheDir, outDir), serialize({ ...body, site })))) return;
  const head: PatchHead = { fingerprint: snapshot.fingerprint, inputs, settings, pages: patchablePages(snapshot) };
  await writeCacheFile(headPath(cacheDir, outDir), serialize(head));
}

/** Removes the snapshot of `outDir` (a build that cannot keep one must not leave a stale one). */
export async function removePatchSnapshot(cacheDir: string, outDir: string): Promise<void> {
  await rm(headPath(cacheDir, outDir), { force: true });
  await rm(snapshotPath(cacheDir, outDir), { force: true });
}
