// Navigation settings a reader sees (tests/sites/navigation-settings): group `directory` listings
// (cards, accordions, `none`, inherited), tab `align: "end"` and `navigation.global` tabs,
// dropdowns, products, versions and languages, built by the real pipeline and checked in Chromium.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSession,
  builtSite,
  freshPage,
  hasChromium,
  type StaticServer,
  screenshot,
  withTheme,
} from './helpers/index.ts';

const session = browserSession();

async function navigationSite(docsTheme: string, name = 'navigation-settings'): Promise<StaticServer> {
  const site = await builtSite(name, { config: withTheme(docsTheme) });
  session.removeLater(site.dirs);
  expect(site.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  return site.server;
}

describe.skipIf(!hasChromium).each([
  ['classic', 'mint'],
  ['quill', 'luma'],
] as const)('navigation settings, %s', (name, docsTheme) => {
  let server: StaticServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await navigationSite(docsTheme);
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  async function open(url: string, options: { width?: number; dark?: boolean } = {}): Promise<Page> {
    ({ context, page } = await freshPage(session.browser, context, options));
    await page.goto(server.url(url));
    return page;
  }

  it('a group root page inheriting `directory: "card"` lists the group as cards below its content', async () => {
    await open('/basics');
    const cards = page.locator('.dg-directory--card .dg-card');
    await expect(cards.locator('.dg-card__title').allInnerTexts()).resolves.toEqual([
      'First steps',
      'Second steps',
      'More',
    ]);
    // Below the page's own text, with the page's frontmatter icon and the nested group's entries.
    const content = (await page.locator('[data-dg-content]').boundingBox())!;
    const first = (await cards.first().boundingBox())!;
    expect(first.y).toBeGreaterThanOrEqual(content.y + content.height - 1);
    await expect(cards.first().locator('.dg-card__icon svg').count()).resolves.toBe(1);
    await expect(cards.nth(2).locator('.dg-card__body').textContent()).resolves.toBe('Third steps');
    await cards.nth(1).click();
    await page.waitForURL(/\/basics\/second$/);
    await expect(page.locator('.dg-directory').count()).resolves.toBe(0);
    await open('/basics');
    await screenshot(page, `navigation-${name}-directory-cards-light`);
    await open('/basics', { dark: true, width: 390 });
    await screenshot(page, `navigation-${name}-directory-cards-phone-dark`, { fullPage: true });
  });

  it('`directory: "accordion"` on a group opens each entry on its links; `none` lists nothing', async () => {
    await open('/ref');
    const entries = page.locator('.dg-directory--accordion details');
    await expect(entries.locator('summary').allInnerTexts()).resolves.toEqual(['Terms', 'Deep']);
    const deep = entries.nth(1);
    await expect(deep.getByRole('link', { name: 'Deep dive' }).isVisible()).resolves.toBe(false);
    await deep.locator('summary').click();
    await expect(deep.getByRole('link', { name: 'Deep dive' }).isVisible()).resolves.toBe(true);
    await screenshot(page, `navigation-${name}-directory-accordion-light`);
    await open('/ref', { dark: true });
    await screenshot(page, `navigation-${name}-directory-accordion-dark`);
    await open('/plain');
    await expect(page.locator('.dg-directory').count()).resolves.toBe(0);
  });

  it('a tab with `align: "end"` sits at the end of the tab bar, after the global tab', async () => {
    await open('/basics');
    const labels = await page.locator('.tab-list > .tab').allInnerTexts();
    expect(labels.map((l) => l.replace('(opens in a new tab)', '').trim())).toEqual([
      'Guides',
      'API',
      'Blog',
      'Status',
    ]);
    const bar = (await page.locator('.tab-list').first().boundingBox())!;
    const status = (await page.locator('.tab-list > .tab-align-end').boundingBox())!;
    const blog = (await page.locator('.tab-list > .tab').nth(2).boundingBox())!;
    // Pushed to the end: a gap wider than the tabs' own spacing before it, flush with the bar's end.
    expect(status.x - (blog.x + blog.width)).toBeGreaterThan(100);
    expect(bar.x + bar.width - (status.x + status.width)).toBeLessThan(2);
    await expect(page.getByRole('link', { name: 'Blog' }).first().getAttribute('href')).resolves.toBe(
      'https://example.com/blog',
    );
  });

  it('global versions and languages are switchers on every page; global dropdowns and products are links', async () => {
    for (const url of ['/basics', '/api']) {
      await open(url);
      for (const [kind, current, option, href] of [
        ['version', 'v2', 'v1', 'https://v1.example.com'],
        ['language', 'English', 'Français', 'https://fr.example.com'],
      ] as const) {
        // The first visible copy (classic shows the version in the sidebar, quill in the top bar).
        const button = page.locator(`.switcher-${kind} button:visible`).first();
        await expect(button.textContent(), `${url} ${kind}`).resolves.toContain(current);
        await button.click();
        const popup = page.locator(`#${await button.getAttribute('aria-controls')}`);
        const link = popup.getByRole('link', { name: new RegExp(option) }).first();
        await expect(link.getAttribute('href')).resolves.toBe(href);
        await page.keyboard.press('Escape');
      }
      // The site has no dropdowns or products of its own: the global ones are links in the sidebar.
      const sidebar = page.locator('#sidebar');
      for (const [label, href] of [
        ['Community', 'https://example.com/community'],
        ['Cloud', 'https://cloud.example.com'],
      ]) {
        const link = sidebar.getByRole('link', { name: new RegExp(label) }).first();
        await expect(link.isVisible(), `${url} ${label}`).resolves.toBe(true);
        await expect(link.getAttribute('href')).resolves.toBe(href);
      }
      await expect(page.locator('.switcher-dropdown, .switcher-product').count()).resolves.toBe(0);
    }
    await screenshot(page, `navigation-${name}-global-light`);
  });

  it('a product’s `menu` items lead its sidebar, the current one marked', async () => {
    const menuSite = await navigationSite(docsTheme, 'product-menu');
    try {
      await context?.close();
      context = await session.browser.newContext({ viewport: { width: 1440, height: 900 } });
      page = await context.newPage();
      await page.goto(menuSite.url('/a/one'));
      const items = page.locator('#sidebar .anchors .anchor-link');
      await expect(items.allTextContents()).resolves.toEqual(['Guides', 'Reference']);
      await expect(items.first().getAttribute('aria-current')).resolves.toBe('true');
      await items.nth(1).click();
      await page.waitForURL(/\/b\/two$/);
      await expect(page.locator('#sidebar .anchor-link.is-current').textContent()).resolves.toBe('Reference');
      await screenshot(page, `navigation-${name}-product-menu-light`);
    } finally {
      await menuSite.close();
    }
  });
});
