// errors.404 in a real browser: a built site served like a static host under /docs/ (unknown URLs
// get 404.html with status 404). By default (no errors.404, as Mintlify's `redirect: true`) and with
// `redirect: true` the reader lands on the home page; with `redirect: false` the 404 page stays,
// showing docs.json's title and Markdown description.
import { copyFile, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, MINIMAL_CONFIG, siteWithConfig } from '../catalogue/helpers.ts';
import { hasChromium, launchBrowser, type StaticServer, screenshot, serveStatic } from './helpers/index.ts';

if (!hasChromium) console.warn('Skipping 404 browser tests: Chromium is not installed.');

let browser: Browser;
let tmp: string;
const servers: StaticServer[] = [];

/** Builds a site with `errors` under base /docs/ into `<www>/docs`, and serves `<www>` with its 404.html. */
async function serve(name: string, errors: unknown): Promise<StaticServer> {
  const root = await siteWithConfig(
    { ...MINIMAL_CONFIG, navigation: { pages: ['index', 'guide'] }, errors },
    { 'guide.mdx': '---\ntitle: Guide\n---\n\nThe guide.\n' },
  );
  const www = path.join(tmp, name);
  await mkdir(www, { recursive: true });
  const result = await build(root, { outDir: path.join(www, 'docs'), base: '/docs/' });
  expect(result.ok).toBe(true);
  // A host serving the site under /docs/ is configured with its 404 page.
  await copyFile(path.join(www, 'docs', '404.html'), path.join(www, '404.html'));
  const server = await serveStatic(www);
  servers.push(server);
  return server;
}

beforeAll(async () => {
  if (!hasChromium) return;
  browser = await launchBrowser();
  tmp = await mkdtemp(path.join(tmpdir(), 'docsgen-404-e2e-'));
});

afterAll(async () => {
  await browser?.close();
  for (const s of servers) await s.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

describe.skipIf(!hasChromium)('404 page in the browser', () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await browser.newContext()).newPage();
  });

  it('no errors.404 → status 404, then the reader is on the home page', async () => {
    const server = await serve('default', undefined);
    const response = await page.goto(server.url('/docs/guides/gone'));
    expect(response?.status()).toBe(404);
    await page.waitForURL(server.url('/docs/'));
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Home');
  });

  it('redirect: true → status 404, then the reader is on the home page (base path kept)', async () => {
    const server = await serve('redirect', { '404': { redirect: true } });
    await page.goto(server.url('/docs/guide'));
    const before = await page.evaluate(() => history.length);
    const response = await page.goto(server.url('/docs/no/such/page'));
    expect(response?.status()).toBe(404);
    await page.waitForURL(server.url('/docs/'));
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Home');
    // The dead URL was replaced, not kept in history: one new entry (home), and Back is the guide.
    expect(await page.evaluate(() => history.length)).toBe(before + 1);
    await page.goBack();
    expect(page.url()).toBe(server.url('/docs/guide'));
  });

  it('no redirect → the 404 page stays, with the title and the rendered description', async () => {
    const server = await serve('custom', {
      '404': { redirect: false, title: "Don't panic.", description: 'Read the [guide](/guide) instead.' },
    });
    const response = await page.goto(server.url('/docs/lost'));
    expect(response?.status()).toBe(404);
    await page.waitForTimeout(300);
    expect(new URL(page.url()).pathname).toBe('/docs/lost');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe("Don't panic.");
    await screenshot(page, 'not-found-custom');
    await expect(page.locator('.page-description').textContent()).resolves.toBe('Read the guide instead.');
    await page.locator('.page-description a').click();
    await page.waitForURL(server.url('/docs/guide'));
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Guide');
  });
});
