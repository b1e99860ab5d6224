// The API playground on `docsgen dev`: requests go through the dev server's proxy to a local API
// that sends no CORS headers (a direct request from the page could not read its answer), the
// response is shown, the token is remembered per site, and a multipart body carries a chosen file.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '@docsgen/build';
import { type DevServer, startDevServer } from '@docsgen/dev-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../../packages/cli/src/theme-for.ts';
import { hasChromium, launchBrowser, screenshot, serveStatic } from './helpers/index.ts';

if (!hasChromium) console.warn('Skipping playground browser tests: Chromium is not installed.');

interface Received {
  method?: string;
  url?: string;
  authorization?: string;
  origin?: string;
  cookie?: string;
  contentType?: string;
  body: string;
}

let browser: Browser;
let server: DevServer;
let api: Server;
let apiUrl: string;
let root: string;
let base: string;
const received: Received[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('latin1')));
  });
}

beforeAll(async () => {
  if (!hasChromium) return;
  root = mkdtempSync(path.join(tmpdir(), 'docsgen-playground-'));
  cpSync(path.resolve(import.meta.dirname, '../sites/playground'), root, { recursive: true });
  // The API under test: no Access-Control-* headers at all.
  api = createServer(async (req, res) => {
    received.push({
      method: req.method,
      url: req.url,
      authorization: req.headers.authorization,
      origin: req.headers.origin,
      cookie: req.headers.cookie,
      contentType: req.headers['content-type'],
      body: await readBody(req),
    });
    res.setHeader('content-type', 'application/json');
    res.setHeader('set-cookie', 'api-session=1');
    if (req.url?.startsWith('/v1/plants/404')) {
      res.statusCode = 404;
      return void res.end('{"error":"not found"}');
    }
    res.statusCode = req.method === 'POST' ? 201 : 200;
    res.end(JSON.stringify({ id: 7, name: 'Monstera deliciosa', via: 'local test API' }));
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
  server = await startDevServer({ root, port: 0, themeFor, log: () => {} });
  base = server.url.replace(/\/$/, '');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  api?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

async function open(urlPath: string, options: { width?: number; dark?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: 1000 },
    colorScheme: options.dark ? 'dark' : 'light',
  });
  const page = await context.newPage();
  const answer = await page.goto(`${base}${urlPath}`);
  expect(answer?.status()).toBe(200);
  await page.locator('.dg-tryit').waitFor({ state: 'visible' });
  return page;
}

describe.skipIf(!hasChromium)('the API playground through docsgen dev', () => {
  it('sends the request through the dev server proxy to a local API and shows the response', async () => {
    expect(server.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    const page = await open('/api-reference/get-plant');
    await page.fill('[data-tryit-server]', apiUrl);
    await page.fill('[data-tryit-in="auth"]', 'secret-token');
    await page.fill('[data-tryit-in="path"][data-tryit-name="id"]', '7');
    await page.click('.dg-tryit__send');
    await page.locator('.dg-tryit__status', { hasText: '200' }).waitFor();
    await expect(page.locator('.dg-tryit__response').textContent()).resolves.toContain('"via": "local test API"');
    expect(received.at(-1)).toMatchObject({ method: 'GET', url: '/v1/plants/7', authorization: 'Bearer secret-token' });
    // The proxy sends neither the page's origin nor the dev site's cookies, and keeps the API's cookie off the site.
    expect(received.at(-1)!.origin).toBeUndefined();
    expect(received.at(-1)!.cookie).toBeUndefined();
    expect(await page.context().cookies()).toEqual([]);
    // An error status of the API is shown as the API's answer.
    await page.fill('[data-tryit-in="path"][data-tryit-name="id"]', '404');
    await page.click('.dg-tryit__send');
    await page.locator('.dg-tryit__status', { hasText: '404' }).waitFor();
    await screenshot(page, 'playground-proxy-light-desktop', { fullPage: true });
    await page.context().close();
  });

  it('remembers the token for the site: a later visit starts with it', async () => {
    const page = await open('/api-reference/get-plant');
    await page.fill('[data-tryit-in="auth"]', 'remembered-token');
    await page.locator('[data-tryit-in="auth"]').dispatchEvent('change');
    await page.goto(`${base}/api-reference/upload-a-photo`);
    await page.locator('.dg-tryit').waitFor({ state: 'visible' });
    await expect(page.inputValue('[data-tryit-in="auth"]')).resolves.toBe('remembered-token');
    await page.context().close();
  });

  it('sends a multipart body with the chosen file', async () => {
    const page = await open('/api-reference/upload-a-photo', { dark: true });
    await page.fill('[data-tryit-server]', apiUrl);
    await page.fill('[data-tryit-in="auth"]', 'secret-token');
    await page.setInputFiles('[data-tryit-form][data-tryit-name="photo"]', {
      name: 'leaf.png',
      mimeType: 'image/png',
      buffer: Buffer.from('PNG-BYTES-OF-A-LEAF'),
    });
    await page.fill('[data-tryit-form][data-tryit-name="note"]', 'Yellow tips');
    await page.click('.dg-tryit__send');
    await page.locator('.dg-tryit__status', { hasText: '201' }).waitFor();
    const last = received.at(-1)!;
    expect(last.method).toBe('POST');
    expect(last.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(last.body).toContain('filename="leaf.png"');
    expect(last.body).toContain('PNG-BYTES-OF-A-LEAF');
    expect(last.body).toMatch(/name="note"\r\n\r\nYellow tips/);
    await screenshot(page, 'playground-upload-dark-desktop', { fullPage: true });
    await page.context().close();
  });

  it('named examples: a selector shows one example at a time; callbacks open', async () => {
    const page = await open('/api-reference/subscribe-to-plant-events');
    const request = page.locator('aside .dg-example--request');
    await expect(request.locator('select').isVisible()).resolves.toBe(true);
    await expect(request.textContent()).resolves.toContain('https://example.com/daily');
    const visibleCode = () =>
      request.evaluate((el) =>
        [...el.querySelectorAll<HTMLElement>('[data-dg-example-option]')]
          .filter((o) => !o.hidden)
          .map((o) => o.textContent ?? '')
          .join(''),
      );
    expect(await visibleCode()).toContain('example.com/daily');
    expect(await visibleCode()).not.toContain('example.com/hook');
    await request.locator('select').selectOption({ label: 'Every event' });
    expect(await visibleCode()).toContain('example.com/hook');
    expect(await visibleCode()).not.toContain('example.com/daily');
    await page.click('.dg-api-callback > summary');
    await expect(page.locator('.dg-api-callback').getAttribute('open')).resolves.toBe('');
    await expect(page.locator('.dg-api-callback').textContent()).resolves.toContain('wateredAt');
    await screenshot(page, 'playground-examples-callbacks-light', { fullPage: true });
    await page.context().close();
  });

  it('the proxy answers only pages of the dev server', async () => {
    const direct = await fetch(`${base}/__docsgen/proxy/${apiUrl}/plants/1`);
    expect(direct.status).toBe(403);
    const forged = await fetch(`${base}/__docsgen/proxy/file:///etc/passwd`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(forged.status).toBe(400);
  });

  it('reads well on a phone, light and dark', async () => {
    for (const dark of [false, true]) {
      const page = await open('/api-reference/get-plant', { width: 390, dark });
      await page.fill('[data-tryit-server]', apiUrl);
      await page.fill('[data-tryit-in="path"][data-tryit-name="id"]', '7');
      await page.click('.dg-tryit__send');
      await page.locator('.dg-tryit__status', { hasText: '200' }).waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `playground-phone-${dark ? 'dark' : 'light'}`, { fullPage: true });
      await page.context().close();
    }
  });
});

describe.skipIf(!hasChromium)('the API playground of a built site', () => {
  it('sends requests through the proxy the site was built with (--playground-proxy)', async () => {
    // A CORS proxy of the usual prefix kind: /<absolute URL>, answering with Access-Control-* headers.
    const seen: string[] = [];
    const proxy = createServer(async (req, res) => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', '*');
      res.setHeader('access-control-allow-methods', '*');
      if (req.method === 'OPTIONS') return void res.end();
      const target = (req.url ?? '').slice(1);
      seen.push(target);
      const answer = await fetch(target, { headers: { authorization: req.headers.authorization ?? '' } });
      res.statusCode = answer.status;
      res.setHeader('content-type', answer.headers.get('content-type') ?? 'text/plain');
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((r) => proxy.listen(0, '127.0.0.1', r));
    const proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/`;
    const out = mkdtempSync(path.join(tmpdir(), 'docsgen-playground-out-'));
    try {
      const built = await buildSite({
        root,
        outDir: out,
        themeFor,
        cacheDir: false,
        force: true,
        playgroundProxy: proxyUrl,
      });
      expect(built.ok).toBe(true);
      const site = await serveStatic(out);
      try {
        const page = await browser.newPage();
        await page.goto(site.url('/api-reference/get-plant'));
        await page.locator('.dg-tryit').waitFor({ state: 'visible' });
        await page.fill('[data-tryit-server]', apiUrl);
        await page.fill('[data-tryit-in="auth"]', 'built-token');
        await page.fill('[data-tryit-in="path"][data-tryit-name="id"]', '5');
        await page.click('.dg-tryit__send');
        await page.locator('.dg-tryit__status', { hasText: '200' }).waitFor();
        await expect(page.locator('.dg-tryit__response').textContent()).resolves.toContain('local test API');
        expect(seen).toEqual([`${apiUrl}/plants/5`]);
        expect(received.at(-1)).toMatchObject({ url: '/v1/plants/5', authorization: 'Bearer built-token' });
        await page.close();
      } finally {
        await site.close();
      }
    } finally {
      proxy.close();
      rmSync(out, { recursive: true, force: true });
    }
  });
});
