// Worker for tests/corpora-pages.test.ts: compiles a share of the corpus pages and returns the
// diagnostics each produced. Bundled by the test with esbuild (workers cannot load .ts).
import { answerTasks, compilePageTask, type PageTask } from './compile-page-task.ts';

const ID_ATTRIBUTE = /<[a-zA-Z][^\s>/]*\s[^>]*?(?<=\s)id="([^"]*)"/g;

function repeatedIds(html: string): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const m of html.matchAll(ID_ATTRIBUTE)) (seen.has(m[1]!) ? twice : seen).add(m[1]!);
  return [...twice];
}

await answerTasks(async (t: PageTask & { corpus: string }) => {
  const { source, page } = await compilePageTask(t);
  return {
    page: `${t.corpus}/${t.file}`,
    diagnostics: page.diagnostics.map((d) => ({
      severity: d.severity,
      code: d.code,
      line: d.line,
      message: d.message,
    })),
    htmlBytes: page.html.length,
    // Ids the page holds twice: a `#fragment` link can land on one place only.
    repeatedIds: repeatedIds(page.html),
    // Pages that are only frontmatter (OpenAPI endpoint pages) rightly render no body HTML.
    emptyBody: source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '').trim() === '',
  };
});
