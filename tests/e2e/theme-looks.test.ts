// Each docs.json theme's distinguishing traits, in Chromium: one small site shaped like Mintlify's
// theme screenshots (fixtures/look-site.ts) rendered once per theme, opened light and dark at 1280
// and 390 px. Traits are read by geometry and computed style through Mintlify's documented ids and
// selectors (#navbar, #sidebar, #search-bar-entry, nav-logo, nav-tabs, toc-item…), never docsgen's
// own class names. Screenshots land in tests/e2e/screenshots/look-<theme>-<scheme>-<width>.png.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../../packages/cli/src/theme-for.ts';
import { endpointContext, HERO_SVG, LOOK_URLS, lookContext } from './fixtures/look-site.ts';
import {
  hasChromium,
  launchBrowser,
  renderFixtureSite,
  type StaticServer,
  screenshot,
  serveStatic,
} from './helpers/index.ts';

const THEMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'luma', 'sequoia'] as const;
type ThemeName = (typeof THEMES)[number];

let browser: Browser;
let tmp: string;
const servers = new Map<ThemeName, StaticServer>();

beforeAll(async () => {
  if (!hasChromium) return;
  browser = await launchBrowser();
  tmp = await mkdtemp(path.join(tmpdir(), 'docsgen-theme-looks-'));
  for (const name of THEMES) {
    const theme = themeFor(name);
    const dir = path.join(tmp, name);
    const contexts = [
      ...LOOK_URLS.map((url) => lookContext(url, theme.defaults)),
      lookContext('/frame', theme.defaults, 'frame'),
      endpointContext('/endpoint', theme.defaults),
    ];
    const notFound = {
      ...lookContext('/welcome', theme.defaults),
      page: { title: 'Not found', url: '/404', href: '/404' },
    };
    await renderFixtureSite(theme, contexts, notFound, dir);
    await writeFile(path.join(dir, 'hero.svg'), HERO_SVG);
    servers.set(name, await serveStatic(dir));
  }
});

