// The search dialog in a real browser, against static pages carrying a real Pagefind index.
// Until the themed build exists this runs on pages generated here; the dialog, the index and the
// keyboard behaviour are the ones a built site ships.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSearchIndex, type SearchPage, searchCssPath, searchDialogEntry, searchShards } from '@docsgen/search';
import * as esbuild from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './helpers/chromium-args.ts';

// The first query loads Pagefind's wasm; on a busy machine that takes more than a second.
const poll = <T>(fn: () => T | Promise<T>) => expect.poll(fn, { timeout: 15_000 });
const hasBrowser = existsSync(CHROMIUM_PATH);
if (!hasBrowser) console.warn(`Skipping search e2e: ${CHROMIUM_PATH} is not installed.`);

const BASE = '/docs/';
const pages: Array<SearchPage & { lang: string }> = [
  {
    url: '/guides/install',
    title: 'Install the CLI',
    html: '<p>Install zephyrine with npm in one command.</p>',
    section: 'Guides › Setup',
    version: 'v2',
    lang: 'en',
  },
  {
    url: '/guides/configure',
    title: 'Configure',
    html: '<p>Configure zephyrine with a config file.</p>',
    section: 'Guides',
    version: 'v2',
    lang: 'en',
  },
  {
    url: '/v1/guides/install',
    title: 'Install (v1)',
    html: '<p>Install zephyrine the old way.</p>',
    section: 'Guides',
    version: 'v1',
    lang: 'en',
  },
  {
    url: '/api/list-plants',
    title: 'List plants',
    html: '<p>Returns every plant.</p>',
    method: 'GET',
    path: '/plants',
    version: 'v2',
    lang: 'en',
  },
  {
    url: '/fr/guides/install',
    title: 'Installer la CLI',
    html: '<p>Installer zephyrine avec npm.</p>',
    version: 'v2',
    language: 'fr',
    lang: 'fr',
  },
];

let dir: string;
let server: Server;
let origin: string;
let browser: Browser;

function pageHtml(page: { title: string; lang: string; version?: string }): string {
  const version = page.version ? ` data-docsgen-version="${page.version}"` : '';
  return `<!doctype html><html lang="${page.lang}" data-docsgen-base="${BASE}" data-docsgen-language="${page.lang}"${version}><head><meta charset="utf-8"><title>${page.title}</title><link rel="stylesheet" href="${BASE}search.css"></head><body><header><button type="button" data-docsgen-search>Search</button></header><main><h1>${page.title}</h1></main><script type="module" src="${BASE}app.js"></script></body></html>`;
}

beforeAll(async () => {
  if (!hasBrowser) return;
  dir = await mkdtemp(path.join(tmpdir(), 'docsgen-search-e2e-'));
  const site = path.join(dir, 'site');
  const result = await buildSearchIndex({ pages, outDir: site });
  expect(result.diagnostics).toEqual([]);
  for (const page of pages) {
    await mkdir(path.join(site, page.url), { recursive: true });
    await writeFile(path.join(site, page.url, 'index.html'), pageHtml(page));
  }
  await writeFile(path.join(site, 'search.css'), await readFile(searchCssPath()));
  await bundleSearchApp(site);
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith(BASE)) return void res.writeHead(404).end();
    let file = path.join(site, decodeURIComponent(url.pathname.slice(BASE.length)));
    if (!file.startsWith(site)) return void res.writeHead(403).end();
    if (!path.extname(file)) file = path.join(file, 'index.html');
    try {
      const body = await readFile(file);
      const type = file.endsWith('.html')
        ? 'text/html'
        : file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.css')
            ? 'text/css'
            : 'application/octet-stream';
      res.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
});

afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Writes `<site>/app.js`: the search dialog wired with `initSearch`, as a page script. */
async function bundleSearchApp(site: string): Promise<void> {
  await esbuild.build({
    stdin: {
      contents: `import { initSearch } from ${JSON.stringify(searchDialogEntry())}; initSearch();`,
      resolveDir: site,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    outfile: path.join(site, 'app.js'),
    logLevel: 'warning',
  });
}

/** Serves `site` at `base` on 127.0.0.1, as a static host does (`/a/b` → `a/b/index.html`). */
async function serve(site: string, base: string): Promise<{ server: Server; origin: string }> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (!url.pathname.startsWith(base)) return void res.writeHead(404).end();
    let file = path.join(site, decodeURIComponent(url.pathname.slice(base.length)));
    if (file !== site && !file.startsWith(site + path.sep)) return void res.writeHead(403).end();
    if (!path.extname(file)) file = path.join(file, 'index.html');
    try {
      const body = await readFile(file);
      const type = file.endsWith('.html')
        ? 'text/html'
        : file.endsWith('.js')
          ? 'text/javascript'
          : file.endsWith('.css')
            ? 'text/css'
            : 'application/octet-stream';
      res.writeHead(200, { 'content-type': type }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { server, origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

async function openAt(url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${origin}${BASE}${url.replace(/^\//, '')}/`);
  return page;
}

async function resultTitles(page: Page): Promise<string[]> {
  await page.waitForSelector('.dg-search__result');
  return page.locator('.dg-search__title').allTextContents();
}

describe.skipIf(!hasBrowser)('search dialog', () => {
  it('opens with Ctrl+K, shows highlighted results with their section, and Enter lands on the page', async () => {
    const page = await openAt('/guides/configure');
    await page.keyboard.press('Control+k');
    const dialog = page.locator('dialog.dg-search');
    await poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    const input = page.locator('.dg-search__input');
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await input.getAttribute('role')).toBe('combobox');
    await page.keyboard.type('install');
    const titles = await resultTitles(page);
    expect(titles[0]).toBe('Install the CLI');
    expect(await page.locator('[role="option"]').first().getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('.dg-search__section').first().textContent()).toBe('Guides › Setup');
    expect(await page.locator('.dg-search__excerpt mark').first().textContent()).toMatch(/install/i);
    expect(await input.getAttribute('aria-activedescendant')).toBe('dg-search-option-0');
    await page.screenshot({ path: '/tmp/docsgen-search-dialog.png' });
    expect(await page.locator('.dg-search__result a').first().getAttribute('href')).toBe(`${BASE}guides/install`);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}${BASE}guides/install`);
    expect(await page.locator('h1').textContent()).toBe('Install the CLI');
    await page.close();
  });

  it('moves with the arrows, opens with `/` and closes with Escape, returning focus', async () => {
    const page = await openAt('/guides/install');
    await page.keyboard.press('/');
    const dialog = page.locator('dialog.dg-search');
    await poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.keyboard.type('zephyrine');
    await resultTitles(page);
    await poll(() => page.locator('.dg-search__result').count()).toBe(2);
    const input = page.locator('.dg-search__input');
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe('dg-search-option-1');
    await page.keyboard.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe('dg-search-option-0');
    await page.keyboard.press('ArrowUp');
    expect(await input.getAttribute('aria-activedescendant')).toBe('dg-search-option-1');
    expect(await page.locator('#dg-search-option-1').getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Escape');
    await poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(false);
    // Opened from the button, focus goes back to it.
    await page.locator('[data-docsgen-search]').click();
    await poll(() => dialog.evaluate((d: HTMLDialogElement) => d.open)).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => page.evaluate(() => document.activeElement?.hasAttribute('data-docsgen-search'))).toBe(true);
    await page.close();
  });

  it('scopes results to the page version and language, and shows endpoint methods', async () => {
    const v2 = await openAt('/guides/install');
    await v2.locator('[data-docsgen-search]').click();
    await v2.keyboard.type('zephyrine');
    await poll(async () => (await resultTitles(v2)).sort()).toEqual(['Configure', 'Install the CLI']);
    await v2.locator('.dg-search__input').fill('plants');
    await poll(() => v2.locator('.dg-search__method').allTextContents()).toEqual(['GET']);
    await v2.close();

    const v1 = await openAt('/v1/guides/install');
    await v1.keyboard.press('Control+k');
    await v1.keyboard.type('zephyrine');
    await poll(() => resultTitles(v1)).toEqual(['Install (v1)']);
    await v1.close();

    const fr = await openAt('/fr/guides/install');
    await fr.keyboard.press('Control+k');
    await fr.keyboard.type('zephyrine');
    await poll(() => resultTitles(fr)).toEqual(['Installer la CLI']);
    await fr.close();
  });
});

// The same behaviour on a site built by `docsgen build` with the default theme.
describe.skipIf(!hasBrowser)('search on a built site', () => {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  let built: { server: Server; origin: string };
  let out: string;

  beforeAll(async () => {
    out = await mkdtemp(path.join(tmpdir(), 'docsgen-search-site-'));
    const cli = path.join(repoRoot, 'packages/cli/bin/docsgen.js');
    const result = spawnSync(
      process.execPath,
      [
        cli,
        'build',
        path.join(repoRoot, 'tests/fixtures/search-docs'),
        '--out',
        path.join(out, 'dist'),
        '--base',
        '/docs/',
        '--no-cache',
      ],
      { encoding: 'utf8' },
    );
    expect(result.status, result.stderr).toBe(0);
    built = await serve(path.join(out, 'dist'), '/docs/');
  });
  afterAll(async () => {
    await new Promise((resolve) => (built ? built.server.close(resolve) : resolve(undefined)));
    if (out) await rm(out, { recursive: true, force: true });
  });

  it('opens from the keyboard, finds a page and Enter lands on it', async () => {
    const page = await browser.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${built.origin}/docs/v2/configure`);
    // The dialog is a script of its own, fetched on first use; what is typed while it loads is kept.
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((s) => /\/lazy-/.test(s))).toEqual([]);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('npm');
    await poll(() => page.locator('.dg-search__title').first().textContent()).toBe('Install Zephyr');
    expect(await page.locator('.dg-search__input').inputValue()).toBe('npm');
    expect(scripts.filter((s) => /\/lazy-/.test(s))).toHaveLength(1);
    // The hit is under a heading: the result names it and links straight to it.
    expect(await page.locator('.dg-search__heading').first().textContent()).toBe(' › With npm');
    expect(await page.locator('[role="option"]').first().getAttribute('href')).toBe('/docs/v2/install#with-npm');
    await page.screenshot({ path: '/tmp/docsgen-search-built.png' });
    await page.keyboard.press('Enter');
    await page.waitForURL(`${built.origin}/docs/v2/install#with-npm`);
    expect(await page.locator('h1').first().textContent()).toBe('Install Zephyr');
    await page.close();
  });

  it('has no accessibility violations with results open (axe-core)', async () => {
    const page = await browser.newPage();
    await page.goto(`${built.origin}/docs/v2/configure`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('zephyrine');
    await page.waitForSelector('.dg-search__result');
    await page.addScriptTag({ path: path.join(repoRoot, 'node_modules/axe-core/axe.min.js') });
    const violations = (await page.evaluate(
      "axe.run('dialog.dg-search').then((r) => r.violations.map((v) => v.id + ': ' + v.nodes.map((n) => n.target.join(' ')).join(', ')))",
    )) as string[];
    expect(violations).toEqual([]);
    await page.close();
  });

  it('finds pages by keywords and never returns searchable: false or noindex pages', async () => {
    const page = await browser.newPage();
    await page.goto(`${built.origin}/docs/v2`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('setup');
    await poll(() => page.locator('.dg-search__title').allTextContents()).toEqual(['Install Zephyr']);
    await page.locator('.dg-search__input').fill('quokka');
    await poll(() => page.locator('.dg-search__status').textContent()).toBe('No results for “quokka”');
    await page.close();
  });

  it('scopes results to the version being read', async () => {
    const page = await browser.newPage();
    await page.goto(`${built.origin}/docs/v1/install`);
    expect(await page.evaluate(() => document.documentElement.dataset.docsgenVersion)).toBe('v1');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('zephyrine');
    await poll(() => page.locator('.dg-search__title').allTextContents()).toEqual(['Install Zephyr v1']);
    await page.close();
  });
});

// A large site's index comes in shards the dialog merges into one instance (one wasm download).
describe.skipIf(!hasBrowser)('search over a sharded index', () => {
  const bigBase = '/big/';
  // A word only page i has (digits spelled as letters: Pagefind splits words at digits).
  const marker = (i: number | string) => `vor${String(i).replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}x`;
  const big: SearchPage[] = Array.from({ length: 400 }, (_, i) => ({
    url: `/p/${i}`,
    title: `Page ${i}`,
    html: `<p>Shared prose about orchids, and the marker ${marker(i)}.</p>`,
    version: i % 2 === 0 ? 'v2' : 'v1',
  }));
  let site: string;
  let hosted: { server: Server; origin: string };
  const requests: string[] = [];

  beforeAll(async () => {
    site = await mkdtemp(path.join(tmpdir(), 'docsgen-search-shards-'));
    const result = await buildSearchIndex({ pages: big, outDir: site });
    expect(result.diagnostics).toEqual([]);
    expect(result.shards.map((s) => s.dir)).toEqual(['pagefind/', 'pagefind/shard-1/', 'pagefind/shard-2/']);
    for (const page of [big[0]!, ...big.slice(1, 40)]) {
      await mkdir(path.join(site, page.url), { recursive: true });
      await writeFile(
        path.join(site, page.url, 'index.html'),
        pageHtml({ title: page.title, lang: 'en', version: 'v2' }).replaceAll(BASE, bigBase),
      );
    }
    await cp(path.join(dir, 'site/search.css'), path.join(site, 'search.css'));
    await bundleSearchApp(site);
    hosted = await serve(site, bigBase);
  });
  afterAll(async () => {
    await new Promise((resolve) => (hosted ? hosted.server.close(resolve) : resolve(undefined)));
    if (site) await rm(site, { recursive: true, force: true });
  });

  it('finds pages of every shard, within the version read, loading the wasm once', async () => {
    const shards = searchShards(big);
    const first = shards[0]!.pages.find((p) => p.version === 'v2')!;
    const last = shards[2]!.pages.find((p) => p.version === 'v2')!;
    const older = shards[1]!.pages.find((p) => p.version === 'v1')!;
    const page = await browser.newPage();
    page.on('request', (r) => requests.push(new URL(r.url()).pathname));
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    page.on('response', (r) => r.status() >= 400 && failed.push(`${r.status()} ${r.url()}`));
    await page.goto(`${hosted.origin}${bigBase}p/0/`);
    await page.keyboard.press('Control+k');
    for (const target of [first, last]) {
      await page.locator('.dg-search__input').fill(marker(target.url.slice(3)));
      await poll(() => page.locator('.dg-search__title').allTextContents()).toEqual([target.title]);
    }
    // A v1 page is in the index, but the reader is on v2.
    await page.locator('.dg-search__input').fill(marker(older.url.slice(3)));
    await poll(() => page.locator('.dg-search__status').textContent()).toMatch(/^No results/);
    // Words every page has: results come from all three shards.
    await page.locator('.dg-search__input').fill('orchids');
    await poll(() => page.locator('.dg-search__result').count()).toBe(8);
    await page.screenshot({ path: '/tmp/docsgen-search-shards.png' });
    expect(failed).toEqual([]);
    expect(requests.filter((r) => r.includes('wasm'))).toEqual([`${bigBase}pagefind/wasm.en.pagefind`]);
    for (const shard of ['shard-1', 'shard-2'])
      expect(requests.some((r) => r.startsWith(`${bigBase}pagefind/${shard}/index/`))).toBe(true);
    await page.close();
  });
});

// `docsgen dev` serves the same index from memory: search works in the preview too.
describe.skipIf(!hasBrowser)('search in docsgen dev', () => {
  const repoRoot = path.resolve(import.meta.dirname, '../..');
  let dev: ChildProcess | undefined;
  let devOrigin = '';

  beforeAll(async () => {
    const port = await freePort();
    const cli = path.join(repoRoot, 'packages/cli/bin/docsgen.js');
    dev = spawn(
      process.execPath,
      [cli, 'dev', path.join(repoRoot, 'tests/fixtures/search-docs'), '--port', String(port)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    devOrigin = `http://127.0.0.1:${port}`;
    let output = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`docsgen dev did not start:\n${output}`)), 120_000);
      const onData = (chunk: Buffer) => {
        output += String(chunk);
        if (output.includes('Ready')) {
          clearTimeout(timer);
          resolve();
        }
      };
      dev?.stdout?.on('data', onData);
      dev?.stderr?.on('data', onData);
    });
  });
  afterAll(() => {
    dev?.kill('SIGTERM');
  });

  it('finds a page from the in-memory index', async () => {
    const page = await browser.newPage();
    await page.goto(`${devOrigin}/v2/configure`);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('npm');
    await poll(() => page.locator('.dg-search__title').allTextContents()).toEqual(['Install Zephyr']);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/v2\/install(#[\w-]+)?$/);
    await page.close();
  });
});

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}
