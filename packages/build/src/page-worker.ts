// Worker entry (bundled to packages/cli/dist/page-worker.mjs): compiles one MDX page per task.
// Runs under piscina with a heap limit and a per-task time budget set by the page pool. It imports
// only the MDX compiler, so a worker starts as fast as it can.
import { type CompiledPage, compilePage } from '@docsgen/mdx';
import type { CompileTask } from './stages.ts';

/** Compiles one page; `null` is the pool's warm-up task (answered once the module has loaded). */
export default function compileInWorker(task: CompileTask | null): Promise<CompiledPage | null> {
  return task === null ? Promise.resolve(null) : compilePage(task);
}
