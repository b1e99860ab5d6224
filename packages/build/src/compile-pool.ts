import type { CompiledPage } from '@docsgen/mdx';
import { ModuleCache } from '@docsgen/mdx/module-cache';
import { activeParser } from '@docsgen/mdx/parser-choice';
import type { CompileTask } from './compile-task.ts';
import { type HighlightBundle, writeHighlightBundle } from './highlight-store.ts';
import { createPagePool, type PagePool } from './page-pool.ts';
import type { BuildOptions } from './types.ts';

/** A compiled page as a worker returns it: with its changed highlight bundle, for this thread to write. */
export type PooledPage = CompiledPage & { highlightBundle?: HighlightBundle };

/**
 * The pool that compiles a build's pages, as `options.workers` asks. Made as soon as a build knows
 * it has pages to compile, so its first worker loads the compiler while the build loads the rest;
 * compiling in this thread (no worker) loads the compiler only then. The highlight bundles workers
 * return are appended to the cache's pack from this thread (a synchronous write of one entry).
 */
export function createCompilePool(options: BuildOptions): PagePool<CompileTask, CompiledPage> {
  const workers = options.workers ?? {};
  // Says once, from this thread, when the native parser cannot load and pages fall back to micromark.
  void activeParser();
  // Snippets loaded by the pages this thread compiles (without workers), shared between them.
  const modules = new ModuleCache();
  const pool = createPagePool<CompileTask, PooledPage>({
    inProcess: async (task) => (await import('./stages.ts')).compilePageStage(task, modules),
    mode: workers.mode,
    timeoutMs: workers.timeoutMs,
    maxMemoryMb: workers.maxMemoryMb,
    workerFile: workers.file,
    signal: options.signal,
  });
  return {
    get threaded() {
      return pool.threaded;
    },
    plan: (taskCount) => pool.plan(taskCount),
    async run(task) {
      const { highlightBundle: bundle, ...page } = await pool.run(task);
      // Never throws: a failed write only costs a later build the shortcut.
      if (bundle) writeHighlightBundle(bundle);
      return page;
    },
    close: () => pool.close(),
  };
}
