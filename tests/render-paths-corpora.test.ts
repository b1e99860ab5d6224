import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleForNode } from '../scripts/bundle-for-node.mjs';
import { repoRoot } from './build-helpers.ts';
import type { RenderPathResult, RenderPathTask } from './render-paths-corpora-worker.ts';
import { runOnWorkers } from './run-on-workers.ts';

// A page with nothing to run is rendered from its syntax tree; any page, either way, must come out
// the same: HTML, aside, Markdown copy, diagnostics, headings, links (the cases one by one are in
// packages/mdx/test/render-from-tree.test.ts). Here: one page in three of every corpus of
// ../shared/corpora (DOCSGEN_TREE_SAMPLE=1: every page), both ways, on worker threads.
const corpora = path.join(path.resolve(repoRoot, process.env.DOCSGEN_SHARED ?? '../shared'), 'corpora');
const present = existsSync(corpora);
if (!present) console.log(`render-paths-corpora: skipped, ${corpora} is absent`);
const sample = Number(process.env.DOCSGEN_TREE_SAMPLE ?? 3);

function tasks(): RenderPathTask[] {
  const all: RenderPathTask[] = [];
  for (const corpus of readdirSync(corpora, { withFileTypes: true })) {
    if (!corpus.isDirectory()) continue;
    const dir = realpathSync(path.join(corpora, corpus.name));
    const config = JSON.parse(readFileSync(path.join(dir, 'docs.json'), 'utf8')) as {
      variables?: Record<string, string>;
    };
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => /\.mdx?$/.test(f) && !f.includes('node_modules'))
      .sort()
      .filter((_, i) => i % sample === 0);
    for (const file of files)
      all.push({
        root: dir,
        file: file.split(path.sep).join('/'),
        label: `${corpus.name}/${file}`,
        variables: config.variables,
      });
  }
  return all;
}

describe.skipIf(!present)('pages rendered from their syntax tree', () => {
  it(`renders ${sample === 1 ? 'every page' : `one page in ${sample}`} of the corpora as the compiled page renders it`, {
    timeout: 900_000,
  }, async () => {
    const all = tasks();
    const workerFile = await bundleForNode(
      path.join(repoRoot, 'tests/render-paths-corpora-worker.ts'),
      path.join(repoRoot, 'node_modules/.cache/docsgen-tests/render-paths-corpora-worker.mjs'),
    );
    const count = Math.max(1, Math.min(4, availableParallelism()));
    const results = await runOnWorkers<RenderPathTask, RenderPathResult>(workerFile, all, count);
    expect(results).toHaveLength(all.length);
    for (const r of results) if (!r.equal) expect(r.fromTree, r.label).toEqual(r.compiled);
    const pages = results.length;
    const fromTreePages = results.filter((r) => r.rendersFromTree).length;
    // Both paths were exercised (the corpora hold pages of both kinds).
    expect(fromTreePages).toBeGreaterThan(0);
    if (pages >= 100) expect(fromTreePages).toBeLessThan(pages);
  });
});
