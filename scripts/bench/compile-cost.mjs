// The CPU one worker spends compiling pages: `node scripts/bench/compile-cost.mjs DIR`.
// Imports the bundled page worker (packages/cli/dist/page-worker.mjs, run `npm run build` first),
// compiles every .mdx page of DIR one after another in this thread, the way a pool worker does,
// and prints {pages, wallMs, cpuMs} as JSON (loading the worker module is not counted).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mdxFiles } from './mdx-files.mjs';

const dir = process.argv[2];
if (!dir) {
  process.stderr.write('usage: node scripts/bench/compile-cost.mjs DIR\n');
  process.exit(2);
}
const root = fs.realpathSync(dir);
const repo = fileURLToPath(new URL('../..', import.meta.url));
const worker = (await import(pathToFileURL(path.join(repo, 'packages/cli/dist/page-worker.mjs')).href)).default;
let variables;
try {
  variables = JSON.parse(fs.readFileSync(path.join(root, 'docs.json'), 'utf8')).variables;
} catch {
  variables = undefined;
}
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
    // CompileSettings (packages/site/src/compile-settings.ts) of a build with no options, for a
    // docs.json without icons, code styling or api keys (the standard corpus's).
    settings: { variables, base: '/', strict: false, iconLibrary: undefined, codeTheme: undefined, api: undefined },
  };
  // The envelope's shared slots (packages/build/src/pool-worker.ts, ENVELOPE_SLOTS): the worker
  // writes its start flag, thread id and memory held there. 16 slots leave room for more.
  await worker({ task, started: new Int32Array(new SharedArrayBuffer(16 * 4)) });
}
const wallMs = performance.now() - t0;
const cpu = process.cpuUsage(cpu0);
process.stdout.write(`${JSON.stringify({ pages: files.length, wallMs, cpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
