// Per-theme settings and the phone entries, in Chromium, for all nine docs.json themes: one small
// site (tests/sites/theme-settings: split tabs, a navbar primary button, the contextual menu on the
// TOC side) built by the real pipeline once per theme, opened light and dark at 1280 and 390 px.
// - The page background (`#background-color`, Mintlify's documented id for it) equals what
//   getBackgroundColors (@mintlify/common, the oracle) gives for that docs.json.
// - At 390 px: `#navbar`, `#search-bar-entry-mobile` and a menu button opening `#mobile-nav` with
//   `#mobile-nav-content` holding the links (customize/custom-scripts.mdx), by keyboard and pointer,
//   focus kept in the menu, Escape closing it, a link leading to its page.
// Everything is read by computed style, geometry, the documented ids and ARIA, never docsgen's class
// names. Phone screenshots: tests/e2e/screenshots/theme-settings-<theme>-<scheme>-{phone,menu}.png.
import { getBackgroundColors } from '@mintlify/common';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, builtSite, freshPage, hasChromium, type StaticServer, screenshot } from './helpers/index.ts';

const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;
type ThemeName = (typeof THEMES)[number];

/** What each theme's docs.json adds: two set `background.color` in one mode, so the override is checked too. */
const EXTRA: Partial<Record<ThemeName, Record<string, unknown>>> = {
  palm: { background: { color: { dark: '#101418' } } },
  linden: { background: { color: { light: '#FEFCF8' } } },
};

const session = browserSession();
const servers = new Map<ThemeName, StaticServer>();
const configs = new Map<ThemeName, Record<string, unknown>>();
let context: Awaited<ReturnType<typeof freshPage>>['context'] | undefined;

beforeAll(async () => {
  if (!hasChromium) return;
  for (const theme of THEMES) {
    const site = await builtSite('theme-settings', {
      config: (c) => {
        const config = { ...c, theme, ...EXTRA[theme] };
        configs.set(theme, config);
        return config;
      },
    });
    session.removeLater(site.dirs);
    expect(site.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    servers.set(theme, site.server);
  }
}, 300_000);

afterAll(async () => {
  await context?.close();
  for (const server of servers.values()) await server.close();
});

async function open(theme: ThemeName, url: string, width: number, dark: boolean): Promise<Page> {
  const fresh = await freshPage(session.browser, context, { width, dark });
  context = fresh.context;
  await fresh.page.goto(servers.get(theme)!.url(url));
  await fresh.page.evaluate(() => document.fonts.ready);
  return fresh.page;
}

/** Mintlify's page background for the theme's docs.json, as the browser prints a computed colour. */
function expectedBackground(theme: ThemeName, dark: boolean): string {
  const colors = getBackgroundColors(structuredClone(configs.get(theme)) as Parameters<typeof getBackgroundColors>[0]);
  return `rgb(${(dark ? colors.dark : colors.light).split(' ').join(', ')})`;
}

/** The visible box of the first element matching `selector` (null when absent, hidden or empty). */
function visibleBox(page: Page, selector: string) {
  return page.evaluate((s) => {
    const el = document.querySelector(s);
    if (!el) return null;
    const style = getComputedStyle(el);
    const r = el.getBoundingClientRect();
    if (style.visibility === 'hidden' || style.display === 'none' || r.width === 0 || r.height === 0) return null;
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
  }, selector);
}

/** The menu button: the control in #navbar that opens #mobile-nav. */
const MENU = '#navbar button[aria-controls="mobile-nav"]';

/** Whether the focused element is inside #mobile-nav-content or is the menu button. */
function focusInMenu(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    return Boolean(
      active &&
        (document.getElementById('mobile-nav-content')?.contains(active) ||
          active.matches('button[aria-controls="mobile-nav"]')),
    );
  });
}

