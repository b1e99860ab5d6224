import { existsSync, readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';

// Every .mdx page of the real repositories in ../shared/corpora compiles and renders with no
// error, and the warnings each page produces are pinned (counts by code and file). Pages are
// spread over worker threads: about 2 400 pages at ~50 ms of CPU each.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const corpora = path.join(path.resolve(repoRoot, '../shared'), 'corpora');
const present = existsSync(corpora);
if (!present) console.log(`corpora-pages: skipped, ${corpora} is absent`);

interface Task {
  corpus: string;
  root: string;
  file: string;
  variables?: Record<string, string>;
}

function pagesOf(root: string, dir = root, out: string[] = []): string[] {
  for (const name of readdirSync(dir).sort()) {
    // Snippets are compiled through the pages importing them; they are not pages.
    if (name.startsWith('.') || name === 'node_modules' || name === 'snippets') continue;
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) pagesOf(root, p, out);
    else if (name.endsWith('.mdx')) out.push(path.relative(root, p).split(path.sep).join('/'));
  }
  return out;
}

function tasks(): Task[] {
  const all: Task[] = [];
  for (const corpus of readdirSync(corpora).sort()) {
    const root = realpathSync(path.join(corpora, corpus));
    if (!statSync(root).isDirectory()) continue;
    let variables: Record<string, string> | undefined;
    try {
      variables = JSON.parse(readFileSync(path.join(root, 'docs.json'), 'utf8')).variables;
    } catch {}
    for (const file of pagesOf(root)) all.push({ corpus, root, file, variables });
  }
  return all;
}

async function bundleWorker(): Promise<string> {
  const outfile = path.join(repoRoot, 'node_modules/.cache/docsgen-tests/corpora-pages-worker.mjs');
  await esbuild.build({
    entryPoints: [path.join(repoRoot, 'tests/corpora-pages-worker.ts')],
    outfile,
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    jsxImportSource: 'preact',
    logLevel: 'error',
    // Workspace packages are bundled from source; npm packages load from node_modules.
    plugins: [
      {
        name: 'external-npm',
        setup: (b) =>
          b.onResolve({ filter: /^[^./]/ }, (a) => (a.path.startsWith('@docsgen/') ? undefined : { external: true })),
      },
    ],
    banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  });
  return outfile;
}

type Result = {
  page: string;
  diagnostics: Array<{ severity: string; code: string; line?: number; message: string }>;
  htmlBytes: number;
  emptyBody: boolean;
};

describe.skipIf(!present)('corpora pages', () => {
  it('compile and render with no error; warnings pinned per file', { timeout: 900_000 }, async () => {
    const started = Date.now();
    const all = tasks();
    const workerFile = await bundleWorker();
    const count = Math.max(1, Math.min(4, availableParallelism()));
    // Round-robin so each worker gets every corpus (and warms the same Shiki grammars).
    const shares = Array.from({ length: count }, (_, i) => all.filter((_, j) => j % count === i));
    const results = (
      await Promise.all(
        shares.map(
          (share) =>
            new Promise<Result[]>((resolve, reject) => {
              const worker = new Worker(workerFile, { workerData: { tasks: share } });
              worker.once('message', (m) => {
                resolve(m as Result[]);
                void worker.terminate();
              });
              worker.once('error', reject);
            }),
        ),
      )
    ).flat();
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
  });
});
