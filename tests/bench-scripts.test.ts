// The benchmark's measuring scripts (scripts/bench/*.mjs) run against today's code and print their
// figures. They import the page worker and packages directly, so a change to a task's shape can
// break one while every other test passes; `npm run bench` then printed the table without that line
// (it did, for the page worker's figure, for several landings).
import { spawnSync } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, writeBenchCorpus } from './build-helpers.ts';

const PAGES = 12;
let root = '';
let pages = 0;

beforeAll(async () => {
  root = await writeBenchCorpus(PAGES, 'docsgen-bench-scripts-');
  pages = (await readdir(root, { recursive: true })).filter((f) => String(f).endsWith('.mdx')).length;
}, 60_000);

afterAll(async () => {
  if (root) await rm(resolve(root, '..'), { recursive: true, force: true });
});

/** Runs a measuring script on the corpus; its last line of output, as JSON. */
function measure(script: string, ...args: string[]): Record<string, number> {
  const run = spawnSync(process.execPath, [join('scripts/bench', script), root, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout.trim().split('\n').pop() ?? '');
}

describe('the benchmark measuring scripts', () => {
  it('compile-cost compiles every page through the bundled page worker', () => {
    const r = measure('compile-cost.mjs');
    expect(r.pages).toBe(pages);
    expect(r.cpuMs).toBeGreaterThan(0);
  }, 120_000);

  it('highlight-cost highlights the fenced blocks of the pages', () => {
    const r = measure('highlight-cost.mjs');
    expect(r.blocks).toBeGreaterThan(0);
    expect(r.distinct).toBeGreaterThan(0);
    expect(r.distinct).toBeLessThanOrEqual(r.blocks);
    expect(r.cpuMs).toBeGreaterThan(0);
  }, 120_000);

  it('parse-floor parses with satteri, and render-paths renders both ways alike', () => {
    expect(measure('parse-floor.mjs', 'satteri')).toMatchObject({ parser: 'satteri', pages });
    const paths = measure('render-paths.mjs');
    expect(paths).toMatchObject({ pages, failed: 0, differing: 0 });
    expect(paths.fromTreeMs).toBeGreaterThan(0);
    expect(paths.fromTreeMs).toBeLessThan(paths.treeMs);
  }, 120_000);
});