describe.skipIf(!hasChromium)('per-theme settings and phone entries, every theme', () => {
  for (const theme of THEMES) {
    describe(theme, () => {
      for (const dark of [false, true]) {
        const scheme = dark ? 'dark' : 'light';

        it(`${scheme}: the page background is getBackgroundColors', desktop and phone`, async () => {
          for (const width of [1280, 390]) {
            const page = await open(theme, '/guides/setup', width, dark);
            expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(dark);
            const background = await page.evaluate(
              () => getComputedStyle(document.getElementById('background-color')!).backgroundColor,
            );
            expect(background, `${theme} ${scheme} ${width}px`).toBe(expectedBackground(theme, dark));
          }
        });

        it(`${scheme}: at 390 px the documented phone entries exist and the menu opens with the links`, async () => {
          const page = await open(theme, '/guides/setup', 390, dark);
          // Nothing wider than the phone.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
          const navbar = await visibleBox(page, '#navbar');
          expect(navbar, 'a visible #navbar').not.toBeNull();
          expect(navbar!.top).toBeLessThanOrEqual(1);
          const search = await visibleBox(page, '#search-bar-entry-mobile');
          expect(search, 'a visible #search-bar-entry-mobile').not.toBeNull();
          expect(search!.top).toBeGreaterThanOrEqual(navbar!.top);
          expect(search!.bottom).toBeLessThanOrEqual(navbar!.bottom + 1);
          expect(search!.right).toBeLessThanOrEqual(390);
          const menuBox = await visibleBox(page, MENU);
          expect(menuBox, 'a visible menu button in #navbar').not.toBeNull();
          const menu = page.locator(MENU);
          expect(await menu.getAttribute('aria-expanded')).toBe('false');
          // Closed: the overlay and its links are not shown.
          expect(await visibleBox(page, '#mobile-nav-content')).toBeNull();
          await screenshot(page, `theme-settings-${theme}-${scheme}-phone`);

          // Opened by keyboard: the panel lies on the screen, holds the section's links, and has the focus.
          await menu.focus();
          await page.keyboard.press('Enter');
          expect(await menu.getAttribute('aria-expanded')).toBe('true');
          // It slides in: its place is read once it has come to rest.
          await expect
            .poll(async () => (await visibleBox(page, '#mobile-nav-content'))?.left ?? -1)
            .toBeGreaterThanOrEqual(0);
          const panel = await visibleBox(page, '#mobile-nav-content');
          expect(panel!.right).toBeLessThanOrEqual(390);
          expect(await page.locator('#mobile-nav #mobile-nav-content').count()).toBe(1);
          const links = await page.evaluate(() =>
            [...document.querySelectorAll<HTMLAnchorElement>('#mobile-nav-content a[href]')]
              .filter((a) => a.getBoundingClientRect().height > 0 && getComputedStyle(a).visibility !== 'hidden')
              .map((a) => new URL(a.href).pathname),
          );
          for (const path of ['/', '/guides/setup', '/guides/deploy']) expect(links, theme).toContain(path);
          expect(await focusInMenu(page)).toBe(true);
          await screenshot(page, `theme-settings-${theme}-${scheme}-menu`);

          // Tab stays among the menu's entries and its button, both ways.
          for (let i = 0; i < 14; i++) {
            await page.keyboard.press('Tab');
            expect(await focusInMenu(page), `Tab ${i + 1}`).toBe(true);
          }
          for (let i = 0; i < 4; i++) {
            await page.keyboard.press('Shift+Tab');
            expect(await focusInMenu(page), `Shift+Tab ${i + 1}`).toBe(true);
          }

          // Escape closes it and gives the focus back to the button.
          await page.keyboard.press('Escape');
          expect(await menu.getAttribute('aria-expanded')).toBe('false');
          await expect.poll(() => visibleBox(page, '#mobile-nav-content')).toBeNull();
          expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-controls'))).toBe('mobile-nav');

          // Opened by pointer, closed by the button again, then a link leads to its page.
          await menu.click();
          await expect.poll(() => visibleBox(page, '#mobile-nav-content')).not.toBeNull();
          await menu.click();
          await expect.poll(() => visibleBox(page, '#mobile-nav-content')).toBeNull();
          await menu.click();
          await Promise.all([
            page.waitForURL(/\/guides\/deploy$/),
            page.locator('#mobile-nav-content a[href$="/guides/deploy"]').first().click(),
          ]);
          expect(await page.locator('#page-title').textContent()).toBe('Deploy');
          expect(await visibleBox(page, '#mobile-nav-content')).toBeNull();
        });
      }

      it('the search entry on a phone opens the search dialog', async () => {
        const page = await open(theme, '/', 390, false);
        await page.locator('#search-bar-entry-mobile').click();
        await page.waitForSelector('#search-input', { state: 'visible' });
      });
    });
  }
});
