import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSite, hasChromium, launchBrowser, type StaticServer, screenshot } from './helpers/index.ts';

let browser: Browser;
let context: BrowserContext;
let server: StaticServer;

beforeAll(async () => {
  if (!hasChromium) return;
  ({ server } = await builtSite('ai-menu'));
  browser = await launchBrowser();
  context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(url: string, width = 1280, dark = false): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 900 });
  await page.emulateMedia({ colorScheme: dark ? 'dark' : 'light' });
  await page.goto(server.url(url), { waitUntil: 'load' });
  return page;
}

const visibleLabels = (page: Page) => page.locator('.dg-update:visible .dg-update__label').allTextContents();

describe.skipIf(!hasChromium)('changelog filters and feed', () => {
  it('filters updates by every selected tag, keeps the selection in ?tags=, reads it on load', async () => {
    const page = await open('/changelog');
    const filters = page.locator('.page-aside .dg-update-filters');
    await expect(filters.isVisible()).resolves.toBe(true);
    // The filters take the place of the table of contents.
    await expect(page.locator('.page-aside .toc').isVisible()).resolves.toBe(false);
    await expect(filters.getByRole('button').allTextContents()).resolves.toEqual([
      'Wintergreen',
      'Spearmint',
      'Peppermint',
    ]);
    await expect(visibleLabels(page)).resolves.toHaveLength(4);
    await filters.getByRole('button', { name: 'Spearmint' }).click();
    await expect(visibleLabels(page)).resolves.toEqual(['March 2025', 'February 2025', 'January 2025']);
    await filters.getByRole('button', { name: 'Peppermint' }).click();
    await expect(visibleLabels(page)).resolves.toEqual(['January 2025']);
    expect(new URL(page.url()).search).toBe('?tags=Spearmint,Peppermint');
    await expect(filters.getByRole('button', { name: 'Peppermint' }).getAttribute('aria-pressed')).resolves.toBe(
      'true',
    );
    await screenshot(page, 'changelog-filters-light');
    await page.goto(server.url('/changelog?tags=Wintergreen'), { waitUntil: 'load' });
    await expect(visibleLabels(page)).resolves.toEqual(['March 2025']);
    await page.close();
  });

  it('puts the filters above the updates on a phone', async () => {
    for (const dark of [false, true]) {
      const page = await open('/changelog', 390, dark);
      const filters = page.locator('.prose .dg-update-filters');
      await expect(filters.isVisible()).resolves.toBe(true);
      await filters.getByRole('button', { name: 'Wintergreen' }).click();
      await expect(visibleLabels(page)).resolves.toEqual(['March 2025']);
      await screenshot(page, `changelog-filters-phone-${dark ? 'dark' : 'light'}`);
      await page.close();
    }
  });

  it('links the feed from the RSS button (`rss: true`), and the feed lists the updates', async () => {
    const page = await open('/changelog');
    const button = page.getByRole('link', { name: 'RSS feed' });
    await expect(button.getAttribute('href')).resolves.toBe('/changelog/rss.xml');
    const feed = await (await fetch(server.url('/changelog/rss.xml'))).text();
    expect(feed).toContain('<title><![CDATA[Wintergreen flavour]]></title>');
    expect(feed).toContain('<link>https://docs.acme.test/changelog#february-2025</link>');
    const home = await open('/');
    await expect(home.getByRole('link', { name: 'RSS feed' }).count()).resolves.toBe(0);
    await home.close();
    await page.close();
  });
});

describe.skipIf(!hasChromium)('Prompt actions', () => {
  it('copies the prompt and opens it in Cursor with its line breaks; copy only by default', async () => {
    const page = await open('/prompts');
    const [first, second] = [page.locator('.dg-prompt').nth(0), page.locator('.dg-prompt').nth(1)];
    const cursor = first.getByRole('link', { name: 'Open in Cursor' });
    const href = (await cursor.getAttribute('href')) ?? '';
    expect(href.startsWith('cursor://anysphere.cursor-deeplink/prompt?text=')).toBe(true);
    const text = decodeURIComponent(href.split('text=')[1]!);
    expect(text).toBe(
      'You are a technical writing assistant. Write documentation that is clear.\n\nUse second-person voice.',
    );
    await first.getByRole('button', { name: 'Copy prompt' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('technical writing assistant');
    await expect(second.getByRole('link', { name: 'Open in Cursor' }).count()).resolves.toBe(0);
    await expect(second.getByRole('button', { name: 'Copy prompt' }).count()).resolves.toBe(1);
    await screenshot(page, 'prompt-actions-light');
    await page.close();
  });
});
