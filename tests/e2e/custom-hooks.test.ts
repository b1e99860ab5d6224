// Sites written for Mintlify's custom CSS and JS (tests/sites/mintlify-custom), built in both themes
// and read in Chromium: every selector Mintlify documents for custom CSS/JS (read from its own
// customize/custom-scripts.mdx) on the element it names, a custom script's Tailwind utilities,
// colors.dark on buttons, raw <a> cards and not-prose, and the feedback links, light and dark,
// desktop (1280) and phone (390).
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentedSelectors } from './helpers/documented-selectors.ts';
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

const SHARED = process.env.DOCSGEN_SHARED ?? path.resolve(import.meta.dirname, '../../../shared');
const SCRIPTS_PAGE = path.join(SHARED, 'corpora/mintlify-docs/customize/custom-scripts.mdx');
const hasPage = existsSync(SCRIPTS_PAGE);
if (!hasPage) console.warn(`Skipping the documented-selector test: ${SCRIPTS_PAGE} is absent.`);

/** Documented selectors docsgen has no element for, each with the reason. Everything else must exist. */
const NOT_RENDERED: Record<string, string> = {
  '#localization-select-item': 'an id names one element; each language option has the class instead',
  '#text-selection-tooltip': 'no text-selection tooltip',
  '#text-selection-tooltip-button': 'no text-selection tooltip',
  'mobile-nav-tabs-item': 'tabs stay in the one tab bar on phones',
  'mobile-nav-tabs-item[data-active]': 'tabs stay in the one tab bar on phones',
  'sidebar-title': 'the sidebar has no title above its groups',
  'sidebar-nav-group-divider': 'groups are set apart by space, not a divider element',
  link: 'content links are the page’s own <a> elements (`.prose a`)',
  'not-found-recommended-pages-list': 'the 404 page offers search, not a list of pages',
  'not-found-recommended-page-link': 'the 404 page offers search, not a list of pages',
  '[data-component-name="primary-header-button"]': 'Sequoia theme only',
  'login-link': 'no authentication on a static site',
  'multi-view-dropdown-content': 'the view selector is a native <select>: its list is the browser’s',
  '[data-component-part="contact-support-button"]': 'part of the AI assistant panel',
  '[data-component-part="contact-support-icon"]': 'part of the AI assistant panel',
  '[data-component-part="contact-support-text"]': 'part of the AI assistant panel',
  'logout-link': 'no authentication on a static site',
  'html[data-current-path="/quickstart"]': 'no such page here: every page’s data-current-path is checked instead',
  '#endpoints-menu-trigger': 'no endpoint selector on API pages: each endpoint is an entry of the sidebar',
  'code-block-fade-overlay': 'a collapsed code block fades by a mask on its body, not an overlay element',
};
const UNSUPPORTED_GROUPS: Record<string, string> = {
  'AI assistant': 'no AI assistant',
  Feedback: 'thumbs ratings and contextual feedback need a server (feedback-toolbar is checked apart)',
  'Code snippet feedback': 'needs a server',
  'Code blocks': 'no assistant or snippet feedback on code blocks',
  Authentication: 'no authentication on a static site',
};
/** Settings that differ between the themes: classic shows the section eyebrow, quill breadcrumbs. */
const EITHER_THEME = new Set(['eyebrow', 'breadcrumb-list', 'breadcrumb-item']);

const PAGES = [
  '/',
  '/guides/setup',
  '/guides/components',
  '/guides/changelog',
  '/reference/webhooks',
  '/api-reference/create-a-subscription',
  '/no-such-page',
];

const session = browserSession();
const servers: Record<string, StaticServer> = {};
let context: BrowserContext | undefined;
let page: Page;

beforeAll(async () => {
  if (!hasChromium) return;
  for (const theme of ['mint', 'willow']) {
    const site = await builtSite('mintlify-custom', { config: withTheme(theme) });
    session.removeLater(site.dirs);
    servers[theme] = site.server;
  }
  const products = await builtSite('product-menu', {
    config: (c) => {
      const nav = c.navigation as { products: Array<Record<string, unknown>> };
      nav.products[0]!.icon = 'box';
      nav.products[0]!.description = 'The core product';
      return c;
    },
  });
  session.removeLater(products.dirs);
  servers.products = products.server;
}, 240_000);

afterAll(async () => {
  await context?.close();
  for (const server of Object.values(servers)) await server.close();
});

async function open(site: string, url: string, options: { width?: number; dark?: boolean } = {}): Promise<void> {
  ({ context, page } = await freshPage(session.browser, context, options));
  await page.goto(servers[site]!.url(url));
  await page.evaluate(() => document.fonts.ready);
}

/** The selectors of `list` that match in the open page, after the page's scripts ran. */
async function present(list: string[]): Promise<string[]> {
  return page.evaluate((all) => all.filter((s) => document.querySelector(s) !== null), list);
}

const THEMES = [
  ['classic', 'mint'],
  ['quill', 'willow'],
] as const;
const VIEWS = [
  { name: 'desktop-light', width: 1280, dark: false },
  { name: 'desktop-dark', width: 1280, dark: true },
  { name: 'phone-light', width: 390, dark: false },
  { name: 'phone-dark', width: 390, dark: true },
];

