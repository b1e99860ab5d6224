// Worker of the page conformance run (tests/conformance/pages.test.ts, scripts/conformance.mjs):
// compiles a share of the pages with docsgen and with Mintlify's own compiler and returns, per
// page, what each made of the frontmatter and the heading ids. Bundled with esbuild by
// `run-pages.ts` (workers cannot load .ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { compilePage } from '@docsgen/mdx';
// @ts-expect-error: plain JS module shared with scripts/conformance.mjs.
import { mintlifyFrontmatter, mintlifyHeadingIds } from './mintlify-oracle.mjs';
import type { PageResult, PageTask } from './page-result.ts';

const HEADING_ID = /<h([1-4])\b[^>]*?\sid="([^"]*)"/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** The ids of the h1–h4 elements of rendered HTML, in order. */
function htmlHeadingIds(html: string): string[] {
  return [...html.matchAll(HEADING_ID)].map((m) =>
    m[2]!.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ENTITIES[e]!),
  );
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

async function run(t: PageTask): Promise<PageResult> {
  const source = readFileSync(path.join(t.root, t.file), 'utf8');
  const page = await compilePage({
    root: t.root,
    file: t.file,
    source,
    fallbackTitle: path.basename(t.file).replace(/\.mdx?$/, ''),
    variables: t.variables,
    markdown: false,
  });
  const fm = mintlifyFrontmatter(source) as { attributes?: Record<string, unknown>; error?: string };
  const mintlify = (await mintlifyHeadingIds(t.root, t.file, t.variables)) as { ids?: string[]; error?: string };
  return {
    page: t.file,
    docsgen: {
      ids: htmlHeadingIds(page.html),
      title: text(page.frontmatter.title),
      description: text(page.frontmatter.description),
      frontmatterErrors: page.diagnostics
        .filter((d) => d.severity === 'error' && d.code.startsWith('mdx/frontmatter'))
        .map((d) => `${d.line ?? ''}: ${d.message}`),
      errors: page.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`),
    },
    mintlify: {
      ids: mintlify.ids,
      compileError: mintlify.error,
      frontmatterError: fm.error,
      title: text(fm.attributes?.title),
      description: text(fm.attributes?.description),
    },
  };
}

const results: PageResult[] = [];
for (const t of (workerData as { tasks: PageTask[] }).tasks) {
  try {
    results.push(await run(t));
  } catch (e) {
    results.push({ page: t.file, crash: String((e as Error)?.stack ?? e) });
  }
}
parentPort?.postMessage(results);