afterAll(async () => {
  for (const server of servers.values()) await server.close();
  await browser?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
  width: number;
  height: number;
}

/** What the test reads of a page: boxes of the documented parts (null when not shown) and computed styles. */
interface Look {
  viewport: number;
  scrollWidth: number;
  navbar: Box | null;
  logo: Box | null;
  search: Box | null;
  mobileSearch: Box | null;
  tabs: Box | null;
  toggle: Box | null;
  /** Glyphs the toggle shows (two: a segmented light/dark control). */
  toggleGlyphs: number;
  sidebar: Box | null;
  content: Box | null;
  toc: Box | null;
  cta: { box: Box | null; background: string; color: string; radius: number; border: string; borderWidth: number };
  /** `[data-component-name="primary-header-button"]` (Mintlify: "Sequoia theme only"): how many, where, its fill. */
  headerButton: { count: number; box: Box | null; background: string; color: string };
  /** The navigation dropdown's trigger (`nav-dropdown-trigger`) and its corner radius. */
  dropdown: Box | null;
  dropdownRadius: number;
  /** The first navbar link in the top bar (`navbar-link`): its box and border. */
  navbarLink: { box: Box | null; borderWidth: number; radius: number };
  /** The language selector's trigger (`#localization-select-trigger`). */
  languages: Box | null;
  /** The right edge of the rightmost visible control in the top bar. */
  navbarEnd: number;
  current: { background: string; color: string; borderLeft: string; shadow: string; before: string; after: string };
  tocActiveBefore: string;
  currentTabColor: string;
  currentTab: { background: string; radius: number };
  groupHeader: { transform: string; icon: boolean };
  secondGroupRule: number;
  bodyFont: string;
  /** The site name's style when there is no logo image. */
  logoFont: { style: string; weight: number };
  bodyBackground: string;
  panel: { background: string; radius: number; border: number };
  imageRadius: number;
  primary: string;
}

async function readLook(page: Page): Promise<Look> {
  return page.evaluate(() => {
    const box = (el: Element | null): Box | null => {
      if (!el) return null;
      const style = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      if (style.display === 'none' || style.visibility === 'hidden' || r.width === 0 || r.height === 0) return null;
      if (r.right <= 0 || r.left >= innerWidth) return null;
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width, height: r.height };
    };
    const visible = (selector: string) => {
      for (const el of document.querySelectorAll(selector)) {
        const b = box(el);
        if (b) return b;
      }
      return null;
    };
    const cs = (selector: string, pseudo?: string) => {
      const el = document.querySelector(selector);
      return el ? getComputedStyle(el, pseudo) : null;
    };
    const cta = document.querySelector('#topbar-cta-button');
    const headerButtons = document.querySelectorAll('[data-component-name="primary-header-button"]');
    const headerStyle = headerButtons[0] ? getComputedStyle(headerButtons[0]) : null;
    const ctaStyle = cta ? getComputedStyle(cta) : null;
    const current = document.querySelector('#sidebar-content li[data-active] > a');
    const currentStyle = current ? getComputedStyle(current) : null;
    const groups = [...document.querySelectorAll('#sidebar-content .sidebar-group')];
    const header = cs('#sidebar-content .sidebar-group-header');
    const panel = cs('#body-content', '::before');
    const img = document.querySelector('#content-area .frame img') ?? document.querySelector('#content-area img');
    const probe = document.createElement('span');
    probe.style.color = 'var(--dg-primary)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).color;
    probe.remove();
    return {
      viewport: innerWidth,
      scrollWidth: document.documentElement.scrollWidth,
      navbar: visible('#navbar'),
      logo: visible('.nav-logo'),
      search: visible('#search-bar-entry'),
      mobileSearch: visible('#search-bar-entry-mobile'),
      tabs: visible('.nav-tabs'),
      toggle: visible('[data-component-name="theme-toggle"]'),
      toggleGlyphs: [...document.querySelectorAll('[data-component-name="theme-toggle"] svg')].filter((el) => box(el))
        .length,
      sidebar: visible('#sidebar'),
      content: visible('#content-area'),
      toc: visible('#table-of-contents-layout'),
      cta: {
        box: box(cta),
        background: ctaStyle?.backgroundColor ?? '',
        color: ctaStyle?.color ?? '',
        radius: Number.parseFloat(ctaStyle?.borderTopLeftRadius ?? '0'),
        border: ctaStyle?.borderTopColor ?? '',
        borderWidth: Number.parseFloat(ctaStyle?.borderTopWidth ?? '0'),
      },
      headerButton: {
        count: headerButtons.length,
        box: box(headerButtons[0] ?? null),
        background: headerStyle?.backgroundColor ?? '',
        color: headerStyle?.color ?? '',
      },
      languages: box(document.querySelector('#localization-select-trigger')),
      navbarLink: ((el) => ({
        box: box(el),
        borderWidth: el ? Number.parseFloat(getComputedStyle(el).borderTopWidth) : 0,
        radius: el ? Number.parseFloat(getComputedStyle(el).borderTopLeftRadius) : 0,
      }))(document.querySelector('#navbar .navbar-link')),
      dropdown: visible('.nav-dropdown-trigger'),
      dropdownRadius: Math.max(
        0,
        ...[...document.querySelectorAll('.nav-dropdown-trigger')]
          .filter((el) => box(el))
          .map((el) => Number.parseFloat(getComputedStyle(el).borderTopLeftRadius)),
      ),
      navbarEnd: Math.max(
        0,
        ...[...document.querySelectorAll('#navbar a, #navbar button')].map((el) => box(el)?.right ?? 0),
      ),
      current: {
        background: currentStyle?.backgroundColor ?? '',
        color: currentStyle?.color ?? '',
        borderLeft:
          currentStyle && Number.parseFloat(currentStyle.borderLeftWidth) > 0 ? currentStyle.borderLeftColor : '',
        shadow: currentStyle?.boxShadow ?? '',
        before: current ? getComputedStyle(current, '::before').content : '',
        after: current ? getComputedStyle(current, '::after').content : '',
      },
      tocActiveBefore: cs('.toc-item[data-active] a', '::before')?.content ?? '',
      currentTabColor: cs('.nav-tabs-item[data-active]')?.color ?? '',
      currentTab: {
        background: cs('.nav-tabs-item[data-active]')?.backgroundColor ?? '',
        radius: Number.parseFloat(cs('.nav-tabs-item[data-active]')?.borderTopLeftRadius ?? '0'),
      },
      groupHeader: {
        transform: header?.textTransform ?? '',
        icon: Boolean(document.querySelector('#sidebar-content .sidebar-group-header .sidebar-group-icon')),
      },
      secondGroupRule: groups[1] ? Number.parseFloat(getComputedStyle(groups[1]).borderTopWidth) : 0,
      bodyFont: getComputedStyle(document.body).fontFamily,
      logoFont: {
        style: cs('.nav-logo')?.fontStyle ?? '',
        weight: Number(cs('.nav-logo')?.fontWeight ?? 0),
      },
      bodyBackground: getComputedStyle(document.body).backgroundColor,
      panel: {
        background: panel?.backgroundColor ?? '',
        radius: Number.parseFloat(panel?.borderTopLeftRadius ?? '0'),
        border: Number.parseFloat(panel?.borderTopWidth ?? '0'),
      },
      imageRadius: img ? Number.parseFloat(getComputedStyle(img).borderTopLeftRadius) : -1,
      primary,
    };
  });
}

