// docs.json `fonts`, `background` and `favicon` light/dark (tests/sites/branding) built by the real
// pipeline for both themes, checked in Chromium: the fonts in use, the background in light and
// dark, and the favicon each colour scheme gets.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSession,
  builtSite,
  freshPage,
  hasChromium,
  SCREENSHOT_DIR,
  type StaticServer,
  screenshot,
  withTheme,
} from './helpers/index.ts';

const session = browserSession();

describe.skipIf(!hasChromium).each([
  ['classic', 'mint'],
  ['quill', 'luma'],
] as const)('fonts, background and favicon, %s', (name, docsTheme) => {
  let server: StaticServer;
  let context: BrowserContext;
  let page: Page;
  let diagnostics: Array<{ code: string; severity: string; file?: string; line?: number; jsonPath?: string }>;

  beforeAll(async () => {
    const site = await builtSite('branding', { config: withTheme(docsTheme) });
    session.removeLater(site.dirs);
    ({ diagnostics, server } = site);
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  async function open(url: string, options: { width?: number; dark?: boolean } = {}): Promise<void> {
    ({ context, page } = await freshPage(session.browser, context, options));
    await page.goto(server.url(url));
  }

  const style = (selector: string, property: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

  it('headings use the font file from the repository; body text the body family', async () => {
    await open('/');
    expect(await style('.page-title', 'font-family')).toMatch(/^"Brand Heading"/);
    expect(await style('.prose h2', 'font-family')).toMatch(/^"Brand Heading"/);
    expect(await style('.prose p', 'font-family')).toMatch(/^Georgia/);
    // The @font-face file was fetched from the site and is in use.
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('700 16px "Brand Heading"'))).toBe(true);
    const loaded = await page.evaluate(() =>
      [...document.fonts].filter((f) => f.family.includes('Brand Heading')).map((f) => f.status),
    );
    expect(loaded).toEqual(['loaded']);
    // The family with no source is named, not fetched: an info at its docs.json value.
    expect(diagnostics.filter((d) => d.code === 'build/font-not-loaded')).toMatchObject([
      { severity: 'info', file: 'docs.json', jsonPath: 'fonts.body.family' },
    ]);
  });

  it('background colour and decoration, banner type and colour, in light and dark; a favicon per colour scheme', async () => {
    await open('/');
    expect(await style('body', 'background-color')).toBe('rgb(248, 250, 252)');
    expect(await style('body', 'background-image')).toContain('linear-gradient');
    const icons = await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((l) => [l.getAttribute('href'), l.getAttribute('media')]));
    expect(icons).toEqual([
      ['/favicon-light.svg', '(prefers-color-scheme: light)'],
      ['/favicon-dark.svg', '(prefers-color-scheme: dark)'],
    ]);
    // `banner.type: critical` is red with white text; `banner.color.dark` takes over in dark mode.
    expect(await style('.banner-banner', 'background-color')).toBe('rgb(185, 28, 28)');
    expect(await style('.banner-banner', 'color')).toBe('rgb(255, 255, 255)');
    await screenshot(page, `branding-${name}-light`);
    await open('/', { dark: true });
    expect(await style('body', 'background-color')).toBe('rgb(15, 23, 42)');
    expect(await style('.banner-banner', 'background-color')).toBe('rgb(124, 45, 18)');
    await screenshot(page, `branding-${name}-dark`);
    await open('/', { width: 390 });
    await screenshot(page, `branding-${name}-phone`);
  });

  it('navbar links show their icon, GitHub and Discord types their mark', async () => {
    await open('/');
    const link = (text: string) => page.locator('.topbar .navbar-link', { hasText: text });
    expect(await link('Community').locator('.nav-icon svg').isVisible()).toBe(true);
    expect(await link('GitHub').locator('.nav-icon svg').isVisible()).toBe(true);
    expect(await link('GitHub').getAttribute('href')).toBe('https://github.com/docsgen/docsgen');
    const primary = page.locator('.topbar .button-primary');
    expect(await primary.textContent()).toBe('Discord (opens in a new tab)');
    expect(await primary.locator('.nav-icon svg').isVisible()).toBe(true);
    await page.locator('.topbar').screenshot({ path: `${SCREENSHOT_DIR}/branding-${name}-navbar.png` });
  });

  it('an anchor with a color shows its icon on that colour, light and dark', async () => {
    const iconColor = () =>
      page
        .locator('.anchor-link', { hasText: 'Blog' })
        .locator('.anchor-icon')
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    await open('/');
    expect(await iconColor()).toBe('rgb(220, 38, 38)');
    await open('/', { dark: true });
    expect(await iconColor()).toBe('rgb(248, 113, 113)');
    await page.locator('#sidebar').screenshot({ path: `${SCREENSHOT_DIR}/branding-${name}-anchor-dark.png` });
  });
});
