import { statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FileChange } from '@docsgen/build';
import { watch } from 'chokidar';
import { buildOutputFilter } from './build-output-filter.ts';
import { isIgnoredPath } from './is-ignored-path.ts';

/** Options of {@link watchDocs}. */
export interface WatchDocsOptions {
  /** Absolute docs root. */
  root: string;
  /** Output folder relative to the root (POSIX), ignored; undefined when outside the root. */
  outDir?: string;
  /** Called for every file event under the root, with a root-relative POSIX path. */
  onChange: (change: FileChange) => void;
  /** Called when the watcher itself fails (too many watched files, permissions). */
  onError: (error: Error) => void;
  /** Delay after a file's last event before its signature is checked again, in ms; default 80. */
  recheckMs?: number;
}

/** A running watcher. */
export interface DocsWatcher {
  /** Stops watching and releases every file handle. */
  close(): Promise<void>;
}

/**
 * Watches the docs root with chokidar (the only place it is imported). Resolves once the initial
 * scan is done, so a save right after start-up is not lost. `atomic` turns an editor's
 * write-temp-then-rename into one `change`; awaitWriteFinish is off because its polling adds
 * hundreds of milliseconds to every save, and the rebuild debounce already absorbs chunked writes.
 */
export async function watchDocs(options: WatchDocsOptions): Promise<DocsWatcher> {
  const rel = (abs: string) => relative(options.root, abs).split(sep).join('/');
  const isBuildOutput = buildOutputFilter(options.root);
  const watcher = watch(options.root, {
    ignoreInitial: true,
    atomic: true,
    followSymlinks: false,
    ignored: (abs: string) => {
      const r = rel(abs);
      return !r.startsWith('..') && (isIgnoredPath(r, options.outDir) || isBuildOutput(r));
    },
  });
  // chokidar drops a `change` that follows another on the same file within 50 ms (and raw events
  // within 5 ms), so the last of a burst of saves can go unreported. After the burst, the file's
  // size/mtime/inode is compared with what it was when the last event was passed on; a difference
  // means a dropped save, reported as one more `change`.
  const recheckMs = options.recheckMs ?? 80;
  const rechecks = new Map<string, { timer: NodeJS.Timeout; signature: string }>();
  const signature = (path: string) => {
    try {
      const st = statSync(join(options.root, path), { bigint: true });
      return `${st.ino}:${st.size}:${st.mtimeNs}:${st.ctimeNs}`;
    } catch {
      return 'missing';
    }
  };
  const recheck = (path: string) => {
    const previous = rechecks.get(path);
    if (previous) clearTimeout(previous.timer);
    const timer = setTimeout(() => {
      const entry = rechecks.get(path);
      rechecks.delete(path);
      if (!entry) return;
      const now = signature(path);
      if (now !== 'missing' && now !== entry.signature) {
        options.onChange({ path, kind: 'change' });
        recheck(path);
      }
    }, recheckMs);
    timer.unref();
    rechecks.set(path, { timer, signature: signature(path) });
  };
  const emit = (kind: FileChange['kind']) => (abs: string) => {
    const path = rel(abs);
    if (!path || path.startsWith('..')) return;
    options.onChange({ path, kind });
    if (kind === 'unlink') {
      const entry = rechecks.get(path);
      if (entry) clearTimeout(entry.timer);
      rechecks.delete(path);
    } else recheck(path);
  };
  watcher.on('add', emit('add'));
  watcher.on('change', emit('change'));
  watcher.on('unlink', emit('unlink'));
  watcher.on('error', (e) => options.onError(e instanceof Error ? e : new Error(String(e))));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return {
    close: async () => {
      for (const { timer } of rechecks.values()) clearTimeout(timer);
      rechecks.clear();
      await watcher.close();
    },
  };
}