const inside = (inner: Box | null, outer: Box | null) =>
  Boolean(inner && outer) &&
  inner!.left >= outer!.left - 1 &&
  inner!.right <= outer!.right + 1 &&
  inner!.top >= outer!.top - 1 &&
  inner!.bottom <= outer!.bottom + 1;
const transparent = (color: string) => color === 'rgba(0, 0, 0, 0)' || color === 'transparent';
const centreX = (b: Box) => (b.left + b.right) / 2;
const centreY = (b: Box) => (b.top + b.bottom) / 2;

/** Each theme's distinguishing traits at 1280 px (light and dark alike). */
const DESKTOP: Record<ThemeName, (look: Look, page: Page) => Promise<void> | void> = {
  mint: (l) => {
    expect(l.navbar!.left).toBeLessThanOrEqual(1);
    expect(l.navbar!.width).toBeGreaterThanOrEqual(l.viewport - 1);
    expect(inside(l.logo, l.navbar)).toBe(true);
    expect(Math.abs(centreX(l.search!) - l.viewport / 2)).toBeLessThan(80);
    expect(l.tabs!.top).toBeGreaterThanOrEqual(l.search!.bottom);
    expect(inside(l.tabs, l.navbar)).toBe(true);
    expect(transparent(l.current.background)).toBe(false);
    expect(l.currentTabColor).toBe(l.primary);
  },
  maple: (l) => {
    expect(inside(l.logo, l.sidebar)).toBe(true);
    expect(inside(l.search, l.sidebar)).toBe(true);
    expect(inside(l.toggle, l.sidebar)).toBe(true);
    expect(l.toggleGlyphs).toBe(2);
    expect(l.logo!.top).toBeLessThan(40);
    expect(l.search!.top).toBeGreaterThan(l.logo!.bottom - 1);
    expect(l.sidebar!.top).toBeLessThanOrEqual(1);
    expect(transparent(l.current.background)).toBe(true);
    expect(l.current.borderLeft).toBe(l.primary);
  },
  palm: async (l, page) => {
    expect(l.currentTabColor).toBe(l.primary);
    expect(l.sidebar!.left).toBeLessThanOrEqual(1);
    expect(l.toc!.right).toBeGreaterThan(l.viewport - 48);
    expect(transparent(l.cta.background)).toBe(true);
    expect(l.cta.color).toBe(l.primary);
    // The language selector floats at the window's bottom left, its menu opening upward on screen.
    expect(inside(l.languages, l.navbar)).toBe(false);
    expect(l.languages!.left).toBeLessThan(40);
    expect(l.languages!.bottom).toBeGreaterThan(900 - 48);
    await page.locator('#localization-select-trigger').click();
    const menu = (await page.locator('#localization-select-content').boundingBox())!;
    expect(menu.y + menu.height).toBeLessThanOrEqual(l.languages!.top + 1);
    expect(menu.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Escape');
    const collapse = page.locator('#sidebar button[aria-controls="sidebar-content"]');
    // The sidebar here begins with the dropdown: the collapse button keeps its own row above it.
    const button = (await collapse.boundingBox())!;
    expect(button.y + button.height).toBeLessThanOrEqual(l.dropdown!.top);
    await collapse.click();
    const folded = await readLook(page);
    expect(folded.sidebar!.width).toBeLessThan(60);
    expect(folded.content!.left).toBeLessThan(l.content!.left - 150);
    await collapse.click();
    // A sidebar that begins with a group (the reference): the button sits at the end of the group
    // title's row, not in a row of its own above it.
    await page.evaluate(() => {
      const inner = document.querySelector('#sidebar-content')!;
      while (inner.firstElementChild && !inner.firstElementChild.matches('ul:has(> li > ul)'))
        inner.firstElementChild.remove();
    });
    const beside = (await collapse.boundingBox())!;
    const title = (await page.locator('#sidebar-content .sidebar-group-header').first().boundingBox())!;
    expect(Math.abs(beside.y + beside.height / 2 - (title.y + title.height / 2))).toBeLessThan(4);
    expect(beside.x).toBeGreaterThanOrEqual(title.x + title.width);
    expect(beside.x + beside.width).toBeLessThanOrEqual(l.sidebar!.right);
  },
  willow: (l) => {
    expect(l.sidebar!.top).toBeLessThanOrEqual(1);
    expect(l.sidebar!.height).toBeGreaterThanOrEqual(899);
    expect(l.sidebar!.left).toBeLessThanOrEqual(1);
    expect(inside(l.logo, l.sidebar)).toBe(true);
    expect(l.navbar!.left).toBeGreaterThanOrEqual(l.sidebar!.right - 1);
    expect(inside(l.tabs, l.navbar)).toBe(true);
    expect(inside(l.search, l.navbar)).toBe(true);
    expect(l.search!.left).toBeGreaterThan(l.tabs!.right);
    expect(l.imageRadius).toBe(0);
  },
  linden: (l) => {
    expect(l.bodyFont).toMatch(/mono/i);
    expect(l.current.before).toBe('">"');
    expect(l.tocActiveBefore).toBe('">"');
    expect(l.cta.radius).toBe(0);
    expect(l.cta.borderWidth).toBeGreaterThanOrEqual(1);
    expect(l.cta.border).toBe(l.primary);
    expect(inside(l.tabs, l.navbar)).toBe(true);
    // At the bar's right: far from the logo (the language selector and links may follow them).
    expect(l.tabs!.left - l.logo!.right).toBeGreaterThan(200);
    expect(l.search!.width).toBeLessThan(48);
    // The screenshot's order at the bar's end: button, search icon, toggle; the wordmark in italics.
    expect(l.search!.left).toBeGreaterThanOrEqual(l.cta.box!.right);
    expect(l.toggle!.left).toBeGreaterThanOrEqual(l.search!.right);
    expect(l.logoFont.style).toBe('italic');
  },
  almond: (l) => {
    // The navbar link an outlined button beside the primary one, as tall as it.
    expect(inside(l.navbarLink.box, l.navbar)).toBe(true);
    expect(l.navbarLink.borderWidth).toBeGreaterThanOrEqual(1);
    expect(l.navbarLink.radius).toBeGreaterThanOrEqual(6);
    expect(Math.abs(l.navbarLink.box!.height - l.cta.box!.height)).toBeLessThanOrEqual(1);
    expect(l.panel.radius).toBeGreaterThanOrEqual(12);
    // Apart from the page by its colour (dark) or its border (light: the page is getBackgroundColors' white).
    expect(l.panel.background !== l.bodyBackground || l.panel.border >= 1).toBe(true);
    expect(inside(l.search, l.sidebar)).toBe(true);
    expect(inside(l.tabs, l.navbar)).toBe(true);
    expect(l.tabs!.left - l.logo!.right).toBeGreaterThan(200);
  },
  aspen: (l) => {
    // The navigation dropdown is a pill beside the logo (the screenshot's "SDKs ⌄"), not in the sidebar.
    expect(inside(l.dropdown, l.navbar)).toBe(true);
    expect(l.dropdown!.left).toBeGreaterThanOrEqual(l.logo!.right);
    expect(l.dropdown!.left - l.logo!.right).toBeLessThan(40);
    expect(l.dropdownRadius).toBeGreaterThanOrEqual(14);
    expect(l.groupHeader.transform).toBe('uppercase');
    expect(l.groupHeader.icon).toBe(true);
    expect(l.currentTabColor).toBe(l.primary);
    expect(l.secondGroupRule).toBeGreaterThanOrEqual(1);
    expect(l.current.after).not.toBe('none');
    expect(l.search!.height / 2).toBeLessThanOrEqual(l.search!.height);
    expect(l.tabs!.top).toBeGreaterThanOrEqual(l.search!.bottom);
  },
  luma: (l) => {
    expect(inside(l.tabs, l.navbar)).toBe(true);
    expect(l.tabs!.top).toBeLessThan(l.search!.bottom);
    expect(transparent(l.current.background)).toBe(true);
    // The current tab a pill on a primary wash (styles/parts/pill-tabs.css, shared with quill).
    expect(transparent(l.currentTab.background)).toBe(false);
    expect(l.currentTab.radius).toBeGreaterThanOrEqual(12);
    expect(l.currentTabColor).toBe(l.primary);
  },
  sequoia: (l) => {
    expect(l.groupHeader.transform).toBe('uppercase');
    expect(inside(l.tabs, l.navbar)).toBe(true);
    // navbar.primary is the primary header button: the top bar's last control, after the search and
    // the toggle, a filled primary block as tall as the search field.
    const button = l.headerButton.box!;
    expect(inside(button, l.navbar)).toBe(true);
    expect(button.left).toBeGreaterThanOrEqual(l.toggle!.right);
    expect(button.left).toBeGreaterThanOrEqual(l.search!.right);
    expect(button.right).toBeGreaterThanOrEqual(l.navbarEnd - 0.5);
    expect(Math.abs(button.height - l.search!.height)).toBeLessThanOrEqual(2);
    expect(l.headerButton.background).toBe(l.primary);
    expect(l.headerButton.color).not.toBe(l.primary);
  },
};

describe.skipIf(!hasChromium)('theme looks', () => {
  let context: BrowserContext | undefined;

  async function open(name: ThemeName, url: string, width: number, dark: boolean): Promise<Page> {
    await context?.close();
    context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: dark ? 'dark' : 'light' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(servers.get(name)!.url(url));
    await page.waitForLoadState('load');
    expect(errors).toEqual([]);
    return page;
  }

  afterAll(async () => {
    await context?.close();
  });

  it.each(THEMES.flatMap((name) => [false, true].map((dark) => ({ name, dark }))))(
    '$name at 1280 px (dark: $dark): its traits',
    async ({ name, dark }) => {
      const page = await open(name, '/welcome', 1280, dark);
      const look = await readLook(page);
      expect(look.scrollWidth).toBeLessThanOrEqual(1280);
      expect(look.content).not.toBeNull();
      await screenshot(page, `look-${name}-${dark ? 'dark' : 'light'}-1280`);
      // The navigation dropdown heads the sidebar except in aspen (beside the logo, checked there).
      if (name !== 'aspen') expect(inside(look.dropdown, look.sidebar)).toBe(true);
      // The language selector sits in the top bar except in palm (floating, checked there).
      if (name !== 'palm') expect(inside(look.languages, look.navbar)).toBe(true);
      // Mintlify documents the primary header button for Sequoia only.
      expect(look.headerButton.count).toBe(name === 'sequoia' ? 1 : 0);
      await DESKTOP[name](look, page);
      if (dark) return;
      // An API page's examples panel starts below every control of the top bar (maple's floating bar
      // covered the panel's tab row).
      await page.goto(servers.get(name)!.url('/endpoint'));
      const covered = await page.evaluate(() => {
        const panel = document.querySelector('#panel')!.querySelector('.dg-example')!.getBoundingClientRect();
        return [...document.querySelectorAll('#navbar a, #navbar button')]
          .map((el) => ({ text: el.textContent?.trim(), box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.bottom > panel.top && box.top < panel.bottom)
          .filter(({ box }) => box.right > panel.left && box.left < panel.right)
          .map(({ text }) => text);
      });
      expect(covered, 'top-bar controls over the examples panel').toEqual([]);
    },
  );

  it.each(THEMES.flatMap((name) => [false, true].map((dark) => ({ name, dark }))))(
    '$name at 390 px (dark: $dark): a top bar with the logo and menu, the sidebar behind it, no sideways scroll',
    async ({ name, dark }) => {
      const page = await open(name, '/welcome', 390, dark);
      const look = await readLook(page);
      await screenshot(page, `look-${name}-${dark ? 'dark' : 'light'}-390`);
      expect(look.scrollWidth).toBeLessThanOrEqual(390);
      expect(look.navbar!.top).toBeLessThanOrEqual(1);
      expect(look.navbar!.width).toBeGreaterThanOrEqual(389);
      expect(inside(look.logo, look.navbar)).toBe(true);
      // The phone search icon sits in the logo's row (not wrapped onto the tab row under it).
      expect(Math.abs(centreY(look.mobileSearch!) - centreY(look.logo!))).toBeLessThan(8);
      expect(look.sidebar).toBeNull();
      expect(look.content!.left).toBeGreaterThanOrEqual(0);
      if (name === 'linden') expect(look.bodyFont).toMatch(/mono/i);
      await page.getByRole('button', { name: 'Open navigation' }).first().click();
      await expect.poll(async () => (await readLook(page)).sidebar?.left ?? -1).toBeGreaterThanOrEqual(0);
      await screenshot(page, `look-${name}-${dark ? 'dark' : 'light'}-390-menu`);
      // Every theme's navigation dropdown is in the menu on a phone (aspen's moves there from the top bar).
      expect(inside((await readLook(page)).dropdown, (await readLook(page)).sidebar)).toBe(true);
      // Palm's floating language selector is the foot of the menu on a phone.
      if (name === 'palm') {
        const opened = await readLook(page);
        expect(inside(opened.languages, opened.sidebar)).toBe(true);
        // No empty band above the menu's first entry (the desktop-only collapse button's row).
        expect(opened.dropdown!.top - opened.navbar!.bottom).toBeLessThan(32);
      }
    },
  );

  it.each(THEMES)('%s between phone and desktop (600–1023 px): no sideways scroll', async (name) => {
    const page = await open(name, '/welcome', 600, false);
    const wider: Record<number, number> = {};
    for (const width of [600, 640, 702, 768, 800, 900, 1023]) {
      await page.setViewportSize({ width, height: 900 });
      const scroll = await page.evaluate(
        () => new Promise<number>((done) => requestAnimationFrame(() => done(document.documentElement.scrollWidth))),
      );
      if (scroll > width) wider[width] = scroll;
    }
    expect(wider).toEqual({});
  });

  it.each(THEMES)(
    '%s: the page modes it lays out (frame: sidebar beside a canvas; else the standard chrome)',
    async (name) => {
      const page = await open(name, '/frame', 1280, false);
      const look = await readLook(page);
      const frame = themeFor(name) && ['almond', 'aspen', 'luma', 'sequoia'].includes(name);
      expect(look.sidebar).not.toBeNull();
      expect(look.toc === null).toBe(frame);
    },
  );
});
