import type { CompiledPage } from '@docsgen/mdx';
import { createPagePool, type PagePool } from './page-pool.ts';
import type { CompileTask } from './stages.ts';
import type { BuildOptions } from './types.ts';

/**
 * The pool that compiles a build's pages, as `options.workers` asks. Made as soon as a build knows
 * it has pages to compile, so its first worker loads the compiler while the build loads the rest;
 * compiling in this thread (no worker) loads the compiler only then.
 */
export function createCompilePool(options: BuildOptions): PagePool<CompileTask, CompiledPage> {
  const workers = options.workers ?? {};
  return createPagePool({
    inProcess: async (task) => (await import('./stages.ts')).compilePageStage(task),
    mode: workers.mode,
    timeoutMs: workers.timeoutMs,
    maxMemoryMb: workers.maxMemoryMb,
    workerFile: workers.file,
    signal: options.signal,
  });
}
