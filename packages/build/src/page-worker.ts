// Worker entry (bundled to packages/cli/dist/page-worker.mjs): compiles one MDX page per task.
// Runs under piscina with a heap limit and a per-task time budget set by the page pool. It imports
// only the MDX compiler and the pool's task wrapper, so a worker starts as fast as it can.
import { compilePage } from '@docsgen/mdx';
import { poolWorker } from './pool-worker.ts';

/** Compiles one page per envelope. */
export default poolWorker(compilePage);
