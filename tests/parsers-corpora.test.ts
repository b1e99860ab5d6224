import { readdirSync, readFileSync, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compareParsers } from '../packages/mdx/test/compare-parsers.ts';
import { docsPages, docsVariables } from '../scripts/docs-pages.mjs';

// The parse step (satteri, with micromark as the fallback) does not change a page: a sample of
// every corpus in ../shared/corpora is compiled both ways and the whole CompiledPage compared
// (HTML, diagnostics, headings, links, Markdown…). DOCSGEN_PARSER_PAGES=all compares every page
// and prints the count (minutes); the default is every 40th page of each corpus, first included.
// Snippets and .md files are compiled as pages too: the parse step reads them all.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// DOCSGEN_SHARED points elsewhere (a git worktree has no ../shared beside it), as for the corpora suites.
const corpora = path.join(path.resolve(repoRoot, process.env.DOCSGEN_SHARED ?? '../shared'), 'corpora');
const all = process.env.DOCSGEN_PARSER_PAGES === 'all';
const present = (() => {
  try {
    return statSync(corpora).isDirectory();
  } catch {
    return false;
  }
})();

describe.runIf(present)('satteri and micromark give the same pages', () => {
  for (const corpus of present ? readdirSync(corpora).sort() : []) {
    const root = realpathSync(path.join(corpora, corpus));
    if (!statSync(root).isDirectory()) continue;
    it(corpus, { timeout: all ? 3_600_000 : 60_000 }, async () => {
      const variables = docsVariables(root);
      const pages = docsPages(root, { md: true, snippets: true }).filter((_, i) => all || i % 40 === 0);
      const differing: string[] = [];
      for (const file of pages) {
        const source = readFileSync(path.join(root, file), 'utf8');
        const options = { root, file, source, fallbackTitle: path.basename(file), variables };
        const difference = await compareParsers(options);
        if (difference) differing.push(`${file}: ${difference}`);
      }
      if (all)
        console.log(
          `${corpus}: ${pages.length - differing.length} / ${pages.length} pages equal\n${differing.join('\n')}`,
        );
      expect(pages.length).toBeGreaterThan(0);
      if (!all) expect(differing).toEqual([]);
    });
  }
});
