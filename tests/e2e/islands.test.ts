// Component islands in the browser: tests/sites/islands built by the real pipeline, served
// statically. A counter from a JSX snippet, a page's own `export const` calculator, an island that
// throws after hydrating, and pages that load no island code.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startDevServer } from '@docsgen/dev-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../../packages/cli/src/theme-for.ts';
import { copySite } from '../build-helpers.ts';
import { builtSite, hasChromium, launchBrowser, type StaticServer, screenshot } from './helpers/index.ts';

if (!hasChromium) console.warn('Skipping islands browser tests: Chromium is not installed.');

let browser: Browser;
let server: StaticServer;

beforeAll(async () => {
  if (!hasChromium) return;
  ({ server } = await builtSite('islands'));
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** Opens `pathname`, recording console errors, page errors and the scripts requested. */
async function open(pathname: string, colorScheme: 'light' | 'dark' = 'light') {
  const page: Page = await browser.newPage({ colorScheme });
  const errors: string[] = [];
  const scripts: string[] = [];
  page.on('console', (m) => {
    // Failed requests are recorded by URL below (the browser asks for /favicon.ico, which the site has not).
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && new URL(r.url()).pathname !== '/favicon.ico') errors.push(`${r.status()} ${r.url()}`);
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto(server.url(pathname), { waitUntil: 'networkidle' });
  return { page, errors, scripts };
}

describe.skipIf(!hasChromium)('islands', () => {
  it('a counter from a snippet increments on click, keeping its children and JSX prop', async () => {
    const { page, errors } = await open('/counter');
    const first = page.locator('docsgen-island').first();
    await expect(first.locator('.count').textContent()).resolves.toBe('3');
    await first.locator('button').click();
    await first.locator('button').click();
    await expect(first.locator('.count').textContent()).resolves.toBe('7');
    // The second counter is independent.
    await page.locator('docsgen-island').nth(1).locator('button').click();
    await expect(page.locator('docsgen-island').nth(1).locator('.count').textContent()).resolves.toBe('1');
    await expect(first.locator('em.jsx-prop').textContent()).resolves.toBe('Counting');
    await expect(first.locator('.counter-children strong').textContent()).resolves.toBe('bold');
    expect(errors).toEqual([]);
    await screenshot(page, 'islands-counter-light');
    await page.close();
    const dark = await open('/counter', 'dark');
    await dark.page.locator('docsgen-island button').first().click();
    await screenshot(dark.page, 'islands-counter-dark');
    await dark.page.close();
  });

  it("a page's own `export const` component is interactive", async () => {
    const { page, errors } = await open('/calculator');
    await expect(page.locator('.total').textContent()).resolves.toBe('Total: 120');
    await page.locator('.calculator input').fill('50');
    await expect(page.locator('.total').textContent()).resolves.toBe('Total: 60');
    expect(errors).toEqual([]);
    await screenshot(page, 'islands-calculator');
    await page.close();
  });

  it('a parent island gets the components in its children themselves: it counts them by type and shares state', async () => {
    const { page, errors } = await open('/tally');
    await expect(page.locator('.tally').textContent()).resolves.toBe('0 of 2');
    await page.locator('input[type=checkbox]').first().check();
    await expect(page.locator('.tally').textContent()).resolves.toBe('1 of 2');
    await expect(page.locator('li strong').textContent()).resolves.toBe('item');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('an island that throws keeps its server markup, logs one error and leaves the others working', async () => {
    const { page, errors } = await open('/broken');
    await page.waitForTimeout(200);
    await expect(page.locator('.thrower').textContent()).resolves.toBe('Server-rendered content of the thrower');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(
      'docsgen: the interactive component snippets/thrower.jsx#Thrower failed in the browser',
    );
    const counter = page.locator('docsgen-island[data-island="snippets/counter.jsx#Counter"]');
    await counter.locator('button').click();
    await expect(counter.locator('.count').textContent()).resolves.toBe('1');
    // The theme's own script still runs (the dark-mode toggle is wired).
    await expect(page.locator('html').getAttribute('class')).resolves.toContain('dg-js');
    await screenshot(page, 'islands-broken');
    await page.close();
  });

  it('pages without an interactive component load no island code', async () => {
    for (const url of ['/', '/plain']) {
      const { page, errors, scripts } = await open(url);
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.filter((s) => /islands|lazy-/.test(s) && !/search/.test(s))).toEqual([]);
      expect(await page.locator('docsgen-island').count()).toBe(0);
      expect(errors).toEqual([]);
      await page.close();
    }
    const { scripts, page } = await open('/counter');
    expect(scripts.some((s) => /\/assets\/islands\.[0-9a-f]{10}\.js$/.test(s))).toBe(true);
    await page.close();
  });
});

describe.skipIf(!hasChromium)('islands in docsgen dev', () => {
  it('an edited component reloads the page with its new code; a broken one shows in the overlay', async () => {
    const root = await copySite('islands');
    const dev = await startDevServer({ root, port: 0, themeFor, log: () => {} });
    const page = await browser.newPage();
    try {
      await page.goto(`${dev.url.replace(/\/$/, '')}/counter`);
      await page.waitForFunction(() => (window as { __docsgenLive?: boolean }).__docsgenLive === true);
      const island = page.locator('docsgen-island').nth(1);
      await island.locator('button').click();
      await expect(island.locator('.count').textContent()).resolves.toBe('1');
      const file = path.join(root, 'snippets/counter.jsx');
      const source = await readFile(file, 'utf8');
      let reloaded = page.waitForEvent('load');
      await writeFile(file, source.replace('setCount(count + step)', 'setCount(count + 10 * step)'));
      await reloaded;
      await page.waitForFunction(() => (window as { __docsgenLive?: boolean }).__docsgenLive === true);
      await page.locator('docsgen-island').nth(1).locator('button').click();
      await expect(page.locator('docsgen-island').nth(1).locator('.count').textContent()).resolves.toBe('10');
      reloaded = page.waitForEvent('load');
      await writeFile(file, source.replace('return (', 'return (<'));
      await reloaded;
      await page.locator('#docsgen-overlay').waitFor();
      const overlay = await page.locator('#docsgen-overlay').textContent();
      expect(overlay).toContain('snippets/counter.jsx');
      expect(overlay).toContain('mdx/snippet-build');
      await screenshot(page, 'islands-dev-overlay');
    } finally {
      await page.close();
      await dev.close();
    }
  }, 60_000);
});
