// Worker entry (bundled to packages/cli/dist/page-worker.mjs): compiles one MDX page per task.
// Runs under piscina with a heap limit and a per-task time budget set by the page pool.
import type { CompiledPage } from '@docsgen/mdx';
import { type CompileTask, compilePageStage } from './stages.ts';

/** Compiles one page; the result is structured-cloned back to the main thread. */
export default function compileInWorker(task: CompileTask): Promise<CompiledPage> {
  return compilePageStage(task);
}
