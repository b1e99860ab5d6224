// docs.json `contextual` in the browser (tests/sites/ai-menu): every option's link as Mintlify gives
// it, what a click does (copy, copy the MCP URL or command, print, open with `$page`), `display:
// "toc"` and per-page `contextual`, in a built site and in `docsgen dev` (links made absolute from
// the reader's location there). Third-party hosts are never contacted: popups are caught by URL.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startDevServer } from '@docsgen/dev-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../../packages/cli/src/theme-for.ts';
import { copySite } from '../build-helpers.ts';
import { builtSite, hasChromium, launchBrowser, type StaticServer, screenshot } from './helpers/index.ts';

if (!hasChromium) console.warn('Skipping contextual menu browser tests: Chromium is not installed.');

const SITE = 'https://docs.acme.test';
const PROMPT = encodeURIComponent(`Read from ${SITE}/ so I can ask questions about it.`);
const MCP = `${SITE}/mcp`;
const CURSOR_CONFIG = encodeURIComponent(Buffer.from(`{"url":"${MCP}"}`).toString('base64'));

/**
 * The options of the fixture's menu on `/` after the first ("Copy page", the button beside the
 * title), in docs.json order: label → href (links) or null (buttons).
 */
const EXPECTED: Array<[string, string | null]> = [
  ['View as Markdown', '/index.md'],
  ['Open in ChatGPT', `https://chatgpt.com/?hints=search&q=${PROMPT}`],
  ['Open in Claude', `https://claude.ai/new?q=${PROMPT}`],
  ['Open in Perplexity', `https://www.perplexity.ai/search/new?q=${PROMPT}`],
  ['Open in Grok', `https://grok.com/?q=${PROMPT}`],
  ['Open in Google AI Studio', `https://aistudio.google.com/prompts/new_chat?prompt=${PROMPT}`],
  ['Open in Devin', `https://app.devin.ai/?prompt=${PROMPT}`],
  ['Open in Devin Desktop', `windsurf://cascade?prompt=${PROMPT}`],
  ['Copy MCP server URL', null],
  ['Copy MCP install command', null],
  ['Connect to Cursor', `cursor://anysphere.cursor-deeplink/mcp/install?name=Acme%20Docs&config=${CURSOR_CONFIG}`],
  [
    'Connect to VS Code',
    'https://vscode.dev/redirect/mcp/install?name=Acme%20Docs&config=%7B%22type%22%3A%22http%22%2C%22url%22%3A%22https%3A%2F%2Fdocs.acme.test%2Fmcp%22%7D',
  ],
  ['Connect to Devin', null],
  ['Download PDF', null],
  ['Request a feature', 'https://github.com/acme/docs/discussions'],
  ['Share on X', 'https://x.com/intent/tweet?text=Read%20%2F&via=https%3A%2F%2Fdocs.acme.test%2Fmcp'],
];

let browser: Browser;
let context: BrowserContext;
let server: StaticServer;

