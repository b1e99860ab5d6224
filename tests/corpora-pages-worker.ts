// Worker for tests/corpora-pages.test.ts: compiles a share of the corpus pages and returns the
// diagnostics each produced. Bundled by the test with esbuild (workers cannot load .ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { compilePage } from '@docsgen/mdx';

interface Task {
  corpus: string;
  root: string;
  file: string;
  variables?: Record<string, string>;
}

const tasks = (workerData as { tasks: Task[] }).tasks;
const results: Array<{
  page: string;
  diagnostics: Array<{ severity: string; code: string; line?: number; message: string }>;
  htmlBytes: number;
  emptyBody: boolean;
}> = [];
for (const t of tasks) {
  const source = readFileSync(path.join(t.root, t.file), 'utf8');
  const page = await compilePage({
    root: t.root,
    file: t.file,
    source,
    fallbackTitle: path.basename(t.file).replace(/\.mdx?$/, ''),
    variables: t.variables,
    markdown: false,
  });
  results.push({
    page: `${t.corpus}/${t.file}`,
    diagnostics: page.diagnostics.map((d) => ({
      severity: d.severity,
      code: d.code,
      line: d.line,
      message: d.message,
    })),
    htmlBytes: page.html.length,
    // Pages that are only frontmatter (OpenAPI endpoint pages) rightly render no body HTML.
    emptyBody: source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '').trim() === '',
  });
}
parentPort?.postMessage(results);
