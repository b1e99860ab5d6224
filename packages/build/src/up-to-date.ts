import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { Diagnostic } from '@docsgen/diagnostics';
import { readCacheEntry, writeCacheEntry } from '@docsgen/diagnostics/cache-entry';
import { readInsideSync } from '@docsgen/diagnostics/read-inside';
import { asPublished, type PublishedFile, stampPublished } from './published-file.ts';
import { pageLinkAllowed } from './read-page-source.ts';

/** What a successful build records (in the cache folder, never in the docs tree or the output). */
export interface BuildState {
  /** Fingerprint of every input of the build. */
  fingerprint: string;
  /** Output files with their sizes, hashes and stamps, to see that the output is still as published. */
  files: PublishedFile[];
  /** Pages written. */
  pages: number;
  /** Diagnostics of that build (shown again when nothing changed). */
  diagnostics: Diagnostic[];
  /** Render key of each page by URL, so the next build takes unchanged pages over; default none. */
  renders?: Array<[string, string]>;
  /** Each search shard's folder and key, so the next build can keep unchanged shards; default none. */
  search?: Array<[string, string]>;
  /**
   * The identity of the folder this build published (see outputIdentity): a state is about that
   * folder only. A build killed between its swap and this record leaves the previous build's
   * state beside a new output, which it must not describe.
   */
  output?: string;
}

// Content over this size is fingerprinted by size and mtime only (videos, large images).
const CONTENT_LIMIT = 16 * 1024 * 1024;
const PAGE_FILE = /\.mdx?$/i;
// Bytes of page files kept for the build (about 6,000 typical pages); the rest are read again.
const PREFETCH_LIMIT = 32 * 1024 * 1024;

/**
 * Page files (`.md`, `.mdx`) as {@link inputFingerprint} read them, by docs-root-relative path:
 * only regular files reached without following a symbolic link (so inside the root), up to 32 MB
 * in all. The build compiles these bytes instead of reading each page a second time.
 */
export type PrefetchedPages = Map<string, Buffer>;

/**
 * Each input file's digest as {@link inputFingerprint} saw it, by docs-root-relative path (a content
 * hash, or size and mtime for very large files): what a patch build compares to find the edited pages.
 */
export type InputDigests = Map<string, string>;

/**
 * A hash of everything a build reads: every file under the docs root (path and content; folders
 * in `exclude`, `.git` and `node_modules` left out), the build settings and docsgen's own code id.
 * Paths are relative and sorted by code point, so the same repo in another folder matches.
 * It reads with synchronous calls: it runs before anything else of the build, and a thousand small
 * files read in one go take a tenth of the time of a thousand awaited reads. Page files' bytes go
 * into `pages`, and each file's digest into `digests`, when given.
 */
export function inputFingerprint(
  root: string,
  {
    exclude,
    settings,
    pages,
    digests,
  }: { exclude: string[]; settings: unknown; pages?: PrefetchedPages; digests?: InputDigests },
): string {
  const hash = createHash('sha256').update(JSON.stringify(settings));
  const skip = new Set(exclude);
  const allow = pageLinkAllowed(root);
  let kept = 0;
  // A folder or entry that cannot be read (no permission) counts by its error: the listing leaves
  // its files out (nav/folder-unreadable), and a read error is never a failed build.
  const walk = (dir: string): void => {
    let names: string[];
    try {
      names = readdirSync(dir).sort();
    } catch (e) {
      hash.update(`\0${relative(root, dir).split(sep).join('/')}/\0unreadable ${(e as NodeJS.ErrnoException).code}`);
      return;
    }
    for (const name of names) {
      const abs = join(dir, name);
      if (skip.has(abs) || name === '.git' || name === 'node_modules') continue;
      let info: ReturnType<typeof lstatSync>;
      try {
        info = lstatSync(abs);
      } catch (e) {
        hash.update(`\0${relative(root, abs).split(sep).join('/')}\0unreadable ${(e as NodeJS.ErrnoException).code}`);
        continue;
      }
      if (info.isDirectory()) walk(abs);
      else if (info.isFile() || info.isSymbolicLink()) {
        const rel = relative(root, abs).split(sep).join('/');
        let digest: string;
        // Through the one read gate: the bytes kept for a page are those of the file checked inside.
        const got = readInsideSync(root, abs, { maxBytes: CONTENT_LIMIT, allow });
        if (got.ok) {
          const bytes = got.bytes;
          digest = createHash('sha256').update(bytes).digest('hex');
          if (pages && !got.linked && PAGE_FILE.test(name) && kept + bytes.length <= PREFETCH_LIMIT) {
            pages.set(rel, bytes);
            kept += bytes.length;
          }
        } else if (got.reason === 'too-large') {
          const target = statSync(abs, { throwIfNoEntry: false });
          digest = target ? `${target.size}:${target.mtimeMs}` : 'missing';
        } else digest = got.reason === 'not-a-file' ? 'not a file' : got.reason === 'outside' ? 'outside' : 'missing';
        hash.update(`\0${rel}\0${digest}`);
        digests?.set(rel, digest);
      }
    }
  };
  walk(root);
  return hash.digest('hex');
}

/** Where the state of builds into `outDir` is kept inside the cache folder. */
export function buildStatePath(cacheDir: string, outDir: string): string {
  return join(cacheDir, 'builds', `${createHash('sha256').update(outDir).digest('hex').slice(0, 16)}.json`);
}

/** The recorded state of the last successful build into `outDir`, if any. */
export async function readBuildState(cacheDir: string, outDir: string): Promise<BuildState | undefined> {
  try {
    const entry = readCacheEntry(buildStatePath(cacheDir, outDir));
    const state = entry && (JSON.parse(entry.toString('utf8')) as BuildState);
    // A state of a docsgen that recorded sizes only describes no file.
    return state && Array.isArray(state.files) && state.files.every((f) => typeof f?.[2] === 'string')
      ? state
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Records a successful build (written to a temporary name, then renamed), once its output is
 * published: the output files are stamped here (see stampPublished).
 */
export async function writeBuildState(cacheDir: string, outDir: string, state: BuildState): Promise<void> {
  const files = await stampPublished(outDir, state.files);
  // A missing record only costs the next build its shortcut.
  writeCacheEntry(buildStatePath(cacheDir, outDir), JSON.stringify({ ...state, files }));
}

/** True when every recorded output file is still there with the bytes the build wrote (see asPublished). */
export function outputIntact(outDir: string, files: readonly PublishedFile[]): boolean {
  for (const file of files) if (!asPublished(outDir, file)) return false;
  return files.length > 0;
}