describe.skipIf(!hasChromium || !hasPage)('Mintlify’s documented selectors for custom CSS and JS', () => {
  const documented = hasPage ? documentedSelectors(SCRIPTS_PAGE) : [];
  const wanted = documented.filter((d) => !(d.written in NOT_RENDERED) && !(d.group in UNSUPPORTED_GROUPS));

  it('reads the documented lists (ids and element names) from Mintlify’s page', () => {
    expect(documented.length).toBeGreaterThan(150);
    for (const name of ['#navbar', '#sidebar', '#content-area', '#page-title', '#pagination', 'callout', 'card'])
      expect(documented.map((d) => d.written)).toContain(name);
    // The exclusions name documented selectors only: a renamed one must be looked at again.
    for (const name of Object.keys(NOT_RENDERED)) expect(documented.map((d) => d.written)).toContain(name);
  });

  it('puts every other documented selector on an element of the built site, in both themes', async () => {
    const found = new Map<string, Set<string>>();
    for (const [theme, name] of THEMES) {
      const seen = new Set<string>();
      for (const url of PAGES) {
        await open(name, url);
        for (const s of await present(wanted.map((d) => d.css))) seen.add(s);
        // Each page's path, as Mintlify gives it.
        const expected = url === '/no-such-page' ? '/404' : url;
        expect(await page.evaluate(() => document.documentElement.dataset.currentPath)).toBe(expected);
      }
      // The search input exists once the dialog is open; the product selector on a site with products.
      await open(name, '/');
      await page.keyboard.press('Control+k');
      await page.waitForSelector('#search-input');
      seen.add('#search-input');
      await open('products', '/a/one');
      for (const s of await present(wanted.map((d) => d.css))) if (s.includes('products-selector')) seen.add(s);
      found.set(theme, seen);
    }
    const missing = wanted.flatMap((d) => {
      const absent = THEMES.filter(([theme]) => !found.get(theme)!.has(d.css)).map(([theme]) => theme);
      const ok = EITHER_THEME.has(d.written) ? absent.length < THEMES.length : absent.length === 0;
      return ok ? [] : [`${d.written} (${d.group}): not in ${absent.join(', ')}`];
    });
    expect(missing).toEqual([]);
  }, 240_000);

  for (const [theme, name] of THEMES) {
    it(`${theme}: custom CSS on #navbar applies, and the ids sit on the parts they name`, async () => {
      for (const view of VIEWS) {
        await open(name, '/guides/setup', view);
        expect(await page.locator('#navbar').evaluate((el) => getComputedStyle(el).borderBottomWidth)).toBe('3px');
        expect(await page.locator('#page-title').textContent()).toBe('Set up webhooks');
        expect(await page.locator('#content-area #content.mdx-content').count()).toBe(1);
        expect(await page.locator('#pagination .pagination-next').count()).toBe(1);
        // The dark class Mintlify sets, which custom CSS writes `.dark #navbar` against.
        expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(view.dark);
        await screenshot(page, `custom-hooks-${theme}-${view.name}`);
      }
    });
  }
});

