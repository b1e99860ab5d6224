import { relative, sep } from 'node:path';
import type { FileChange } from '@docsgen/build';
import { watch } from 'chokidar';
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
  const watcher = watch(options.root, {
    ignoreInitial: true,
    atomic: true,
    followSymlinks: false,
    ignored: (abs: string) => {
      const r = rel(abs);
      return !r.startsWith('..') && isIgnoredPath(r, options.outDir);
    },
  });
  const emit = (kind: FileChange['kind']) => (abs: string) => {
    const path = rel(abs);
    if (path && !path.startsWith('..')) options.onChange({ path, kind });
  };
  watcher.on('add', emit('add'));
  watcher.on('change', emit('change'));
  watcher.on('unlink', emit('unlink'));
  watcher.on('error', (e) => options.onError(e instanceof Error ? e : new Error(String(e))));
  await new Promise<void>((resolve) => watcher.once('ready', () => resolve()));
  return { close: () => watcher.close() };
}
