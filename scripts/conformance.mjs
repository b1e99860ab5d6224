#!/usr/bin/env node
// Compares docsgen with Mintlify's own published code on a docs folder of yours:
//   node scripts/conformance.mjs <docs folder> [more folders…]   (or: npm run conformance -- <dir>)
// For each page: does docsgen read the frontmatter as Mintlify's `parseFrontmatter` does (no
// error, same title and description), does it give every h1–h4 heading the id Mintlify's
// page compiler (`getMdx`) gives it, does every other element id Mintlify's compiler gives (tabs,
// accordions, views, fields, explicit ids) exist on docsgen's page, and does no docsgen page hold an
// id twice; per folder, are the same files pages (not snippets) as for Mintlify's prebuild. Prints
// a table per folder and every disagreement; exits 1 when there is one. Needs the repository's devDependencies (`npm install` in a checkout).
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { bundleForNode } from './bundle-for-node.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs = process.argv.slice(2).filter((a) => !a.startsWith('-'));
if (dirs.length === 0) {
  console.error('Usage: node scripts/conformance.mjs <docs folder> [more folders…]');
  process.exit(2);
}
const outfile = path.join(repoRoot, 'node_modules/.cache/docsgen-tests/conformance-run-pages.mjs');
await bundleForNode(path.join(repoRoot, 'tests/conformance/run-pages.ts'), outfile);
const { formatTable, runFolders } = await import(pathToFileURL(outfile).href);
const started = Date.now();
const folders = dirs.map((d) => ({ name: path.basename(path.resolve(d)), dir: path.resolve(d) }));
// Mintlify's highlighter keeps a cache in `<working folder>/.next`: keep it out of the user's repository.
const work = path.join(os.tmpdir(), 'docsgen-conformance');
mkdirSync(work, { recursive: true });
process.chdir(work);
const rows = await runFolders(folders);
const pages = rows.reduce((n, r) => n + r.pages, 0);
for (const r of rows) for (const d of r.differences) console.log(`${r.name}/${d}`);
for (const r of rows) if (r.navRefused) console.log(`${r.name}: Mintlify's prebuild refuses it: ${r.navRefused}`);
for (const r of rows)
  for (const f of r.mintlifyFailed) console.log(`${r.name}/${f} (Mintlify serves a placeholder; not compared)`);
console.log(`\n${formatTable(rows)}\n(${pages} pages in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
process.exit(rows.some((r) => r.differences.length > 0) ? 1 : 0);
