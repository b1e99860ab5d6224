// Worker of the page conformance run (tests/conformance/pages.test.ts, scripts/conformance.mjs):
// compiles a share of the pages with docsgen and with Mintlify's own compiler and returns, per
// page, what each made of the frontmatter and the heading ids. Bundled with esbuild by
// `run-pages.ts` (workers cannot load .ts).
import type { CompiledPage } from '@docsgen/mdx';
import { answerTasks, compilePageTask } from '../compile-page-task.ts';
import type { PageResult, PageTask } from './page-result.ts';

const HEADING_ID = /<h([1-4])\b[^>]*?\sid="([^"]*)"/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/** The ids of the h1–h4 elements of rendered HTML, in order. */
function htmlHeadingIds(html: string): string[] {
  return [...html.matchAll(HEADING_ID)].map((m) =>
    m[2]!.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ENTITIES[e]!),
  );
}

const ELEMENT_ID = /<[a-zA-Z][^\s>/]*\s[^>]*?(?<=\s)id="([^"]*)"/g;

/** Every element id of rendered HTML, in order, repeats kept. */
function htmlElementIds(html: string): string[] {
  return [...html.matchAll(ELEMENT_ID)].map((m) =>
    m[1]!.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => ENTITIES[e]!),
  );
}

const text = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

async function run(t: PageTask): Promise<PageResult> {
  const { source, page } = await compilePageTask(t);
  return { page: t.file, docsgen: docsgenSide(page), mintlify: t.mintlify ?? (await mintlifySide(t, source)) };
}

/** What docsgen made of the page. */
function docsgenSide(page: CompiledPage): NonNullable<PageResult['docsgen']> {
  return {
    ids: htmlHeadingIds(page.html),
    elementIds: htmlElementIds(page.html),
    title: text(page.frontmatter.title),
    description: text(page.frontmatter.description),
    frontmatterErrors: page.diagnostics
      .filter((d) => d.severity === 'error' && d.code.startsWith('mdx/frontmatter'))
      .map((d) => `${d.line ?? ''}: ${d.message}`),
    errors: page.diagnostics.filter((d) => d.severity === 'error').map((d) => `${d.code} ${d.message}`),
  };
}

/** What Mintlify's own code makes of the page (unless its recording came with the task). */
async function mintlifySide(t: PageTask, source: string): Promise<NonNullable<PageResult['mintlify']>> {
  // Loaded on first use: with every page recorded, the worker never loads Mintlify's compiler.
  // @ts-expect-error: plain JS module shared with scripts/conformance.mjs.
  const { mintlifyFrontmatter, mintlifyHeadingIds } = await import('./mintlify-oracle.mjs');
  const fm = mintlifyFrontmatter(source) as { attributes?: Record<string, unknown>; error?: string };
  const mintlify = (await mintlifyHeadingIds(t.root, t.file, t.variables)) as {
    ids?: string[];
    elementIds?: string[];
    error?: string;
  };
  return {
    ids: mintlify.ids,
    elementIds: mintlify.elementIds,
    compileError: mintlify.error,
    frontmatterError: fm.error,
    title: text(fm.attributes?.title),
    description: text(fm.attributes?.description),
  };
}

await answerTasks(async (t: PageTask): Promise<PageResult> => {
  try {
    return await run(t);
  } catch (e) {
    return { page: t.file, crash: String((e as Error)?.stack ?? e) };
  }
});
