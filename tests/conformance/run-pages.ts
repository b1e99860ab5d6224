// Runs the page conformance comparison (docsgen against Mintlify's own compiler) over docs
// folders, spread over worker threads, and sums it up as one table row per folder.
import { existsSync, realpathSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleForNode } from '../../scripts/bundle-for-node.mjs';
import { docsgenOutputFolders, docsPages, docsVariables } from '../../scripts/docs-pages.mjs';
import { runOnWorkers } from '../run-on-workers.ts';
import { type NavOracle, type OracleRecording, oracleKey, readRecording, writeRecording } from './oracle-record.ts';
import type { PageResult, PageTask } from './page-result.ts';
import { compareFiles, type FileComparison } from './run-files.ts';
import { compareNavigation, mintlifyNav } from './run-nav.ts';

/**
 * docsgen's one deliberate difference in which files are pages: the assistant instructions
 * AGENTS.md and CLAUDE.md (which `docsgen init` writes) are not published; Mintlify publishes them.
 */
const ASSISTANT_FILES = /^(?:.*\/)?(AGENTS|CLAUDE)\.mdx?: docsgen not a page/i;

const WORKER = 'tests/conformance/pages-worker.ts';

/** The repository: the nearest folder up holding the worker (this file also runs bundled, from node_modules/.cache). */
function findRepoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!existsSync(path.join(dir, WORKER)) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return dir;
}

/** The tasks of one docs folder: its pages but snippets and README-like .md files, its docs.json `variables` applied as both tools apply them. */
export function tasksOf(folder: string): PageTask[] {
  const root = realpathSync(folder);
  const variables = docsVariables(root);
  return docsPages(root, { md: true, repositoryFiles: false }).map((file) => ({ root, file, variables }));
}

/** Bundles the worker (docsgen's packages from source) to a file; `outfile` default in node_modules/.cache. */
export async function bundleWorker(outfile?: string): Promise<string> {
  const repoRoot = findRepoRoot();
  return bundleForNode(
    path.join(repoRoot, WORKER),
    outfile ?? path.join(repoRoot, 'node_modules/.cache/docsgen-tests/conformance-pages-worker.mjs'),
  );
}

/** Compares every task, on up to `workers` threads; results in task order. */
export async function runPages(
  tasks: PageTask[],
  workers = availableParallelism(),
  workerFile?: string,
): Promise<PageResult[]> {
  workerFile ??= await bundleWorker();
  return runOnWorkers<PageTask, PageResult>(workerFile, tasks, workers, { quiet: true });
}

/** One folder's line of the table, and every disagreement behind its numbers. */
export interface ConformanceRow {
  name: string;
  pages: number;
  /** Pages Mintlify's compiler fails on (not compared for heading ids). */
  mintlifyFails: number;
  /** Those pages, with Mintlify's reason. */
  mintlifyFailed: string[];
  frontmatterDisagreements: number;
  headingIds: number;
  headingIdsDiffering: number;
  /** Element ids Mintlify's compiler gives (headings, tabs, accordions, views, fields, explicit ids). */
  elementIds: number;
  /** Those absent from docsgen's page (a deep link that would land nowhere). */
  elementIdsMissing: number;
  /** Pages of docsgen holding one id twice. */
  duplicateIdPages: number;
  /** Markdown files Mintlify's prebuild makes pages. */
  filePages?: number;
  /** Markdown files classified differently (page or not) by docsgen and Mintlify's prebuild. */
  filesDiffering?: number;
  /** Pages and endpoints in the navigation, as Mintlify's prebuild lists them. */
  navPages?: number;
  /** Whether docsgen's list differs (a shift makes every later entry differ: the first is reported). */
  navDiffers?: boolean;
  /** Why Mintlify's prebuild refused the folder, when it did. */
  navRefused?: string;
  /** docsgen's own output folders inside it (e.g. the `dist` of `npm run example`), left out on both sides, with their file counts. */
  ignored?: Array<{ dir: string; files: number }>;
  /** Pages Mintlify's prebuild knows (files it takes as pages and endpoint pages it generated), compared as a set. */
  routes?: number;
  differences: string[];
}

