// Worker entry (bundled to packages/cli/dist/page-worker.mjs): compiles one MDX page per task.
// Runs under piscina with a heap limit and a per-task time budget set by the page pool. It imports
// only the MDX compiler, the highlight store and the pool's task wrapper, so a worker starts as
// fast as it can.
import { useHighlightStore } from '@docsgen/components';
import { compilePage } from '@docsgen/mdx';
import { createHighlightStore } from './highlight-store.ts';
import { poolWorker } from './pool-worker.ts';
import type { CompileTask } from './stages.ts';

/**
 * Compiles one page per envelope, highlighting through the page's store (the bundle of its last
 * compile, when the task names a cache). The pool wrapper runs one task at a time, so the store set
 * for this page's compile is the only one in use until the compile ends. The bundle is written
 * after the compile without blocking the thread: the next page compiles meanwhile.
 */
export default poolWorker(async (task: CompileTask) => {
  const store = task.highlightCache && createHighlightStore(task.highlightCache, task.file);
  useHighlightStore(store);
  try {
    const page = await compilePage(task);
    // Never rejects; if the pool stops this worker first, the bundle stays as it was.
    void store?.save();
    return page;
  } finally {
    useHighlightStore(undefined);
  }
});
