import path from 'node:path';
import { fileStamp as stamp } from './file-stamp.ts';
import type { LoadedModule } from './module-loader.ts';

const MAX_ENTRIES = 500;

interface Entry {
  module: Promise<LoadedModule>;
  /** Absolute path → mtime+size stamp of the file and every file it pulled in. */
  stamps: Map<string, string>;
}

/**
 * Snippets loaded once and reused by every page importing them (a snippet such as a version
 * badge is imported by hundreds of pages). An entry is valid while the file and its own imports
 * keep their modification stamps, so the dev server sees edits. Its owner passes it to each
 * compile (see CompilePageOptions.modules): a page worker keeps one for its thread, a build's
 * in-thread compile pool one for the pool.
 */
export class ModuleCache {
  private readonly entries = new Map<string, Entry>();

  /** The cached module for `key`, loading it with `load` when missing or stale. */
  get(key: string, absolute: string, root: string, load: () => Promise<LoadedModule>): Promise<LoadedModule> {
    const hit = this.entries.get(key);
    if (hit && [...hit.stamps].every(([file, s]) => stamp(file) === s)) return hit.module;
    const stamps = new Map([[absolute, stamp(absolute)]]);
    const module = load().then((m) => {
      for (const rel of m.imports) stamps.set(path.join(root, rel), stamp(path.join(root, rel)));
      return m;
    });
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { module, stamps });
    return module;
  }
}
