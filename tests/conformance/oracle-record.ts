// What Mintlify's own code made of a docs folder, recorded (tests/conformance/recorded/<folder>.json)
// so that a run over unchanged inputs compares docsgen with it without running Mintlify's compiler
// and prebuild again: they are most of the conformance suite's time (over ten minutes on two cores
// for the corpora), and their answer depends only on what the key below hashes. A folder whose key
// differs (its files, the oracle scripts or the pinned @mintlify versions changed) is run through
// Mintlify again and its recording rewritten, so a stale recording can only cost time, never pass a
// comparison Mintlify would not.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDocsgenOutput } from '../../scripts/docs-pages.mjs';
import type { PageResult } from './page-result.ts';

/** What Mintlify's prebuild wrote for a folder (mintlify-nav.mjs): its navigation's pages and its routes. */
export interface NavOracle {
  nav: string[];
  routes: string[];
}

/** One folder's recording. */
export interface OracleRecording {
  /** The hash of everything Mintlify's answers depend on (see {@link oracleKey}). */
  key: string;
  /** Mintlify's side of each page, by docs-root-relative file. */
  pages: Record<string, NonNullable<PageResult['mintlify']>>;
  /** The prebuild's output, or why it refused the folder. */
  nav: NavOracle | { error: string };
}

const here = import.meta.dirname;
const repoRoot = path.resolve(here, '../..');
const recorded = path.join(here, 'recorded');
// The files Mintlify reads: pages, snippets, docs.json and its `$ref`s, specs, `.mintignore`.
const READ = /\.(mdx?|jsx?|tsx?|mjs|json|ya?ml)$|(^|\/)\.mintignore$/i;
const SKIP = new Set(['node_modules', '.git', 'dist', '.docsgen-cache']);
const ORACLES = ['@mintlify/common', '@mintlify/prebuild', '@mintlify/mdx', '@mintlify/validation'];

function filesOf(dir: string, rel = '', out: string[] = []): string[] {
  for (const name of readdirSync(path.join(dir, rel)).sort()) {
    if (SKIP.has(name)) continue;
    const file = rel ? `${rel}/${name}` : name;
    const stat = statSync(path.join(dir, file));
    // docsgen's output (any --out, a staging folder) is not what Mintlify is asked about.
    if (stat.isDirectory() && !isDocsgenOutput(path.join(dir, file))) filesOf(dir, file, out);
    else if (!stat.isDirectory() && READ.test(file)) out.push(file);
  }
  return out;
}

/**
 * The key of a folder's recording: the pinned versions of Mintlify's packages, the oracle scripts
 * and every file of the folder Mintlify may read (path and bytes).
 */
export function oracleKey(dir: string): string {
  const hash = createHash('sha256');
  for (const pkg of ORACLES) {
    const manifest = path.join(repoRoot, 'node_modules', pkg, 'package.json');
    hash.update(`${pkg}@${existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')).version : '-'}\0`);
  }
  for (const script of ['mintlify-oracle.mjs', 'mintlify-nav.mjs', 'mintlify-side.ts'])
    hash.update(readFileSync(path.join(here, script))).update('\0');
  for (const file of filesOf(dir))
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 32);
}

const fileOf = (name: string) => path.join(recorded, `${name.replace(/[^\w.-]+/g, '-')}.json`);

/** The folder's recording when its key is `key`; undefined when absent or stale. */
export function readRecording(name: string, key: string): OracleRecording | undefined {
  const file = fileOf(name);
  if (!existsSync(file)) return undefined;
  const recording = JSON.parse(readFileSync(file, 'utf8')) as OracleRecording;
  return recording.key === key ? recording : undefined;
}

/** Writes the folder's recording (one line per page, so a change to a page is a one-line diff). */
export function writeRecording(name: string, recording: OracleRecording): void {
  mkdirSync(recorded, { recursive: true });
  const pages = Object.keys(recording.pages)
    .sort()
    .map((p) => `    ${JSON.stringify(p)}: ${JSON.stringify(recording.pages[p])}`);
  const text = `{\n  "key": ${JSON.stringify(recording.key)},\n  "nav": ${JSON.stringify(recording.nav)},\n  "pages": {\n${pages.join(',\n')}\n  }\n}\n`;
  writeFileSync(fileOf(name), text);
}
