// Worker of the page conformance run (tests/conformance/pages.test.ts, scripts/conformance.mjs):
// compiles a share of the pages with docsgen and with Mintlify's own compiler and returns, per
// page, what each made of the frontmatter and the heading ids, and what tests/corpora-pages.test.ts
// checks of docsgen's compile (diagnostics, HTML size, repeated ids), so the corpora's pages are
// compiled once for both suites. Bundled with esbuild by
// `run-pages.ts` (workers cannot load .ts).
import type { CompiledPage } from '@docsgen/mdx';
import { answerTasks, compilePageTask } from '../compile-page-task.ts';
import { mintlifySide } from './mintlify-side.ts';
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
  return {
    page: t.file,
    docsgen: docsgenSide(page),
    facts: pageFacts(source, page),
    mintlify: t.mintlify ?? (await mintlifySide(t, source)),
  };
}

/** What the corpora pages suite (tests/corpora-pages.test.ts) checks of the same compile. */
function pageFacts(source: string, page: CompiledPage): NonNullable<PageResult['facts']> {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const m of page.html.matchAll(ELEMENT_ID)) (seen.has(m[1]!) ? twice : seen).add(m[1]!);
  return {
    diagnostics: page.diagnostics.map((d) => ({
      severity: d.severity,
      code: d.code,
      line: d.line,
      message: d.message,
    })),
    htmlBytes: page.html.length,
    // Ids the page holds twice (as written in the HTML): a `#fragment` link can land on one place only.
    repeatedIds: [...twice],
    // Pages that are only frontmatter (OpenAPI endpoint pages) rightly render no body HTML.
    emptyBody: source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '').trim() === '',
  };
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

await answerTasks(async (t: PageTask): Promise<PageResult> => {
  try {
    return await run(t);
  } catch (e) {
    return { page: t.file, crash: String((e as Error)?.stack ?? e) };
  }
});