describe.skipIf(!hasChromium)('what custom scripts and home pages written for Mintlify look like', () => {
  for (const [theme, name] of THEMES) {
    it(`${theme}: a script-built callout gets its Tailwind utilities (size-5 icon, rounded-2xl, bg-yellow-50)`, async () => {
      for (const view of VIEWS) {
        await open(name, '/guides/setup', view);
        const box = page.locator('#version-warning');
        await box.waitFor();
        const icon = (await box.locator('svg').boundingBox())!;
        expect([icon.width, icon.height]).toEqual([20, 20]);
        const style = await box.evaluate((el) => {
          const s = getComputedStyle(el);
          return { radius: s.borderTopLeftRadius, background: s.backgroundColor, display: s.display };
        });
        expect(style.radius).toBe('16px');
        expect(style.display).toBe('flex');
        expect(style.background).toBe(view.dark ? 'rgba(113, 63, 18, 0.2)' : 'rgb(254, 252, 232)');
        await box.screenshot({ path: `${SCREENSHOT_DIR}/custom-hooks-warning-${theme}-${view.name}.png` });
      }
    });

    it(`${theme}: colors.dark paints the primary button in light and dark`, async () => {
      for (const view of VIEWS.filter((v) => v.width === 1280)) {
        await open(name, '/', view);
        const button = page.locator('#topbar-cta-button');
        expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(180, 83, 9)');
        expect(await button.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(255, 255, 255)');
      }
    });

    it(`${theme}: raw <a> cards have no underline and no prose gaps; inline links keep theirs`, async () => {
      for (const view of VIEWS) {
        await open(name, '/', view);
        const card = page.locator('#raw-card-setup');
        const link = await card.evaluate((el) => {
          const s = getComputedStyle(el);
          const title = getComputedStyle(el.querySelector('p')!);
          const body = getComputedStyle(el.querySelectorAll('p')[1]!);
          const text = getComputedStyle(document.body).color;
          return {
            line: s.textDecorationLine,
            color: s.color,
            text,
            titleTop: title.marginTop,
            bodyTop: body.marginTop,
          };
        });
        expect(link.line).toBe('none');
        expect(link.color).toBe(link.text);
        // not-prose: the margins are the author's (`mt-2` is 8px), none from the prose.
        expect([link.titleTop, link.bodyTop]).toEqual(['0px', '8px']);
        // A class-less card link wrapping blocks inside the prose: no underline on every line.
        expect(await page.locator('#raw-card-prose').evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe(
          'none',
        );
        const inline = page.locator('.prose p a', { hasText: 'inline link' });
        expect(await inline.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('underline');
        await screenshot(page, `custom-hooks-cards-${theme}-${view.name}`);
      }
    });

    it(`${theme}: feedback.edits and feedback.issues are links to the repository in the page footer`, async () => {
      for (const view of VIEWS) {
        await open(name, '/guides/setup', view);
        const links = page.locator('.feedback-toolbar a');
        expect(await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href))).toEqual([
          'https://github.com/example/docs/edit/main/docs/guides/setup.mdx',
          'https://github.com/example/docs/issues/new?title=Issue%20on%20docs&body=Path%3A%20%2Fguides%2Fsetup',
        ]);
        await links.first().scrollIntoViewIfNeeded();
        expect(await links.first().isVisible()).toBe(true);
        await page.locator('.feedback-toolbar').screenshot({
          path: `${SCREENSHOT_DIR}/custom-hooks-feedback-${theme}-${view.name}.png`,
        });
      }
    });
  }
});

describe.skipIf(!hasChromium)('the theme’s fonts and search, as a reader meets them', () => {
  for (const [theme, name] of THEMES) {
    it(`${theme}: Inter is the text font and JetBrains Mono the code font, self-hosted and preloaded`, async () => {
      for (const view of VIEWS) {
        await open(name, '/guides/components', view);
        const fonts = await page.evaluate(async () => {
          await document.fonts.ready;
          const family = (el: Element | null) => (el ? getComputedStyle(el).fontFamily : '');
          const loaded = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family);
          const files = performance
            .getEntriesByType('resource')
            .map((e) => e.name)
            .filter((n) => n.endsWith('.woff2'));
          const preload = [...document.querySelectorAll('link[rel="preload"][as="font"]')].map(
            (l) => (l as HTMLLinkElement).href,
          );
          return {
            body: family(document.body),
            code: family(document.querySelector('pre code')),
            loaded,
            files,
            preload,
          };
        });
        expect(fonts.body).toMatch(/^"Inter Variable"/);
        expect(fonts.code).toMatch(/^"JetBrains Mono Variable"/);
        expect(fonts.loaded).toEqual(expect.arrayContaining(['Inter Variable', 'JetBrains Mono Variable']));
        expect(fonts.files.some((f) => f.endsWith('/assets/fonts/inter-latin-wght-normal.woff2'))).toBe(true);
        // Only what the page's characters need: no Cyrillic, Greek or Vietnamese faces exist.
        expect(fonts.files.every((f) => /-latin(-ext)?-wght-(normal|italic)\.woff2$/.test(f))).toBe(true);
        expect(fonts.preload).toEqual([servers[name]!.url('/assets/fonts/inter-latin-wght-normal.woff2')]);
        await screenshot(page, `custom-hooks-fonts-${theme}-${view.name}`);
      }
    });

    it(`${theme}: the guide named after the query is the top hit and opens at its top; counts and breadcrumbs are true`, async () => {
      for (const view of VIEWS) {
        await open(name, '/guides/setup', view);
        await page.keyboard.press('Control+k');
        const input = page.locator('#search-input');
        await input.fill('webhooks');
        const options = page.locator('.dg-search__results [role="option"]');
        await expect.poll(() => options.count(), { timeout: 20_000 }).toBeGreaterThan(2);
        const first = options.first();
        expect(await first.locator('.dg-search__title').textContent()).toBe('Webhooks');
        expect(new URL((await first.getAttribute('href'))!, 'http://x').pathname).toBe('/guides/webhooks');
        // The endpoint, whose responses name webhooks many times, comes after the guides.
        const titles = await options.locator('.dg-search__title').allTextContents();
        const endpoint = titles.findIndex((t) => t.includes('Create a subscription'));
        expect(endpoint === -1 || endpoint > titles.indexOf('Set up webhooks')).toBe(true);
        for (const crumb of await options.locator('.dg-search__section').allTextContents())
          expect(crumb).not.toMatch(/›\s*›|^\s*›|›\s*$/);
        await screenshot(page, `custom-hooks-search-${theme}-${view.name}`);
        await input.fill('subscription');
        await expect
          .poll(() => page.locator('.dg-search__status').textContent(), { timeout: 20_000 })
          .toBe('2 results');
        expect(await options.count()).toBe(2);
        await input.fill('webhooks');
        await expect.poll(() => options.first().locator('.dg-search__title').textContent()).toBe('Webhooks');
        await input.press('Enter');
        await page.waitForURL((url) => url.pathname === '/guides/webhooks' && url.hash === '');
      }
    });
  }
});
