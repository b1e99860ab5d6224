// Interface text in the page's language, hreflang alternates and per-language navbar/footer
// (tests/sites/languages), built by the real pipeline for both themes and checked in Chromium.
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

async function languagesSite(docsTheme: string): Promise<StaticServer> {
  const site = await builtSite('languages', { config: withTheme(docsTheme) });
  session.removeLater(site.dirs);
  // The Arabic navbar link names an icon no library has: a located warning, the link still shown.
  expect(site.diagnostics.map((d) => [d.code, d.jsonPath, d.line])).toEqual([
    ['build/unknown-icon', 'navigation.languages[3].navbar.links[0].icon', expect.any(Number)],
  ]);
  return site.server;
}

describe.skipIf(!hasChromium).each([
  ['classic', 'mint'],
  ['quill', 'luma'],
] as const)('languages, %s', (name, docsTheme) => {
  let server: StaticServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await languagesSite(docsTheme);
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

  const text = (selector: string) => page.locator(selector).first().textContent();

  it('a French page shows the theme’s text in French, and the French navbar and footer', async () => {
    await open('/fr/setup');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    await expect(text('.toc-title')).resolves.toBe('Sur cette page');
    await expect(text('[data-dg-copy-page] .action-label')).resolves.toBe('Copier la page');
    await expect(text('.page-actions a.action-button')).resolves.toBe('Voir en Markdown');
    await expect(text('.page-deprecated')).resolves.toBe('Obsolète');
    await expect(text('.pager-prev .pager-hint')).resolves.toContain('Précédent');
    await expect(page.locator('.search-placeholder').first().textContent()).resolves.toBe('Rechercher…');
    // The language's navbar and footer replace the site's.
    await expect(page.getByRole('link', { name: 'Journal' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'S’inscrire' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Blog' }).count()).resolves.toBe(0);
    await expect(page.locator('footer').getByText('Ressources').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Langue: Français' }).count()).resolves.toBe(1);
    await screenshot(page, `languages-${name}-fr-light`);
    await open('/fr/setup', { dark: true });
    await screenshot(page, `languages-${name}-fr-dark`);
  });

  it('an English page keeps the site’s navbar and English text', async () => {
    await open('/en/setup');
    await expect(text('.toc-title')).resolves.toBe('On this page');
    await expect(text('.pager-prev .pager-hint')).resolves.toContain('Previous');
    await expect(page.getByRole('link', { name: 'Blog' }).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('link', { name: 'Journal' }).count()).resolves.toBe(0);
  });

  it('each page links the same page in every language (hreflang), x-default the default language', async () => {
    await open('/fr/setup');
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), l.getAttribute('href')]));
    // jp has no setup page, so no Japanese alternate here.
    expect(alternates).toEqual([
      ['en', 'https://docs.example.com/en/setup'],
      ['fr', 'https://docs.example.com/fr/setup'],
      ['ar', 'https://docs.example.com/ar/setup'],
      ['x-default', 'https://docs.example.com/en/setup'],
    ]);
    await open('/jp');
    await expect(page.locator('link[rel="alternate"][hreflang="ja"]').getAttribute('href')).resolves.toBe(
      'https://docs.example.com/jp',
    );
  });

  it('the search dialog speaks the page’s language', async () => {
    await open('/jp');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('ja');
    await expect(text('.toc-title')).resolves.toBe('このページの内容');
    await page.locator('.search-button').first().click();
    const input = page.locator('.dg-search__input');
    await expect(input.getAttribute('placeholder')).resolves.toBe('検索…');
    await input.fill('zzzqqq');
    await page.waitForFunction(() => document.querySelector('.dg-search__status')?.textContent !== '');
    await expect(text('.dg-search__status')).resolves.toBe('「zzzqqq」の結果はありません');
  });

  it('an Arabic page is right to left with Arabic text; on a phone the menu button speaks Arabic', async () => {
    await open('/ar', { width: 390 });
    await expect(page.locator('html').getAttribute('dir')).resolves.toBe('rtl');
    const button = page.locator('[data-dg-nav-toggle]');
    await expect(button.getAttribute('aria-label')).resolves.toBe('فتح التنقل');
    await button.click();
    await expect(button.getAttribute('aria-label')).resolves.toBe('إغلاق التنقل');
    // The panel slides in from the right on a right-to-left page.
    await page.waitForTimeout(300);
    const panel = (await page.locator('#sidebar').boundingBox())!;
    expect(panel.x + panel.width).toBeCloseTo(390, 0);
    await expect(page.locator('#sidebar').getByText('مرحبا').isVisible()).resolves.toBe(true);
    await screenshot(page, `languages-${name}-ar-phone-light`);
    await open('/fr', { width: 390, dark: true });
    await screenshot(page, `languages-${name}-fr-phone-dark`);
  });

  it('the 404 page shows the default language’s text', async () => {
    await open('/no/such/page');
    await expect(text('.not-found .page-title')).resolves.toBe('Page not found');
  });
});
