import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { componentsCssPath } from '@docsgen/components';
import {
  findOperation,
  loadOpenApiIndex,
  openApiCssPath,
  renderEndpointPage,
  tryItClientEntry,
} from '@docsgen/openapi';
import { DEFAULT_COMPILE_SETTINGS } from '@docsgen/openapi/compile-settings';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './helpers/chromium-args.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

function listen(server: Server): Promise<number> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));
}

describe('Try it on a generated endpoint page', () => {
  let dir: string;
  let site: Server;
  let api: Server;
  let browser: Browser;
  let siteUrl: string;
  let apiUrl: string;
  const received: Array<{ method?: string; url?: string; auth?: string; requestId?: string }> = [];

  beforeAll(async () => {
    // Render GET /plants/{id} of example-docs with the real renderer, the styles and the bundled client.
    const index = await loadOpenApiIndex({
      root: path.join(repoRoot, 'example-docs'),
      sources: [{ source: 'api-reference/openapi.yaml', file: 'docs.json' }],
    });
    expect(index.diagnostics).toEqual([]);
    const spec = index.specs.get('api-reference/openapi.yaml')!;
    const page = await renderEndpointPage({
      index,
      spec,
      operation: findOperation(spec, 'GET', '/plants/{id}'),
      url: '/api-reference/plants/get-plant',
      settings: DEFAULT_COMPILE_SETTINGS,
    });
    expect(page.features).toContain('tryit');
    const script = await build({
      entryPoints: [tryItClientEntry()],
      bundle: true,
      write: false,
      format: 'iife',
      minify: true,
    });
    dir = await mkdtemp(path.join(tmpdir(), 'docsgen-tryit-'));
    const css = (await readFile(componentsCssPath(), 'utf8')) + (await readFile(openApiCssPath(), 'utf8'));
    await writeFile(
      path.join(dir, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${page.title}</title><style>${css}
      body{font-family:system-ui,sans-serif;margin:0;padding:2rem;color:#111} main{display:grid;grid-template-columns:1fr 26rem;gap:2rem;max-width:1200px}
      aside{position:sticky;top:1rem;align-self:start} .dg-example-inline{display:none}</style></head>
      <body><main><article><h1>${page.title}</h1>${page.html}</article><aside>${page.asideHtml}</aside></main>
      <script>${script.outputFiles[0]!.text}</script></body></html>`,
    );
    site = createServer(async (_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(await readFile(path.join(dir, 'index.html')));
    });
    siteUrl = `http://127.0.0.1:${await listen(site)}/`;
    api = createServer((req: IncomingMessage, res) => {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('access-control-allow-headers', 'authorization, x-request-id, content-type');
      if (req.method === 'OPTIONS') return void res.end();
      received.push({ method: req.method, url: req.url, auth: req.headers.authorization });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ id: 7, name: 'Monstera deliciosa', created_at: '2026-01-01T00:00:00Z' }));
    });
    apiUrl = `http://127.0.0.1:${await listen(api)}/v1`;
    browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    });
  });

  afterAll(async () => {
    await browser?.close();
    site?.close();
    api?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('shows parameters and examples, and reads fine without script', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const tab = await context.newPage();
    await tab.goto(siteUrl);
    await expect(tab.locator('.dg-api-method').first().textContent()).resolves.toBe('GET');
    await expect(tab.locator('#path-id .dg-field__name').textContent()).resolves.toBe('id');
    await expect(tab.locator('aside .dg-example--request').textContent()).resolves.toContain('curl --request GET');
    await expect(tab.locator('aside .dg-example--response').textContent()).resolves.toContain('"name"');
    // Without script the bar reads as the method and path: no Send, no dead inputs.
    expect(await tab.locator('.dg-tryit__send').isVisible()).toBe(false);
    expect(await tab.locator('[data-tryit-in="path"]').isVisible()).toBe(false);
    await context.close();
  });

  it('sends the request from the browser to the server typed in the panel and shows the response', async () => {
    const tab = await browser.newPage({ viewport: { width: 1280, height: 1400 } });
    await tab.goto(siteUrl);
    await tab.locator('.dg-tryit').waitFor({ state: 'visible' });
    await tab.fill('[data-tryit-server]', apiUrl);
    await tab.fill('[data-tryit-in="auth"]', 'secret-token');
    await tab.fill('[data-tryit-in="path"][data-tryit-name="id"]', '7');
    await tab.click('.dg-tryit__send');
    await tab.locator('.dg-tryit__status', { hasText: '200' }).waitFor();
    await expect(tab.locator('.dg-tryit__response').textContent()).resolves.toContain('Monstera deliciosa');
    expect(received).toEqual([{ method: 'GET', url: '/v1/plants/7', auth: 'Bearer secret-token' }]);
    await tab.screenshot({ path: '/tmp/docsgen-openapi-endpoint.png', fullPage: true });
    await tab.close();
  });
});
