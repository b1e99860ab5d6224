// The worker side of the page runs over whole docs folders (tests/corpora-pages-worker.ts,
// tests/conformance/pages-worker.ts): each page compiled as a build compiles it, without its
// Markdown copy; runOnWorkers (run-on-workers.ts) deals out the tasks.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { type CompiledPage, compilePage } from '@docsgen/mdx';
import { DEFAULT_COMPILE_SETTINGS } from '@docsgen/openapi/compile-settings';

/** One page to compile: docs-root-relative `file` of the docs folder `root`, with its docs.json `variables`. */
export interface PageTask {
  root: string;
  file: string;
  variables?: Record<string, string>;
}

/** Compiles the task's page; its source comes back beside the page. */
export async function compilePageTask(t: PageTask): Promise<{ source: string; page: CompiledPage }> {
  const source = readFileSync(path.join(t.root, t.file), 'utf8');
  const page = await compilePage({
    root: t.root,
    file: t.file,
    source,
    fallbackTitle: path.basename(t.file).replace(/\.mdx?$/, ''),
    settings: { ...DEFAULT_COMPILE_SETTINGS, variables: t.variables },
    markdown: false,
  });
  return { source, page };
}

/** In a worker: runs `run` on each of `workerData.tasks` in order and posts the results back. */
export async function answerTasks<T, R>(run: (task: T) => Promise<R>): Promise<void> {
  const results: R[] = [];
  for (const t of (workerData as { tasks: T[] }).tasks) results.push(await run(t));
  parentPort?.postMessage(results);
}
