// The CPU one worker spends compiling pages: `node scripts/bench/compile-cost.mjs DIR`.
// Imports the bundled page worker (packages/cli/dist/page-worker.mjs, run `npm run build` first),
// compiles every .mdx page of DIR one after another in this thread, the way a pool worker does,
// and prints {pages, wallMs, cpuMs} as JSON (loading the worker module is not counted).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mdxFiles } from './mdx-files.mjs';
import { importBundled } from './page-processor.mjs';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: node scripts/bench/compile-cost.mjs DIR\n');
  process.exit(2);
}
const root = fs.realpathSync(dir);
const repo = fileURLToPath(new URL('../..', import.meta.url));
const worker = (await import(pathToFileURL(path.join(repo, 'packages/cli/dist/page-worker.mjs')).href)).default;
// The task's settings and the envelope the pool posts, made by the build's own code so their shapes
// follow it. The code theme is the default's (undefined): docs.json's styling.codeblocks is not read.
const { compileSettings } = await importBundled('packages/site/src/compile-settings.ts', 'compile-settings.mjs');
const { ENVELOPE_SLOTS } = await importBundled('packages/build/src/pool-worker.ts', 'pool-worker.mjs');
let config = {};
try {
  config = JSON.parse(fs.readFileSync(path.join(root, 'docs.json'), 'utf8'));
} catch {}
const settings = compileSettings(config, { base: '/' }, undefined);
const files = mdxFiles(root);
const sources = files.map((f) => fs.readFileSync(f, 'utf8'));
const cpu0 = process.cpuUsage();
const t0 = performance.now();
for (let i = 0; i < files.length; i++) {
  const file = path.relative(root, files[i]).split(path.sep).join('/');
  const task = {
    root,
    file,
    source: sources[i],
    fallbackTitle: path.basename(file, '.mdx'),
    settings,
  };
  await worker({ task, started: new Int32Array(new SharedArrayBuffer(ENVELOPE_SLOTS * 4)) });
}
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(`${JSON.stringify({ pages: files.length, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
