// Drives `docsgen dev` in this process (through the bundled API) on a corpus: the time from saving a
// page to the new content being served (median of 20 edits), a docs.json change, and heap/FD growth
// over 500 edits. Prints one line `DEV {json}`. Run with --expose-gc.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
const { startDevServer, themeFor } = await import('../../packages/cli/dist/api.mjs');
const server = await startDevServer({ root: dir, port: 0, host: '127.0.0.1', themeFor, open: false, log: () => {} });
const base = server.url.replace(/\/$/, '');

const pageFile = pickPage(dir);
const rel = path
  .relative(dir, pageFile)
  .replace(/\\/g, '/')
  .replace(/\.mdx$/, '');
const pageUrl = `${base}/${rel}`;
const original = fs.readFileSync(pageFile, 'utf8');

async function served(url, marker, timeoutMs = 10_000) {
  const t0 = performance.now();
  while (performance.now() - t0 < timeoutMs) {
    const res = await fetch(url).catch(() => undefined);
    if (res?.ok && (await res.text()).includes(marker)) return performance.now();
    await new Promise((r) => setTimeout(r, 2));
  }
  throw new Error(`timed out waiting for ${marker} at ${url}`);
}

const times = [];
for (let i = 0; i < 20; i++) {
  const marker = `bench-marker-${i}-${Date.now()}`;
  const t0 = performance.now();
  fs.writeFileSync(pageFile, `${original}\n\n${marker}\n`);
  times.push((await served(pageUrl, marker)) - t0);
}
times.sort((a, b) => a - b);

const configFile = path.join(dir, 'docs.json');
const config = fs.readFileSync(configFile, 'utf8');
const newName = `Bench Renamed ${Date.now()}`;
const c0 = performance.now();
fs.writeFileSync(configFile, config.replace(/"name":\s*"[^"]*"/, `"name": "${newName}"`));
const configChangeMs = (await served(pageUrl, newName)) - c0;
fs.writeFileSync(configFile, config);

const fds = () => fs.readdirSync('/proc/self/fd').length;
globalThis.gc?.();
const heap0 = process.memoryUsage().heapUsed;
const fd0 = fds();
for (let i = 0; i < 500; i++) {
  const marker = `soak-${i}`;
  fs.writeFileSync(pageFile, `${original}\n\n${marker}\n`);
  await served(pageUrl, marker);
}
globalThis.gc?.();
await new Promise((r) => setTimeout(r, 200));
globalThis.gc?.();
const heap1 = process.memoryUsage().heapUsed;
fs.writeFileSync(pageFile, original);
await server.close();
const result = {
  saveToServedMedianMs: times[Math.floor(times.length / 2)],
  saveToServedP90Ms: times[Math.floor(times.length * 0.9)],
  configChangeMs,
  soakEdits: 500,
  heapGrowthMb: (heap1 - heap0) / 1048576,
  fdGrowth: fds() - fd0,
};
process.stdout.write(`DEV ${JSON.stringify(result)}\n`);
process.exit(0);

function pickPage(d) {
  const files = [];
  (function walk(x) {
    for (const name of fs.readdirSync(x).sort()) {
      const p = path.join(x, name);
      if (fs.statSync(p).isDirectory()) walk(p);
      else if (name.endsWith('.mdx') && name !== 'index.mdx') files.push(p);
    }
  })(d);
  return files[Math.floor(files.length / 3)];
}
