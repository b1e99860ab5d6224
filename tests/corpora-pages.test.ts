import { existsSync, readdirSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsPages } from '../scripts/docs-pages.mjs';
import { repoRoot } from './build-helpers.ts';
import { conformanceRun } from './conformance/conformance-run.ts';

// Every .mdx page of the real repositories in ../shared/corpora compiles and renders with no
// error and no id twice, and the warnings each page produces are pinned (counts by code and file).
// The pages are compiled once per test run, for this suite and the page conformance suite
// (tests/conformance/conformance-run.ts: about 2 400 pages, spread over worker threads).
// DOCSGEN_SHARED points elsewhere (a git worktree has no ../shared beside it), as for the other corpora suites.
const corpora = path.join(path.resolve(repoRoot, process.env.DOCSGEN_SHARED ?? '../shared'), 'corpora');
const present = existsSync(corpora);
if (!present) console.log(`corpora-pages: skipped, ${corpora} is absent`);

/** Every .mdx page of every corpus, as `corpus/file`. */
function pages(): string[] {
  const all: string[] = [];
  for (const corpus of readdirSync(corpora).sort()) {
    const root = realpathSync(path.join(corpora, corpus));
    if (!statSync(root).isDirectory()) continue;
    for (const file of docsPages(root)) all.push(`${corpus}/${file}`);
  }
  return all;
}

describe.skipIf(!present)('corpora pages', () => {
  // As long as the conformance suite's: it waits for the same run.
  it('compile and render with no error; warnings pinned per file', { timeout: 1_200_000 }, async () => {
    const started = Date.now();
    const all = pages();
    const compiled = new Map((await conformanceRun()).corpusPages.map((p) => [p.page, p]));
    const results = all.map((page) => ({ page, ...compiled.get(page) }));
    console.log(`corpora-pages: ${results.length} pages (the shared compile) in ${Date.now() - started} ms`);

    // Every page was compiled, none crashed the compile.
    expect(results.filter((r) => !r.facts).map((r) => `${r.page}: ${r.crash ?? 'not compiled'}`)).toEqual([]);
    const facts = results.map((r) => ({ page: r.page, ...r.facts! }));
    expect(facts).toHaveLength(all.length);
    const errors = facts.flatMap((r) =>
      r.diagnostics.filter((d) => d.severity === 'error').map((d) => `${r.page}:${d.line} ${d.code} ${d.message}`),
    );
    expect(errors).toEqual([]);
    // Empty HTML alone is not a failure: endpoint pages are only frontmatter, and some snippet
    // components render nothing on the server (mintlify-docs' widget preview host).
    expect(facts.filter((r) => r.htmlBytes === 0 && !r.emptyBody).length).toBeLessThan(10);

    const byFile: Record<string, Record<string, number>> = {};
    for (const r of facts.sort((a, b) => (a.page < b.page ? -1 : 1))) {
      for (const d of r.diagnostics) {
        const key = `${d.severity} ${d.code}`;
        byFile[r.page] ??= {};
        byFile[r.page]![key] = (byFile[r.page]![key] ?? 0) + 1;
      }
    }
    expect(byFile).toMatchSnapshot();
    // No page holds one id twice (a deep link lands on one place).
    expect(facts.filter((r) => r.repeatedIds.length > 0).map((r) => `${r.page}: ${r.repeatedIds.join(', ')}`)).toEqual(
      [],
    );
  });
});
