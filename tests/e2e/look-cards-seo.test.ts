// Issue 19 in a real browser: a `<Card href>` without `icon` shows the linked page's icon, a Font
// Awesome Pro name shows its free stand-in, `<Tabs borderBottom>` draws a rule under the tab set,
// and the page's JSON-LD parses as the browser reads it (nothing breaks out of its script).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, MINIMAL_CONFIG, makeDocs } from '../catalogue/helpers.ts';
import { freshPage, hasChromium, launchBrowser, type StaticServer, screenshot, serveStatic } from './helpers/index.ts';

if (!hasChromium) console.warn('Skipping card icon browser tests: Chromium is not installed.');

let browser: Browser;
let context: BrowserContext | undefined;
let page: Page;
let server: StaticServer;
let tmp: string;

const INDEX = `---
title: "Home </script><b>x</b>"
---

<CardGroup cols={2}>
  <Card title="Install" href="/install">Get it.</Card>
  <Card title="Plain" href="/plain">No icon there.</Card>
</CardGroup>

<Tabs borderBottom>
  <Tab title="npm">npm i acme</Tab>
  <Tab title="pnpm">pnpm add acme</Tab>
</Tabs>

After the tabs.
`;

beforeAll(async () => {
  if (!hasChromium) return;
  tmp = await mkdtemp(path.join(tmpdir(), 'docsgen-look-e2e-'));
  const root = await makeDocs({
    'docs.json': JSON.stringify({ ...MINIMAL_CONFIG, navigation: { pages: ['index', 'install', 'plain'] } }),
    'index.mdx': INDEX,
    'install.mdx': '---\ntitle: Install\nicon: rocket-launch\n---\n\nInstall.\n',
    'plain.mdx': '---\ntitle: Plain\n---\n\nPlain.\n',
  });
  const out = path.join(tmp, 'site');
  const result = await build(root, { outDir: out, siteUrl: 'https://docs.acme.example' });
  expect(result.ok).toBe(true);
  server = await serveStatic(out);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function open(url: string, options: { width?: number; dark?: boolean } = {}) {
  ({ context, page } = await freshPage(browser, context, options));
  await page.goto(server.url(url));
}

describe.skipIf(!hasChromium)('cards, tabs and structured data in the browser', () => {
  for (const [dark, width] of [
    [false, 1280],
    [true, 390],
  ] as const) {
    it(`the card shows the linked page's (free stand-in) icon; the other none (${dark ? 'dark, phone' : 'light'})`, async () => {
      await open('/', { dark, width });
      const cards = page.locator('.dg-card');
      const icon = cards.nth(0).locator('.dg-card__icon svg');
      await expect(icon.isVisible()).resolves.toBe(true);
      const box = (await icon.boundingBox())!;
      expect(box.width).toBeGreaterThan(8);
      await expect(cards.nth(1).locator('.dg-card__icon').count()).resolves.toBe(0);
      // The icon is drawn in the card's accent, not left black on a dark page.
      const color = await icon.evaluate((el) => getComputedStyle(el).color);
      expect(color).not.toBe(dark ? 'rgb(0, 0, 0)' : 'rgb(255, 255, 255)');
      await screenshot(page, `look-card-icons-${dark ? 'dark-phone' : 'light'}`);
    });
  }

  it('Tabs borderBottom: a rule under the tab set', async () => {
    await open('/');
    const tabs = page.locator('.dg-tabs').first();
    const style = await tabs.evaluate((el) => {
      const s = getComputedStyle(el);
      return { width: s.borderBottomWidth, style: s.borderBottomStyle, padding: s.paddingBottom };
    });
    expect(style).toEqual({ width: '1px', style: 'solid', padding: '16px' });
  });

  it('the JSON-LD parses in the page and the title cannot break out of it', async () => {
    await open('/');
    const data = await page.evaluate(() => {
      const scripts = [...document.querySelectorAll('script[type="application/ld+json"]')];
      return { count: scripts.length, json: JSON.parse(scripts[0]!.textContent!) };
    });
    expect(data.count).toBe(1);
    expect(data.json['@graph'][4].headline).toBe('Home </script><b>x</b>');
    await expect(page.locator('b', { hasText: 'x' }).count()).resolves.toBe(0);
  });
});
