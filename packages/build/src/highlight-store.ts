import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { HighlightStore } from '@docsgen/components';
import { contentHash } from '@docsgen/site/content-hash';
import { writeCacheFile } from './cache-file.ts';

/** Where a build keeps highlighted code blocks: a folder and the salt (docsgen's version) of every name. */
export interface HighlightCacheSpec {
  dir: string;
  salt: string;
}

/** The highlight store of one page compile, and the write that follows it. */
export interface PageHighlightStore extends HighlightStore {
  /**
   * Writes the page's bundle when the blocks it used differ from those it held (other keys or
   * other HTML); true when written. Never rejects: a failed write only costs a later build the
   * shortcut.
   */
  save(): Promise<boolean>;
  /** What {@link PageHighlightStore.save} would write: the bundle's file and text, or undefined when it is unchanged. */
  changed(): HighlightBundle | undefined;
}

/** A page's highlight bundle to write (see {@link createHighlightStore}). */
export interface HighlightBundle {
  path: string;
  contents: string;
}

/**
 * The highlighted blocks of page `file` (docs-root-relative) as of its last compile: one bundle in
 * `spec.dir` (`<2 hex>/<sha256>.json`, named by a hash of the salt and the file, holding
 * `[[key, html], …]`). The bundle is read synchronously, once, on the first lookup (or by
 * {@link PageHighlightStore.save}); a missing, unreadable or malformed one is empty. A compile
 * that uses no block (a page without code, or one that failed before its code) leaves the bundle
 * as it was.
 */
export function createHighlightStore(spec: HighlightCacheSpec, file: string): PageHighlightStore {
  const path = highlightBundlePath(spec, file);
  let held: Map<string, string> | undefined;
  const used = new Map<string, string>();
  const read = () => {
    held ??= readBundle(path);
    return held;
  };
  return {
    get: (key) => read().get(key),
    set(key, html) {
      used.set(key, html);
    },
    changed() {
      if (used.size === 0) return undefined;
      const before = read();
      if (before.size === used.size && [...used].every(([key, html]) => before.get(key) === html)) return undefined;
      return { path, contents: JSON.stringify([...used]) };
    },
    async save() {
      const bundle = this.changed();
      // A temporary file then a rename: a write cut off (the build killed) leaves the previous
      // bundle, or none, never half of one (and may leave the temporary file behind).
      return bundle ? writeCacheFile(bundle.path, bundle.contents) : false;
    },
  };
}

/** The bundle file of page `file` (docs-root-relative) in `spec`'s folder. */
export function highlightBundlePath(spec: HighlightCacheSpec, file: string): string {
  const name = contentHash(spec.salt, file);
  return join(spec.dir, name.slice(0, 2), `${name}.json`);
}

function readBundle(path: string): Map<string, string> {
  try {
    const entries = JSON.parse(readFileSync(path, 'utf8')) as unknown;
    if (Array.isArray(entries) && entries.every(isEntry)) return new Map(entries);
  } catch {}
  return new Map();
}

function isEntry(value: unknown): value is [string, string] {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string';
}
