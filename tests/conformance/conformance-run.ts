// The page conformance run over every corpus of ../shared/corpora and the repository's own docs
// folders (tests/conformance/pages.test.ts), made once per test run (tests/shared-output.ts): its
// table rows, and docsgen's compile of each corpus page as tests/corpora-pages.test.ts judges it.
// The corpora's ~2,400 pages are compiled once for both suites.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { sharedOutput } from '../shared-output.ts';
import type { PageResult } from './page-result.ts';
import { type ConformanceRow, runFolders } from './run-pages.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');
/** ../shared/corpora, or DOCSGEN_SHARED/corpora (a git worktree has no ../shared beside it). */
export const corpora = path.join(path.resolve(repoRoot, process.env.DOCSGEN_SHARED ?? '../shared'), 'corpora');

/** The folders compared: every corpus (when ../shared is there), then the repository's own sites. */
export function conformanceFolders(): Array<{ name: string; dir: string; corpus: boolean }> {
  const out: Array<{ name: string; dir: string; corpus: boolean }> = [];
  if (existsSync(corpora)) {
    for (const name of readdirSync(corpora).sort()) {
      const dir = path.join(corpora, name);
      if (statSync(dir).isDirectory() && existsSync(path.join(dir, 'docs.json'))) out.push({ name, dir, corpus: true });
    }
  } else console.log(`conformance: ${corpora} is absent; only the repository's own sites are compared`);
  for (const rel of [
    'example-docs',
    'tests/sites/basic',
    'tests/fixtures/mcp-docs',
    'tests/fixtures/search-docs',
    'tests/conformance/heading-cases',
    'tests/conformance/id-cases',
  ]) {
    out.push({ name: rel, dir: path.join(repoRoot, rel), corpus: false });
  }
  return out;
}

/** One corpus page as docsgen compiled it in the run: its `corpus/file` name, and its facts (none when it crashed). */
export interface CorpusPage {
  page: string;
  facts?: PageResult['facts'];
  crash?: string;
}

/** What the run found: the table's rows and how long it took, and the corpora's pages. */
export interface ConformanceRun {
  rows: ConformanceRow[];
  ms: number;
  corpusPages: CorpusPage[];
}

/** The run, made once per test run with Mintlify's side read from its recordings where they hold. */
export async function conformanceRun(): Promise<ConformanceRun> {
  const { value } = await sharedOutput('conformance-pages', async (): Promise<ConformanceRun> => {
    const started = Date.now();
    const folders = conformanceFolders();
    const corpusPages: CorpusPage[] = [];
    const rows = await runFolders(folders, undefined, undefined, true, (folder, results) => {
      if (!folders.find((f) => f.dir === folder.dir)?.corpus) return;
      for (const r of results) corpusPages.push({ page: `${folder.name}/${r.page}`, facts: r.facts, crash: r.crash });
    });
    return { rows, ms: Date.now() - started, corpusPages };
  });
  return value;
}
