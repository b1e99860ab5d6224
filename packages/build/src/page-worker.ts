// Worker entry (bundled to packages/cli/dist/page-worker.mjs): compiles one MDX page per task.
// Runs under piscina with a heap limit and a per-task time budget set by the page pool. It imports
// only the MDX compiler, the highlight store and the pool's task wrapper, so a worker starts as
// fast as it can.
import { compilePage } from '@docsgen/mdx';
import { selectHighlightStore } from './highlight-store.ts';
import { poolWorker } from './pool-worker.ts';
import type { CompileTask } from './stages.ts';

/** Compiles one page per envelope, highlighting through the store the task names. */
export default poolWorker((task: CompileTask) => {
  selectHighlightStore(task.highlightCache);
  return compilePage(task);
});
