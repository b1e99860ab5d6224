import { readFile, rm } from 'node:fs/promises';
import { deserialize, serialize } from 'node:v8';
import type { Diagnostic } from '@docsgen/diagnostics';
import type { Site } from '@docsgen/navigation';
import { writeCacheFile } from './cache-file.ts';
import type { PageLinks } from './check-site-links.ts';
import type { PageRecord } from './page-record.ts';
import type { RootFiles } from './scan-root-files.ts';
import { buildStatePath } from './up-to-date.ts';
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

function snapshotPath(cacheDir: string, outDir: string): string {
  return buildStatePath(cacheDir, outDir).replace(/\.json$/, '.snapshot');
}

/** The snapshot kept for the build into `outDir`, if any (any read or decode failure: none). */
export async function readPatchSnapshot(cacheDir: string, outDir: string): Promise<PatchSnapshot | undefined> {
  try {
    return deserialize(await readFile(snapshotPath(cacheDir, outDir))) as PatchSnapshot;
  } catch {
    return undefined;
  }
}

/** Keeps `snapshot` (structured-clone serialised, written to a temporary name and renamed). */
export async function writePatchSnapshot(cacheDir: string, outDir: string, snapshot: PatchSnapshot): Promise<void> {
  const site = { ...snapshot.site, openapi: undefined };
  await writeCacheFile(snapshotPath(cacheDir, outDir), serialize({ ...snapshot, site }));
}

/** Removes the snapshot of `outDir` (a build that cannot keep one must not leave a stale one). */
export async function removePatchSnapshot(cacheDir: string, outDir: string): Promise<void> {
  await rm(snapshotPath(cacheDir, outDir), { force: true });
}
