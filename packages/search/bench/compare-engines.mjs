// Measures Pagefind against MiniSearch for docsgen's static search, on the shared synthetic corpus:
//   node packages/search/bench/compare-engines.mjs 1000 [10000 …]
// For each size: generate N MDX pages (/work/shared/bench/gen-corpus.mjs), lower them to plain
// HTML cheaply (frontmatter title, tags stripped), build both indexes, then in Chromium measure the
// first query of a fresh page: wall time and bytes fetched. Numbers go to stdout as a table.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import * as pagefind from 'pagefind';
import { chromium } from 'playwright-core';

const sizes = process.argv.slice(2).map(Number);
const gen = path.resolve(import.meta.dirname, '../../../../shared/bench/gen-corpus.mjs');
const minisearchBundle = readFileSync(
  new URL(import.meta.resolve('minisearch')).pathname.replace(/[^/]+$/, 'index.js'),
);
const rows = [];

for (const n of sizes) {
  const work = path.join(tmpdir(), `docsgen-search-bench-${n}`);
  rmSync(work, { recursive: true, force: true });
  execFileSync(process.execPath, [gen, String(n), path.join(work, 'src')]);
  const pages = mdxFiles(path.join(work, 'src')).map((file) => toPage(path.join(work, 'src'), file));
  const site = path.join(work, 'site');
  mkdirSync(site, { recursive: true });

  let t = performance.now();
  const { index } = await pagefind.createIndex({});
  for (const p of pages)
    await index.addHTMLFile({
      url: p.url,
      content: `<html lang="en"><body><main data-pagefind-body><h1>${p.title}</h1>${p.html}</main></body></html>`,
    });
  await index.writeFiles({ outputPath: path.join(site, 'pagefind') });
  await index.deleteIndex();
  const pagefindBuild = performance.now() - t;

  t = performance.now();
  const mini = new MiniSearch({ fields: ['title', 'text'], storeFields: ['title'], idField: 'url' });
  mini.addAll(pages.map((p) => ({ url: p.url, title: p.title, text: p.text })));
  const json = JSON.stringify(mini);
  writeFileSync(path.join(site, 'minisearch.json'), json);
  const miniBuild = performance.now() - t;
  writeFileSync(path.join(site, 'minisearch.js'), minisearchBundle);
  writeFileSync(path.join(site, 'index.html'), '<!doctype html><html lang="en"><body></body></html>');

  const pagefindBytes = folderBytes(path.join(site, 'pagefind'));
  const pfScript = `async () => {
    const t = performance.now();
    const pf = await import('/pagefind/pagefind.js');
    await pf.init();
    const r = await pf.search('rotate webhook');
    await Promise.all(r.results.slice(0, 8).map((x) => x.data()));
    return performance.now() - t;
  }`;
  const msScript = `async () => {
    const t = performance.now();
    const { default: MiniSearch } = await import('/minisearch.js');
    const text = await (await fetch('/minisearch.json')).text();
    const index = MiniSearch.loadJSON(text, { fields: ['title', 'text'], storeFields: ['title'], idField: 'url' });
    index.search('rotate webhook');
    return performance.now() - t;
  }`;
  const { first: pf, bytes: pfBytes } = await measure(site, pfScript, false);
  const { first: ms, bytes: msBytes } = await measure(site, msScript, false);
  const { first: pfSlow } = await measure(site, pfScript, true);
  const { first: msSlow } = await measure(site, msScript, true);
  rows.push({
    pages: n,
    'pagefind build s': (pagefindBuild / 1000).toFixed(1),
    'pagefind total MB': (pagefindBytes / 1e6).toFixed(2),
    'pagefind first query ms': Math.round(pf),
    'pagefind first query KB fetched': Math.round(pfBytes / 1024),
    'pagefind first query ms @10Mbit/40ms': Math.round(pfSlow),
    'minisearch build s': (miniBuild / 1000).toFixed(1),
    'minisearch index MB (gz)': `${(json.length / 1e6).toFixed(2)} (${(gzipSync(json).length / 1e6).toFixed(2)})`,
    'minisearch first query ms': Math.round(ms),
    'minisearch first query KB fetched (gzip)': Math.round(msBytes / 1024),
    'minisearch first query ms @10Mbit/40ms': Math.round(msSlow),
  });
  rmSync(work, { recursive: true, force: true });
}
console.table(rows);

function mdxFiles(dir) {
  return readdirSync(dir, { recursive: true })
    .filter((f) => String(f).endsWith('.mdx'))
    .map(String);
}

// Cheap stand-in for compilePage: frontmatter title, code fences kept as text, JSX tags dropped.
function toPage(root, file) {
  const source = readFileSync(path.join(root, file), 'utf8');
  const title = /^title:\s*["']?(.+?)["']?$/m.exec(source)?.[1] ?? file;
  const body = source.replace(/^---[\s\S]*?---/, '').replace(/<[^>]+>/g, ' ');
  const text = body
    .replace(/[#*`|>_-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const html = body
    .split(/\n{2,}/)
    .map((block) => `<p>${block.replace(/[<>&]/g, ' ')}</p>`)
    .join('');
  return { url: `/${file.replace(/\.mdx$/, '').replace(/(^|\/)index$/, '')}`, title, html, text };
}

function folderBytes(dir) {
  return readdirSync(dir, { recursive: true }).reduce((sum, f) => {
    const s = statSync(path.join(dir, String(f)));
    return s.isFile() ? sum + s.size : sum;
  }, 0);
}

// Serves the site on 127.0.0.1 (JSON and JS gzipped, as hosts do; Pagefind's chunks are already
// compressed), loads a blank page, runs `script`, optionally on a throttled network, and counts
// the bytes transferred.
async function measure(site, script, throttled) {
  const server = createServer((req, res) => {
    try {
      const file = path.join(site, decodeURIComponent(new URL(req.url, 'http://x').pathname));
      if (!file.startsWith(site)) throw new Error('outside');
      const raw = readFileSync(statSync(file).isDirectory() ? path.join(file, 'index.html') : file);
      const type = file.endsWith('.js')
        ? 'text/javascript'
        : file.endsWith('.html') || statSync(file).isDirectory()
          ? 'text/html'
          : 'application/octet-stream';
      const zip = /\.(js|json)$/.test(file);
      const body = zip ? gzipSync(raw) : raw;
      res
        .writeHead(200, {
          'content-type': type,
          'content-length': body.length,
          ...(zip ? { 'content-encoding': 'gzip' } : {}),
        })
        .end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const browser = await chromium.launch({
    executablePath: process.env.DOCSGEN_CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const page = await browser.newPage();
  if (throttled) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: 1.25e6,
      uploadThroughput: 1.25e6,
    });
  }
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  let bytes = 0;
  page.on('response', async (r) => {
    const len = Number((await r.allHeaders())['content-length'] ?? 0);
    bytes += len;
  });
  const first = await page.evaluate(`(${script})()`);
  await page.waitForTimeout(200);
  await browser.close();
  server.close();
  return { first, bytes };
}
