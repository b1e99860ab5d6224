import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bundleForNode } from '../scripts/bundle-for-node.mjs';
import { docsPages, docsVariables } from '../scripts/docs-pages.mjs';
import type { PageTask } from './compile-page-task.ts';
import { runOnWorkers } from './run-on-workers.ts';

// Every .mdx page of the real repositories in ../shared/corpora compiles and renders with no
// error and no id twice, and the warnings each page produces are pinned (counts by code and file). Pages are
// spread over worker threads: about 2 400 pages at ~50 ms of CPU each.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// DOCSGEN_SHARED points elsewhere (a git worktree has no ../shared beside it), as for the other corpora suites.
const corpora = path.join(path.resolve(repoRoot, process.env.DOCSGEN_SHARED ?? '../shared'), 'corpora');
const present = existsSync(corpora);
if (!present) console.log(`corpora-pages: skipped, ${corpora} is absent`);

interface Task extends PageTask {
  corpus: string;
}

function tasks(): Task[] {
  const all: Task[] = [];
  for (const corpus of readdirSync(corpora).sort()) {
    const root = realpathSync(path.join(corpora, corpus));
    if (!statSync(root).isDirectory()) continue;
    const variables = docsVariables(root);
    for (const file of docsPages(root)) all.push({ corpus, root, file, variables });
  }
  return all;
}

type Result = {
  page: string;
  diagnostics: Array<{ severity: string; code: string; line?: number; message: string }>;
  htmlBytes: number;
  emptyBody: boolean;
  repeatedIds: string[];
};

describe.skipIf(!present)('corpora pages', () => {
  it('compile and render with no error; warnings pinned per file', { timeout: 900_000 }, async () => {
    const started = Date.now();
    const all = tasks();
    const workerFile = await bundleForNode(
      path.join(repoRoot, 'tests/corpora-pages-worker.ts'),
      path.join(repoRoot, 'node_modules/.cache/docsgen-tests/corpora-pages-worker.mjs'),
    );
    const count = Math.max(1, Math.min(4, availableParallelism()));
    // Round-robin so each worker gets every corpus (and warms the same Shiki grammars).
    const results = await runOnWorkers<Task, Result>(workerFile, all, count);
    console.log(`corpora-pages: ${results.length} pages in ${Date.now() - started} ms with ${count} workers`);

    expect(results).toHaveLength(all.length);
    const errors = results.flatMap((r) =>
      r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${r.page}:${d.line} ${d.code} ${d.message}`),
    );
    expect(errors).toEqual([]);
    // Empty HTML alone is not a failure: endpoint pages are only frontmatter, and some snippet
    // components render nothing on the server (mintlify-docs' widget preview host).
    expect(results.filter((r) => r.htmlBytes === 0 && !r.emptyBody).length).toBeLessThan(10);

    const byFile: Record<string, Record<string, number>> = {};
    for (const r of results.sort((a, b) => (a.page < b.page ? -1 : 1))) {
      for (const d of r.diagnostics) {
        const key = `${d.severity} ${d.code}`;
        byFile[r.page] ??= {};
        byFile[r.page]![key] = (byFile[r.page]![key] ?? 0) + 1;
      }
    }
    expect(byFile).toMatchSnapshot();
    // No page holds one id twice (a deep link lands on one place).
    expect(
      results.filter((r) => r.repeatedIds.length > 0).map((r) => `${r.page}: ${r.repeatedIds.join(', ')}`),
    ).toEqual([]);
  });
});
