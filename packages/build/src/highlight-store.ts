import type { HighlightStore } from '@docsgen/components';
import { contentHash } from '@docsgen/diagnostics/content-hash';
import { type PackLocation, type PackStore, packWriter, readPackEntry } from './pack-store.ts';

/** Where a build keeps highlighted code blocks: the cache folder, its pack store, and the salt (docsgen's version) of every key. */
export interface HighlightCacheSpec {
  cacheDir: string;
  store: PackStore;
  salt: string;
}

/**
 * A page compile's view of the highlight cache, handed to a page worker with its task (plain
 * data): the pack folder and key of the page's bundle, and where its bundle lies, if it has one.
 */
export interface HighlightTask {
  dir: string;
  key: string;
  bundle?: PackLocation;
}

/** The highlight store of one page compile, and the write that follows it. */
export interface PageHighlightStore extends HighlightStore {
  /**
   * Writes the page's bundle when the blocks it used differ from those it held (other keys or
   * other HTML); true when written. Never rejects: a failed write only costs a later build the
   * shortcut.
   */
  save(): Promise<boolean>;
  /** What {@link PageHighlightStore.save} would write: the bundle's key and text, or undefined when it is unchanged. */
  changed(): HighlightBundle | undefined;
}

/** A page's highlight bundle to write (see {@link createHighlightStore}). */
export interface HighlightBundle {
  /** The pack folder. */
  dir: string;
  key: string;
  contents: string;
}

/** The highlight task of page `file` (docs-root-relative): its bundle's key, and where the bundle lies now. */
export function highlightTask(spec: HighlightCacheSpec, file: string): HighlightTask {
  const key = highlightBundleKey(spec, file);
  const bundle = spec.store.locate(key);
  return bundle ? { dir: spec.store.dir, key, bundle } : { dir: spec.store.dir, key };
}

/**
 * The highlighted blocks of a page as of its last compile: one bundle in the pack store (named by
 * a hash of the salt and the file, holding `[[key, html], …]`). The bundle is read synchronously,
 * once, on the first lookup (or by {@link PageHighlightStore.changed}); a missing, unreadable or
 * malformed one is empty. A compile that uses no block (a page without code, or one that failed
 * before its code) leaves the bundle as it was.
 */
export function createHighlightStore(task: HighlightTask): PageHighlightStore {
  let held: Map<string, string> | undefined;
  const used = new Map<string, string>();
  const read = () => {
    held ??= readBundle(task.bundle);
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
      return { dir: task.dir, key: task.key, contents: JSON.stringify([...used]) };
    },
    async save() {
      const bundle = this.changed();
      return bundle ? writeHighlightBundle(bundle) : false;
    },
  };
}

/** Appends a bundle to this process's pack (see PackStore: never half of one); false when it cannot be written. */
export function writeHighlightBundle(bundle: HighlightBundle): boolean {
  return packWriter(bundle.dir).write(bundle.key, bundle.contents);
}

/** The pack store key of page `file`'s (docs-root-relative) bundle under `spec`'s salt. */
export function highlightBundleKey(spec: Pick<HighlightCacheSpec, 'salt'>, file: string): string {
  return `highlight:${contentHash(spec.salt, file)}`;
}

function readBundle(location: PackLocation | undefined): Map<string, string> {
  const bytes = location && readPackEntry(location);
  if (!bytes) return new Map();
  try {
    const entries = JSON.parse(bytes.toString('utf8')) as unknown;
    if (Array.isArray(entries) && entries.every(isEntry)) return new Map(entries);
  } catch {}
  return new Map();
}

function isEntry(value: unknown): value is [string, string] {
  return Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string';
}