beforeAll(async () => {
  if (!hasChromium) return;
  ({ server } = await builtSite('ai-menu'));
  browser = await launchBrowser();
  context = await browser.newContext();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
  // Nothing leaves the machine: other hosts get an empty page.
  await context.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' }),
  );
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function open(url: string, options: { width?: number; dark?: boolean } = {}): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: options.width ?? 1280, height: 900 });
  await page.emulateMedia({ colorScheme: options.dark ? 'dark' : 'light' });
  await page.addInitScript(() => {
    (window as unknown as { __printed: number }).__printed = 0;
    window.print = () => {
      (window as unknown as { __printed: number }).__printed++;
    };
  });
  await page.goto(server.url(url), { waitUntil: 'load' });
  return page;
}

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe.skipIf(!hasChromium)('contextual menu in a built site', () => {
  it('shows the first option as a button and lists the others with the link Mintlify gives each, in order', async () => {
    const page = await open('/');
    const popup = page.locator('#dg-ctx-menu');
    await expect(popup.isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'More page actions' }).click();
    await expect(popup.isVisible()).resolves.toBe(true);
    const items = await popup
      .locator('.ctx-item')
      .evaluateAll((els) =>
        els.map((el) => [
          el.querySelector('.menu-item-label')?.textContent?.trim(),
          el instanceof HTMLAnchorElement ? el.getAttribute('href') : null,
        ]),
      );
    expect(items).toEqual(EXPECTED);
    await expect(page.locator('.ctx-primary').textContent()).resolves.toBe('Copy page');
    // `assistant` is left out (no assistant in a static site); `download-spec` only on API pages.
    await expect(popup.getByText('Download API spec').count()).resolves.toBe(0);
    await screenshot(page, 'contextual-menu-open-light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    await screenshot(page, 'contextual-menu-open-dark');
    await page.close();
  });

  it('copies the page, the MCP URL and the install command; prints for "Download PDF"', async () => {
    const page = await open('/');
    await page.locator('.ctx-primary').click();
    await expect.poll(() => clipboard(page)).toContain('# Introduction');
    const toggle = page.getByRole('button', { name: 'More page actions' });
    const item = (name: string) => page.locator('#dg-ctx-menu .ctx-item', { hasText: name });
    await toggle.click();
    await item('Copy MCP server URL').click();
    await expect.poll(() => clipboard(page)).toBe(MCP);
    await expect.poll(() => item('Copy').first().textContent()).toBeTruthy();
    await item('Copy MCP install command').click();
    await expect.poll(() => clipboard(page)).toBe(`npx add-mcp ${MCP}`);
    await item('Connect to Devin').click();
    await expect.poll(() => clipboard(page)).toBe(MCP);
    await item('Download PDF').click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __printed: number }).__printed)).toBe(1);
    await page.close();
  });

  it('opens AI tools in a new tab with the page as context', async () => {
    const page = await open('/');
    await page.getByRole('button', { name: 'More page actions' }).click();
    const [tab] = await Promise.all([
      page.waitForEvent('popup'),
      page.locator('#dg-ctx-menu .ctx-item', { hasText: 'Open in Claude' }).click(),
    ]);
    expect(tab.url()).toBe(`https://claude.ai/new?q=${PROMPT}`);
    await tab.close();
    await page.close();
  });

  it('shows the menu in the table of contents with `display: "toc"`, and none with `options: []`', async () => {
    const page = await open('/toc-menu');
    await expect(page.locator('.page-header .page-actions').count()).resolves.toBe(0);
    const toc = page.locator('.page-aside .ctx-toc');
    await expect(toc.isVisible()).resolves.toBe(true);
    await expect(toc.locator('.ctx-toc-item').allTextContents()).resolves.toEqual([
      'Copy page',
      'View as Markdown',
      'Open in Claude',
    ]);
    await toc.locator('[data-dg-copy-page]').click();
    await expect.poll(() => clipboard(page)).toContain('# Menu in the table of contents');
    await screenshot(page, 'contextual-menu-toc-light');
    await page.close();
    const none = await open('/no-menu');
    await expect(none.locator('[data-dg-ctx-menu]').count()).resolves.toBe(0);
    await none.close();
  });

  it('offers "Download API spec" on API pages, linking the spec file', async () => {
    const page = await open('/api-reference/list-payments');
    await page.getByRole('button', { name: 'More page actions' }).click();
    const link = page.locator('#dg-ctx-menu .ctx-item', { hasText: 'Download API spec' });
    await expect(link.getAttribute('href')).resolves.toBe('/api/openapi.json');
    await page.close();
  });

  it('fits a phone screen, light and dark', async () => {
    for (const dark of [false, true]) {
      const page = await open('/', { width: 390, dark });
      await page.getByRole('button', { name: 'More page actions' }).click();
      const box = await page.locator('#dg-ctx-menu').boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await screenshot(page, `contextual-menu-phone-${dark ? 'dark' : 'light'}`);
      await page.close();
    }
  });
});

describe.skipIf(!hasChromium)('contextual menu in docsgen dev', () => {
  it('makes links absolute from the reader’s location and fills `$page` on click', async () => {
    const root = await copySite('ai-menu');
    const file = path.join(root, 'docs.json');
    const config = JSON.parse(await readFile(file, 'utf8'));
    delete config.seo;
    config.contextual.options.push({
      title: 'Ask with page',
      description: 'Send the Markdown',
      href: { base: 'https://example.test/ask', query: [{ key: 'q', value: '$page' }] },
    });
    await writeFile(file, JSON.stringify(config));
    const dev = await startDevServer({ root, port: 0, themeFor, log: () => {} });
    const page = await context.newPage();
    try {
      await page.goto(new URL('/toc-menu', dev.url).href, { waitUntil: 'load' });
      // toc-menu sets its own options: copy, view, claude.
      const claude = page.locator('.ctx-toc [data-dg-ctx="claude"]');
      const origin = new URL(dev.url).origin;
      const prompt = encodeURIComponent(`Read from ${origin}/toc-menu so I can ask questions about it.`);
      // The page's menu script makes the link absolute once it runs, which a loaded machine can put
      // after the load event: the href is polled, not read once.
      await expect.poll(() => claude.getAttribute('href')).toBe(`https://claude.ai/new?q=${prompt}`);
      await page.goto(dev.url, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'More page actions' }).click();
      const [tab] = await Promise.all([
        page.waitForEvent('popup'),
        page.locator('#dg-ctx-menu .ctx-item', { hasText: 'Ask with page' }).click(),
      ]);
      await tab.waitForURL(/example\.test/);
      const q = new URL(tab.url()).searchParams.get('q') ?? '';
      expect(q.startsWith('# Introduction')).toBe(true);
      expect(q).toContain('Acme moves money.');
      await tab.close();
    } finally {
      await page.close();
      await dev.close();
    }
  }, 60_000);
});