/** Sums up the results of one folder. */
export function summarize(name: string, results: PageResult[]): ConformanceRow {
  const row: ConformanceRow = {
    name,
    pages: results.length,
    mintlifyFails: 0,
    mintlifyFailed: [],
    frontmatterDisagreements: 0,
    headingIds: 0,
    headingIdsDiffering: 0,
    elementIds: 0,
    elementIdsMissing: 0,
    duplicateIdPages: 0,
    differences: [],
  };
  for (const r of results) {
    if (r.crash || !r.docsgen || !r.mintlify) {
      row.differences.push(`${r.page}: comparison crashed: ${r.crash}`);
      continue;
    }
    const { docsgen: d, mintlify: m } = r;
    if (!m.frontmatterError) {
      const fm: string[] = [...d.frontmatterErrors.map((e) => `docsgen frontmatter error ${e}`)];
      if (d.title !== m.title) fm.push(`title ${JSON.stringify(d.title)} ≠ ${JSON.stringify(m.title)}`);
      if (d.description !== m.description)
        fm.push(`description ${JSON.stringify(d.description)} ≠ ${JSON.stringify(m.description)}`);
      if (fm.length > 0) {
        row.frontmatterDisagreements++;
        row.differences.push(`${r.page}: frontmatter: ${fm.join('; ')}`);
      }
    }
    if (!m.ids) {
      row.mintlifyFails++;
      row.mintlifyFailed.push(`${r.page}: ${m.compileError ?? 'no ids'}`);
      continue;
    }
    row.headingIds += m.ids.length;
    const differing = countDiffering(d.ids, m.ids);
    row.headingIdsDiffering += differing;
    if (differing > 0) row.differences.push(`${r.page}: heading ids: ${describeIds(d.ids, m.ids)}`);
    const repeated = repeats(d.elementIds);
    if (repeated.length > 0) {
      row.duplicateIdPages++;
      row.differences.push(`${r.page}: docsgen repeats ids ${JSON.stringify(repeated)}`);
    }
    const ours = new Set(d.elementIds);
    const missing = (m.elementIds ?? []).filter((id) => !ours.has(id));
    row.elementIds += m.elementIds?.length ?? 0;
    row.elementIdsMissing += missing.length;
    if (missing.length > 0)
      row.differences.push(`${r.page}: element ids Mintlify gives, docsgen not: ${JSON.stringify(missing)}`);
  }
  return row;
}

/** The ids that occur more than once, each once. */
function repeats(ids: string[]): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const id of ids) (seen.has(id) ? twice : seen).add(id);
  return [...twice];
}

/** Headings of Mintlify's list whose id docsgen does not give at the same position (plus extras). */
function countDiffering(docsgen: string[], mintlify: string[]): number {
  let n = Math.max(0, docsgen.length - mintlify.length);
  mintlify.forEach((id, i) => {
    if (docsgen[i] !== id) n++;
  });
  return n;
}

function describeIds(docsgen: string[], mintlify: string[]): string {
  const parts: string[] = [];
  for (let i = 0; i < Math.max(docsgen.length, mintlify.length); i++) {
    if (docsgen[i] !== mintlify[i])
      parts.push(`#${i + 1} docsgen ${JSON.stringify(docsgen[i])} ≠ ${JSON.stringify(mintlify[i])}`);
  }
  return parts.join(', ');
}

