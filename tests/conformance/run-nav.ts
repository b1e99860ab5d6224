// Navigation conformance (issue 17, (d)): the pages and endpoint URLs of a docs folder's
// navigation, in order, as docsgen resolves them and as Mintlify's prebuild writes them
// (`src/_props/generatedDocsNav.json`, run in a child process: tests/conformance/mintlify-nav.mjs).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadSite, type NavNode } from '@docsgen/navigation';

/** Both lists, normalised (`/index` pages are `/`), and what differs. */
export interface NavComparison {
  docsgen: string[];
  mintlify: string[];
  /** Undefined when Mintlify's prebuild failed on the folder. */
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

/** Runs both on `dir`; `oracle` is the path of mintlify-nav.mjs. */
export async function compareNavigation(dir: string, oracle: string): Promise<NavComparison> {
  const site = await loadSite(dir);
  const docsgen = docsgenPages(site.nav);
  const work = mkdtempSync(path.join(os.tmpdir(), 'docsgen-prebuild-'));
  try {
    const out = path.join(work, 'nav.json');
    await promisify(execFile)(process.execPath, [oracle, path.resolve(dir), out], {
      cwd: work,
      timeout: 600_000,
      maxBuffer: 64 * 1024 * 1024,
    });
    const mintlify = (JSON.parse(readFileSync(out, 'utf8')) as string[]).map(normal);
    const differences: string[] = [];
    for (let i = 0; i < Math.max(docsgen.length, mintlify.length); i++) {
      if (docsgen[i] !== mintlify[i]) {
        differences.push(`navigation #${i + 1}: docsgen ${docsgen[i] ?? '(none)'} ≠ ${mintlify[i] ?? '(none)'}`);
        break; // the first difference explains the rest of a shifted list
      }
    }
    return { docsgen, mintlify, differences };
  } catch (e) {
    const message = String((e as Error).message ?? e).split('\n')[0]!;
    return {
      docsgen,
      mintlify: [],
      error: message,
      differences: [`navigation: Mintlify's prebuild failed: ${message}`],
    };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}
