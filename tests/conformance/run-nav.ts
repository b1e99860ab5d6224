// Navigation conformance (issue 17, (d)): the pages and endpoint URLs of a docs folder's
// navigation, in order, as docsgen resolves them and as Mintlify's prebuild writes them
// (`src/_props/generatedDocsNav.json`, run in a child process: tests/conformance/mintlify-nav.mjs).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadSite, type NavNode } from '@docsgen/navigation';
import type { NavOracle } from './oracle-record.ts';
import { inFolders } from './run-files.ts';

/** Both lists, normalised (`/index` pages are `/`), and what differs. */
export interface NavComparison {
  docsgen: string[];
  mintlify: string[];
  /** Every route docsgen publishes (pages outside the navigation and generated endpoint pages too). */
  docsgenRoutes: string[];
  /** Every page Mintlify's prebuild knows (its pages and the endpoint pages it generated). */
  mintlifyRoutes: string[];
  /** Why Mintlify's prebuild failed on the folder (then nothing is compared). */
  error?: string;
  differences: string[];
}

const normal = (href: string) => href.replace(/\/index$/, '') || '/';

function docsgenPages(nodes: NavNode[], out: string[] = []): string[] {
  for (const n of nodes) {
    if (n.type === 'page' || n.type === 'endpoint') out.push(normal(n.url));
    if (n.type === 'group' && n.rootUrl) out.push(normal(n.rootUrl));
    if ('children' in n && Array.isArray(n.children)) docsgenPages(n.children, out);
  }
  return out;
}

/** The routes only one side has (the first few of each, with how many). */
function routeDifferences(docsgen: string[], mintlify: string[]): string[] {
  const ours = new Set(docsgen);
  const theirs = new Set(mintlify);
  const out: string[] = [];
  for (const [label, list, other] of [
    ['docsgen only', docsgen, theirs],
    ['Mintlify only', mintlify, ours],
  ] as const) {
    const only = list.filter((u) => !other.has(u));
    if (only.length) out.push(`routes, ${label} (${only.length}): ${only.slice(0, 5).join(' ')}`);
  }
  return out;
}

/** What Mintlify's prebuild makes of `dir` (`oracle`: the path of mintlify-nav.mjs), or why it refused it. */
export async function mintlifyNav(dir: string, oracle: string): Promise<NavOracle | { error: string }> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'docsgen-prebuild-'));
  try {
    const out = path.join(work, 'nav.json');
    await promisify(execFile)(process.execPath, [oracle, path.resolve(dir), out], {
      cwd: work,
      timeout: 600_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    return JSON.parse(readFileSync(out, 'utf8')) as NavOracle;
  } catch (e) {
    // Mintlify's build refuses the folder (its docs.json, say): nothing to compare here; whether
    // docsgen must refuse it too is the docs.json acceptance check's business (issue 17, (a)).
    const message = String((e as Error).message ?? e).split('\n')[0]!;
    const stderr = String((e as { stderr?: unknown }).stderr ?? '');
    return { error: /Invalid docs\.json:\s*\n(.*)/.exec(stderr)?.[1]?.trim() ?? message };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Compares docsgen's navigation and routes of `dir` with what Mintlify's prebuild made of it; the
 * pages Mintlify found in `ignored` folders (docsgen's own output: see compareFiles) are left out.
 */
export async function compareNavigation(
  dir: string,
  written: NavOracle | { error: string },
  ignored: readonly string[] = [],
): Promise<NavComparison> {
  const site = await loadSite(dir);
  const docsgen = docsgenPages(site.nav);
  const docsgenRoutes = [...new Set(site.routes.map((r) => normal(r.url)))].sort();
  if ('error' in written)
    return { docsgen, mintlify: [], docsgenRoutes, mintlifyRoutes: [], error: written.error, differences: [] };
  const mintlify = written.nav.map(normal);
  // AGENTS.md and CLAUDE.md are assistant instructions, a page on Mintlify but deliberately none in
  // docsgen unless listed (collect-pages.ts, `docsgen init` writes one): not compared.
  const instructions = (u: string) => /(^|\/)(AGENTS|CLAUDE)$/.test(u) && !docsgen.includes(u);
  const mintlifyRoutes = [...new Set(written.routes.map(normal))]
    .filter((u) => !instructions(u) && !inFolders(u, ignored))
    .sort();
  const differences = routeDifferences(docsgenRoutes, mintlifyRoutes);
  for (let i = 0; i < Math.max(docsgen.length, mintlify.length); i++) {
    if (docsgen[i] !== mintlify[i]) {
      differences.push(`navigation #${i + 1}: docsgen ${docsgen[i] ?? '(none)'} ≠ ${mintlify[i] ?? '(none)'}`);
      break; // the first difference explains the rest of a shifted list
    }
  }
  return { docsgen, mintlify, docsgenRoutes, mintlifyRoutes, differences };
}