/** The table, as printed by the suite and the script. */
export function formatTable(rows: ConformanceRow[]): string {
  const head = [
    'folder',
    'pages',
    'Mintlify fails',
    'frontmatter disagreements',
    'heading ids differing / total',
    'element ids missing / total',
    'pages repeating an id',
    'files classified differently / pages',
    'navigation and routes (pages)',
  ];
  const lines = rows.map((r) => [
    r.name,
    String(r.pages),
    String(r.mintlifyFails),
    String(r.frontmatterDisagreements),
    `${r.headingIdsDiffering} / ${r.headingIds}`,
    `${r.elementIdsMissing} / ${r.elementIds}`,
    String(r.duplicateIdPages),
    r.filePages === undefined ? '' : `${r.filesDiffering} / ${r.filePages}`,
    r.navRefused !== undefined
      ? 'Mintlify refuses'
      : r.navPages === undefined
        ? ''
        : `${r.navDiffers ? 'differs' : 'same'} (${r.navPages}; ${r.routes ?? 0} routes)`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
  return [fmt(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...lines.map(fmt)].join('\n');
}

/**
 * Compares every page and the navigation of each folder (pages on one set of workers); one row per
 * folder, and each folder's page results to `onResults`. With `record`, Mintlify's side is read from each folder's recording when its key still
 * matches, and recorded anew for the folders it had to run (see oracle-record.ts).
 */
export async function runFolders(
  folders: Array<{ name: string; dir: string }>,
  workers?: number,
  workerFile?: string,
  record = false,
  onResults?: (folder: { name: string; dir: string }, results: PageResult[]) => void,
): Promise<ConformanceRow[]> {
  const all = folders.map((f) => {
    const key = record ? oracleKey(f.dir) : '';
    const recording = record ? readRecording(f.name, key) : undefined;
    const tasks = tasksOf(f.dir).map((t) => ({ ...t, mintlify: recording?.pages[t.file] }));
    return { ...f, key, recording, tasks };
  });
  const oracle = path.join(findRepoRoot(), 'tests/conformance/mintlify-nav.mjs');
  // Mintlify's prebuild runs in child processes, one folder at a time, beside the page workers.
  const navs = (async () => {
    const out: Array<NavOracle | { error: string }> = [];
    for (const f of all) out.push(f.recording?.nav ?? (await mintlifyNav(f.dir, oracle)));
    return out;
  })();
  const results = await runPages(
    all.flatMap((f) => f.tasks),
    workers,
    workerFile,
  );
  const written = await navs;
  const files: FileComparison[] = [];
  const ignored = all.map((f) => docsgenOutputFolders(f.dir));
  for (const [i, f] of all.entries())
    files.push(
      await compareFiles(
        f.dir,
        ignored[i]!.map((o) => o.dir),
      ),
    );
  const rows: ConformanceRow[] = [];
  let at = 0;
  for (const [i, f] of all.entries()) {
    const mine = results.slice(at, at + f.tasks.length);
    at += f.tasks.length;
    onResults?.(f, mine);
    if (record && !f.recording) saveRecording(f, mine, written[i]!);
    const nav = await compareNavigation(
      f.dir,
      written[i]!,
      ignored[i]!.map((o) => o.dir),
    );
    const row = summarize(f.name, mine);
    row.ignored = ignored[i]!;
    row.navPages = nav.mintlify.length;
    row.routes = nav.mintlifyRoutes.length;
    row.navDiffers = nav.differences.length > 0;
    row.navRefused = nav.error;
    row.differences.push(...nav.differences);
    row.filePages = files[i]!.mintlifyPages;
    const fileDifferences = files[i]!.differences.filter((d) => !ASSISTANT_FILES.test(d));
    row.filesDiffering = fileDifferences.length;
    row.differences.push(...fileDifferences);
    rows.push(row);
  }
  return rows;
}

/** Records Mintlify's side of a folder just run (pages whose comparison crashed are left out: run again next time). */
function saveRecording(
  f: { name: string; key: string },
  results: PageResult[],
  nav: NavOracle | { error: string },
): void {
  const pages: OracleRecording['pages'] = {};
  for (const r of results) if (r.mintlify) pages[r.page] = r.mintlify;
  writeRecording(f.name, { key: f.key, nav, pages });
}
