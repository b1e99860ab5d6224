// Drives `docsgen dev` in this process (through the bundled API) on a corpus, measuring what a writer
// sees: the time from saving a file to the reloaded page's new HTML being served. Like the reload
// client in a browser, it listens to the reload channel (server-sent events) and fetches the page at
// each new revision until the page shows the change; there is no polling competing with the server.
// - page edit: median and p90 of 20 saves (after 3 warm-up saves, not counted);
// - docs.json change (the site name, shown on every page): save → that page served;
// - 500 saves: heap after forced GC (run with --expose-gc) sampled every 50 saves with the server
//   idle, reported as the growth and the trend over the last 250 saves, and file descriptors.
// Prints one line `DEV {json}`. Usage: node --expose-gc scripts/bench/dev-bench.mjs <corpus> [api.mjs]
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const dir = process.argv[2];
const apiFile = process.argv[3] ? pathToFileURL(path.resolve(process.argv[3])).href : '../../packages/cli/dist/api.mjs';
const { startDevServer, themeFor } = await import(apiFile);
if (!globalThis.gc) process.stderr.write('dev-bench: run with --expose-gc, or the heap figures are noise\n');

const pageFile = pickPage(dir);
const rel = path
  .relative(dir, pageFile)
  .replace(/\\/g, '/')
  .replace(/\.mdx$/, '');
const configFile = path.join(dir, 'docs.json');
const original = fs.readFileSync(pageFile, 'utf8');
const config = fs.readFileSync(configFile, 'utf8');

const server = await startDevServer({ root: dir, port: 0, host: '127.0.0.1', themeFor, open: false, log: () => {} });
const base = server.url.replace(/\/$/, '');
const pageUrl = `${base}/${rel}`;
const events = listen(server.port);
let result;
try {
  result = await measure();
} finally {
  fs.writeFileSync(pageFile, original);
  fs.writeFileSync(configFile, config);
  events.close();
  await server.close();
}
process.stdout.write(`DEV ${JSON.stringify(result)}\n`);
process.exit(0);

async function measure() {
  const save = async (file, contents, marker) => {
    const t0 = performance.now();
    fs.writeFileSync(file, contents);
    return (await reloaded(marker)) - t0;
  };
  const edit = (marker) => save(pageFile, `${original}\n\n${marker}\n`, marker);

  for (let i = 0; i < 3; i++) await edit(`bench-warm-${i}-${Date.now()}`);
  const times = [];
  for (let i = 0; i < 20; i++) times.push(await edit(`bench-marker-${i}-${Date.now()}`));
  times.sort((a, b) => a - b);

  const newName = `Bench Renamed ${Date.now()}`;
  const configChangeMs = await save(configFile, config.replace(/"name":\s*"[^"]*"/, `"name": "${newName}"`), newName);
  const configBackgroundMs = await settled();
  fs.writeFileSync(configFile, config);
  await reloaded(newName, false);
  await settled();

  const fds = () => fs.readdirSync('/proc/self/fd').length;
  const heap = async () => {
    await settled();
    for (let i = 0; i < 3; i++) {
      globalThis.gc?.();
      await new Promise((r) => setTimeout(r, 20));
    }
    return process.memoryUsage().heapUsed / 1048576;
  };
  const samples = [{ edits: 0, heapMb: await heap() }];
  const fd0 = fds();
  for (let i = 1; i <= 500; i++) {
    await edit(`soak-${i}-${Date.now()}`);
    if (i % 50 === 0) samples.push({ edits: i, heapMb: await heap() });
  }
  const tail = samples.filter((s) => s.edits >= 250);
  return {
    saveToServedMedianMs: times[Math.floor(times.length / 2)],
    saveToServedP90Ms: times[Math.floor(times.length * 0.9)],
    configChangeMs,
    configBackgroundMs,
    soakEdits: 500,
    heapGrowthMb: samples[samples.length - 1].heapMb - samples[0].heapMb,
    heapTrendMbPer100Edits: slope(tail) * 100,
    heapSamplesMb: samples.map((s) => Number(s.heapMb.toFixed(1))),
    fdGrowth: fds() - fd0,
  };
}

// Resolves with the time the page was served with (or, with `present` false, without) `marker`,
// checking once now and then once per new revision announced on the reload channel.
async function reloaded(marker, present = true, timeoutMs = 20_000) {
  const deadline = performance.now() + timeoutMs;
  let seen = -1;
  while (performance.now() < deadline) {
    const revision = await events.next(seen, deadline);
    seen = revision;
    const html = await get(pageUrl);
    const t = performance.now();
    if (html.includes(marker) === present) return t;
  }
  throw new Error(`timed out waiting for ${marker} at ${pageUrl}`);
}

// Milliseconds until the server is idle and its background work (remaining pages, search) is done.
async function settled() {
  const t0 = performance.now();
  await server.idle();
  await server.settled?.();
  return performance.now() - t0;
}

function get(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

// The reload channel: `next(after)` resolves with the first revision number greater than `after`.
function listen(port) {
  let latest = -1;
  let waiters = [];
  const req = http.get({ host: '127.0.0.1', port, path: '/__docsgen/events', agent: false }, (res) => {
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      buffer += chunk;
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^event: revision\ndata: (\d+)$/m.exec(block);
        if (!data) continue;
        latest = Number(data[1]);
        const ready = waiters.filter((w) => w.after < latest);
        waiters = waiters.filter((w) => w.after >= latest);
        for (const w of ready) w.resolve(latest);
      }
    });
  });
  req.on('error', () => undefined);
  return {
    next: (after, deadline) =>
      latest > after
        ? Promise.resolve(latest)
        : new Promise((resolve, reject) => {
            const timer = setTimeout(
              () => reject(new Error('no new revision')),
              Math.max(0, deadline - performance.now()),
            );
            waiters.push({
              after,
              resolve: (r) => {
                clearTimeout(timer);
                resolve(r);
              },
            });
          }),
    close: () => req.destroy(),
  };
}

function slope(points) {
  const n = points.length;
  if (n < 2) return 0;
  const mx = points.reduce((a, p) => a + p.edits, 0) / n;
  const my = points.reduce((a, p) => a + p.heapMb, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.edits - mx) * (p.heapMb - my);
    den += (p.edits - mx) ** 2;
  }
  return num / den;
}

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
