// Worker entry (bundled to packages/cli/dist/page-worker.mjs): compiles one MDX page per task.
// Runs under piscina with a heap limit and a per-task time budget set by the page pool. It imports
// only the MDX compiler, the highlight store and the pool's task wrapper, so a worker starts as
// fast as it can.
import { compilePage, ModuleCache } from '@docsgen/mdx';
import type { PooledPage } from './compile-pool.ts';
import type { CompileTask } from './compile-task.ts';
import { compilePageOptions } from './compile-task.ts';
import { createHighlightStore } from './highlight-store.ts';
import { poolWorker } from './pool-worker.ts';

/** Snippets this worker loaded, shared by the pages it compiles (a worker compiles many). */
const modules = new ModuleCache();

/**
 * Compiles one page per envelope, highlighting through the page's store (the bundle of its last
 * compile, when the task names a cache). A changed bundle goes
 * back with the page for the build's thread to write (compile-pool.ts): a worker awaiting its own
 * write waited behind the build's output writes in the shared I/O threads (a 1,000-page build took
 * a quarter longer), and a write left running could be cut off when the pool stops its workers.
 */
export default poolWorker(async (task: CompileTask): Promise<PooledPage> => {
  const store = task.highlightCache && createHighlightStore(task.highlightCache);
  const page: PooledPage = await compilePage({ ...compilePageOptions(task), highlightStore: store, modules });
  const bundle = store?.changed();
  if (bundle) page.highlightBundle = bundle;
  return page;
});
