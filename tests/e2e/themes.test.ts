// Every reader-facing behaviour of both themes, in Chromium, on hand-built page contexts that cover
// each navigation element (tests/e2e/fixtures/contexts.ts). Each theme is rendered twice: with its
// defaults, and with breadcrumbs and drilldown flipped (the docs.json overrides).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Theme } from '@docsgen/build';
import { classicTheme } from '@docsgen/theme-classic';
import { quillTheme } from '@docsgen/theme-quill';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixtureContext, fixtureNotFoundContext, fixtureUrls } from './fixtures/contexts.ts';
import {
  hasChromium,
  launchBrowser,
  renderFixtureSite,
  type StaticServer,
  screenshot,
  seriousAxeViolations,
  serveStatic,
} from './helpers/index.ts';

if (!hasChromium) console.warn('Skipping theme browser tests: Chromium is not installed.');

let browser: Browser;
let tmp: string;

beforeAll(async () => {
  if (!hasChromium) return;
  browser = await launchBrowser();
  tmp = await mkdtemp(path.join(tmpdir(), 'docsgen-themes-e2e-'));
});

afterAll(async () => {
  await browser?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

async function site(theme: Theme, name: string, flip: boolean): Promise<{ server: StaticServer; gzip: number }> {
  const settings = flip ? { breadcrumbs: !theme.defaults.breadcrumbs, drilldown: !theme.defaults.drilldown } : {};
  const contexts = fixtureUrls().map((url) => fixtureContext(url, theme.defaults, settings));
  const dir = path.join(tmp, name);
  const out = await renderFixtureSite(theme, contexts, fixtureNotFoundContext(theme.defaults), dir);
  return { server: await serveStatic(dir), gzip: out.scriptGzipBytes };
}

describe.skipIf(!hasChromium).each([
  ['classic', classicTheme],
  ['quill', quillTheme],
] as const)('theme %s', (name, theme) => {
  let defaults: StaticServer;
  let flipped: StaticServer;
  let gzip = 0;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const a = await site(theme, `${name}-defaults`, false);
    const b = await site(theme, `${name}-flipped`, true);
    defaults = a.server;
    flipped = b.server;
    gzip = a.gzip;
  });

  afterAll(async () => {
    await defaults?.close();
    await flipped?.close();
  });

  // A fresh context per test: localStorage, clipboard grants and viewport do not leak between tests.
  async function open(url: string, options: { server?: StaticServer; width?: number; dark?: boolean } = {}) {
    await context?.close();
    context = await browser.newContext({
      viewport: { width: options.width ?? 1440, height: 900 },
      colorScheme: options.dark ? 'dark' : 'light',
    });
    page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto((options.server ?? defaults).url(url));
    return { page, errors };
  }

  afterAll(async () => {
    await context?.close();
  });

  it('publishes its defaults', () => {
    expect(theme.defaults).toEqual(
      name === 'classic' ? { breadcrumbs: false, drilldown: false } : { breadcrumbs: true, drilldown: true },
    );
  });

  it('keeps the page script under 15 KB gzipped and runs it without errors', async () => {
    expect(gzip).toBeGreaterThan(0);
    expect(gzip).toBeLessThan(15 * 1024);
    const { errors } = await open('/introduction');
    await page.waitForLoadState('load');
    expect(errors).toEqual([]);
  });

  it('writes meta: title, description, canonical, OpenGraph, Twitter, favicon, lang', async () => {
    await open('/quickstart');
    expect(await page.title()).toBe('Quickstart – Acme Docs');
    const attr = (selector: string, name: string) => page.locator(selector).first().getAttribute(name);
    expect(await attr('meta[name="description"]', 'content')).toBe('About quickstart in Acme.');
    expect(await attr('link[rel="canonical"]', 'href')).toBe('https://docs.example.com/quickstart');
    expect(await attr('meta[property="og:title"]', 'content')).toBe('Quickstart');
    expect(await attr('meta[name="twitter:card"]', 'content')).toBe('summary');
    expect(await attr('link[rel="icon"]', 'href')).toBe('/favicon.svg');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.goto(defaults.url('/fr/introduction'));
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
  });

  it('has landmarks, a skip link and one h1', async () => {
    await open('/introduction');
    for (const role of ['banner', 'main', 'contentinfo'] as const)
      await expect(page.getByRole(role).count()).resolves.toBe(1);
    await expect(page.getByRole('navigation', { name: 'Main' }).count()).resolves.toBe(1);
    await expect(page.getByRole('complementary').count()).resolves.toBe(1);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL(/#content-area$/);
    await expect(page.locator('h1').count()).resolves.toBe(1);
  });

  it('shows the top bar: name, navbar links, primary button', async () => {
    await open('/introduction');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Acme Docs' }).isVisible()).resolves.toBe(true);
    await expect(header.getByRole('link', { name: 'Support' }).getAttribute('href')).resolves.toBe(
      'mailto:support@example.com',
    );
    const primary = header.getByRole('link', { name: /Get started/ });
    await expect(primary.getAttribute('target')).resolves.toBe('_blank');
    await expect(primary.isVisible()).resolves.toBe(true);
  });

  it('tab bar: current tab, external tab, and a tab menu with icons and descriptions', async () => {
    await open('/introduction');
    const tabs = page.getByRole('navigation', { name: 'Sections' });
    await expect(tabs.getByRole('link', { name: 'Guides' }).getAttribute('aria-current')).resolves.toBe('true');
    const blog = tabs.getByRole('link', { name: /Blog/ });
    await expect(blog.getAttribute('target')).resolves.toBe('_blank');
    await expect(blog.getAttribute('rel')).resolves.toContain('noopener');
    const menuButton = tabs.getByRole('button', { name: 'API reference' });
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(page.getByText('Events Acme sends you').isVisible()).resolves.toBe(false);
    await menuButton.click();
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(page.getByText('Events Acme sends you').isVisible()).resolves.toBe(true);
    await expect(tabs.locator('.menu-item .nav-icon svg').count()).resolves.toBe(2);
    // Visible means on top, not clipped by the tab bar: the item is what the pointer would hit.
    const onTop = (locator: ReturnType<Page['locator']>) =>
      locator.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return el.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2));
      });
    await expect(onTop(tabs.getByRole('link', { name: /Webhooks/ }))).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Escape');
    await expect(menuButton.getAttribute('aria-expanded')).resolves.toBe('false');
    await expect(menuButton.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await menuButton.press('Enter');
    await tabs.getByRole('link', { name: /Webhooks/ }).click();
    await page.waitForURL(/\/webhooks$/);
    await expect(
      page
        .getByRole('navigation', { name: 'Sections' })
        .getByRole('button', { name: 'API reference' })
        .getAttribute('data-current'),
    ).resolves.toBe('');
  });

  it('anchors and global anchors: current anchor marked, external ones open outside, internal ones navigate', async () => {
    await open('/introduction');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Documentation' }).getAttribute('aria-current')).resolves.toBe('true');
    await expect(nav.getByRole('link', { name: /Community/ }).getAttribute('target')).resolves.toBe('_blank');
    await expect(
      nav
        .getByRole('link', { name: /Status \(opens/ })
        .first()
        .getAttribute('href'),
    ).resolves.toBe('https://status.example.com');
    await nav.getByRole('list', { name: 'Resources' }).getByRole('link', { name: 'Changelog' }).click();
    await page.waitForURL(/\/changelog$/);
    // Global anchors are on every page, also outside the sidebar's pages.
    await expect(
      page
        .getByRole('list', { name: 'Resources' })
        .getByRole('link', { name: 'Changelog' })
        .getAttribute('aria-current'),
    ).resolves.toBe('true');
  });

  for (const [kind, label, option, target] of [
    ['product', /^Product:? Acme Cloud$/, /Acme Edge/, /\/edge\/introduction$/],
    ['version', /^Version:? v2\.0$/, /v1\.0/, /\/v1\/introduction$/],
    ['dropdown', /^Section:? Getting started$/, /Advanced topics/, /\/advanced\/caching$/],
    ['language', /^Language:? English$/, /Français/, /\/fr\/introduction$/],
  ] as const) {
    it(`${kind} switcher opens by click and keyboard, closes on Escape and outside click, and navigates`, async () => {
      await open('/introduction');
      const button = page.getByRole('button', { name: label }).first();
      await button.click();
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.mouse.click(700, 600);
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('true');
      await page.keyboard.press('Escape');
      await expect(button.getAttribute('aria-expanded')).resolves.toBe('false');
      await button.click();
      await page
        .locator(`#${await button.getAttribute('aria-controls')}`)
        .getByRole('link', { name: option })
        .click();
      await page.waitForURL(target);
    });
  }

  it('product switcher shows descriptions', async () => {
    await open('/introduction');
    const button = page.getByRole('button', { name: /^Product:? Acme Cloud$/ }).first();
    await button.click();
    const popup = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(popup.getByText('Acme at the edge').isVisible()).resolves.toBe(true);
  });

  it('language banner: shown in the language, dismissed and remembered without a flash', async () => {
    await open('/fr/introduction');
    const banner = page.getByRole('region', { name: 'Language notice' });
    await expect(banner.isVisible()).resolves.toBe(true);
    await expect(banner.getByRole('link', { name: 'Voir l’original' }).getAttribute('href')).resolves.toBe(
      '/introduction',
    );
    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    await expect(banner.isVisible()).resolves.toBe(false);
    // Reload with the theme script blocked: only the inline head script can hide it before paint.
    await page.route('**/assets/theme.js', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('region', { name: 'Language notice' }).isVisible()).resolves.toBe(false);
    await expect(page.getByRole('region', { name: 'Announcement' }).isVisible()).resolves.toBe(true);
  });

  it('site banner: content with links, dismissible, remembered across pages', async () => {
    await open('/introduction');
    const banner = page.getByRole('region', { name: 'Announcement' });
    await expect(banner.getByRole('link', { name: 'Read the changelog' }).getAttribute('href')).resolves.toBe(
      '/changelog',
    );
    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    await expect(banner.isVisible()).resolves.toBe(false);
    await page.route('**/assets/theme.js', (route) => route.abort());
    await page.goto(defaults.url('/quickstart'));
    await expect(page.getByRole('region', { name: 'Announcement' }).isVisible()).resolves.toBe(false);
  });

  it('sidebar: current page and its section marked, method labels, tags, external link', async () => {
    await open('/advanced/caching');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const current = nav.locator('[aria-current="page"]');
    await expect(current.count()).resolves.toBe(1);
    await expect(current.textContent()).resolves.toBe('Caching');
    await expect(nav.locator('.nav-group.is-current-section').count()).resolves.toBe(2);
    await expect(nav.getByRole('link', { name: /GET endpoint: List plants/ }).isVisible()).resolves.toBe(true);
    await expect(nav.locator('.method-post').textContent()).resolves.toContain('POST');
    await expect(nav.locator('.method-delete').textContent()).resolves.toContain('DEL');
    await expect(nav.getByText('New', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('link', { name: /Status page/ }).getAttribute('target')).resolves.toBe('_blank');
  });

  it('groups: top-level always open without control, nested per `expanded`, root titles open the root page', async () => {
    await open('/introduction');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.locator('.nav-group.is-top details, .nav-group.is-top > summary').count()).resolves.toBe(3);
    await expect(nav.locator('.nav-group.is-top > details').count()).resolves.toBe(0);
    await expect(nav.getByRole('link', { name: 'Quickstart' }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('link', { name: 'Caching' }).isVisible()).resolves.toBe(true);
    await expect(nav.getByRole('link', { name: 'Pipeline' }).isVisible()).resolves.toBe(false);
    await expect(nav.getByRole('link', { name: 'Themes' }).isVisible()).resolves.toBe(false);
    await nav.getByRole('link', { name: /^Extending/ }).click();
    await page.waitForURL(/\/extending$/);
    const nav2 = page.getByRole('navigation', { name: 'Main' });
    await expect(nav2.getByRole('link', { name: /^Extending/ }).getAttribute('aria-current')).resolves.toBe('page');
    await expect(nav2.getByRole('link', { name: 'Themes' }).isVisible()).resolves.toBe(true);
    await nav2.getByRole('link', { name: 'Concepts' }).click();
    await page.waitForURL(/\/concepts$/);
  });

  for (const flip of [false, true]) {
    it(`drilldown ${flip ? 'overridden' : 'theme default'}: expanding a group ${flip !== theme.defaults.drilldown ? 'navigates' : 'only toggles'}`, async () => {
      const server = flip ? flipped : defaults;
      const drilldown = flip ? !theme.defaults.drilldown : theme.defaults.drilldown;
      await open('/introduction', { server });
      const summary = page.locator('summary', { hasText: 'Internals' });
      if (drilldown) {
        await summary.click();
        await page.waitForURL(/\/internals\/overview$/);
        await expect(
          page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pipeline' }).isVisible(),
        ).resolves.toBe(true);
      } else {
        // Mouse and keyboard both expand and collapse in place.
        await summary.click();
        await expect(page.getByRole('link', { name: 'Pipeline' }).isVisible()).resolves.toBe(true);
        await summary.focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('link', { name: 'Pipeline' }).isVisible()).resolves.toBe(false);
        await page.keyboard.press('Space');
        await expect(page.getByRole('link', { name: 'Pipeline' }).isVisible()).resolves.toBe(true);
        expect(page.url()).toMatch(/\/introduction$/);
      }
    });

    it(`breadcrumbs ${flip ? 'overridden' : 'theme default'}`, async () => {
      const server = flip ? flipped : defaults;
      const breadcrumbs = flip ? !theme.defaults.breadcrumbs : theme.defaults.breadcrumbs;
      await open('/advanced/caching', { server });
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      if (breadcrumbs) {
        await expect(trail.getByRole('listitem').allTextContents()).resolves.toEqual([
          'Guides',
          'Documentation',
          'Concepts',
          'Advanced',
        ]);
        await expect(trail.getByRole('link', { name: 'Guides' }).getAttribute('href')).resolves.toBe('/introduction');
        await expect(page.locator('.eyebrow').count()).resolves.toBe(0);
      } else {
        await expect(trail.count()).resolves.toBe(0);
        await expect(page.locator('.eyebrow').textContent()).resolves.toBe('Advanced');
      }
    });
  }

  it('table of contents highlights the heading in view', async () => {
    await open('/introduction');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    await expect(toc.getByRole('link').allTextContents()).resolves.toEqual([
      'Overview',
      'Install',
      'With npm',
      'Configure',
      'Next steps',
    ]);
    await expect(toc.locator('[aria-current="location"]').textContent()).resolves.toBe('Overview');
    await page.evaluate(() => document.getElementById('configure')!.scrollIntoView());
    await expect.poll(() => toc.locator('[aria-current="location"]').textContent()).toBe('Configure');
    await toc.getByRole('link', { name: 'Install' }).click();
    await expect.poll(() => toc.locator('[aria-current="location"]').textContent()).toBe('Install');
  });

  it('endpoint pages: examples in the right panel on wide screens, inline on narrow ones', async () => {
    await open('/api/list-plants');
    const aside = page.getByRole('complementary', { name: 'Examples' });
    await expect(aside.getByText('curl https://api.example.com/plants').isVisible()).resolves.toBe(true);
    await expect(page.locator('.dg-example-inline').isVisible()).resolves.toBe(false);
    await expect(page.getByRole('navigation', { name: 'On this page' }).count()).resolves.toBe(0);
    await expect(page.locator('.page-endpoint').textContent()).resolves.toContain('/plants');
    await open('/api/list-plants', { width: 1024 });
    await expect(page.locator('.dg-example-inline').isVisible()).resolves.toBe(true);
    await expect(page.getByRole('complementary', { name: 'Examples' }).isVisible()).resolves.toBe(false);
  });

  it('prev/next links', async () => {
    await open('/quickstart');
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    await expect(pager.getByRole('link', { name: /Previous/ }).getAttribute('href')).resolves.toBe('/introduction');
    await pager.getByRole('link', { name: /Next/ }).click();
    await page.waitForURL(/\/concepts$/);
  });

  it('dark mode: follows the system, toggles, is remembered and does not flash', async () => {
    await open('/introduction', { dark: true });
    const theme = () => page.locator('html').getAttribute('data-theme');
    await expect(theme()).resolves.toBe('dark');
    await open('/introduction');
    await expect(theme()).resolves.toBe('light');
    const bg = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const lightBg = await bg();
    const toggle = page.getByRole('button', { name: 'Toggle dark mode' });
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('false');
    await toggle.click();
    await expect(theme()).resolves.toBe('dark');
    await expect(toggle.getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await bg()).not.toBe(lightBg);
    // Theme script blocked: the head script alone must apply the stored choice before paint.
    await page.route('**/assets/theme.js', (route) => route.abort());
    await page.goto(defaults.url('/quickstart'));
    await expect(theme()).resolves.toBe('dark');
    await page.unroute('**/assets/theme.js');
    await page.reload();
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await page.reload();
    await expect(theme()).resolves.toBe('light');
  });

  it('"Copy page" copies the Markdown copy; "View as Markdown" links to it', async () => {
    await open('/quickstart');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: defaults.origin });
    await expect(page.getByRole('link', { name: 'View as Markdown' }).getAttribute('href')).resolves.toBe(
      '/quickstart.md',
    );
    // The label changes to "Copied", so hold the button by its attribute, not its name.
    const button = page.locator('[data-dg-copy-page]');
    await button.click();
    await expect.poll(() => button.textContent()).toContain('Copied');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('Markdown copy of /quickstart');
  });

  it('code group and tabs switch (component script runs in the theme bundle)', async () => {
    await open('/introduction');
    const group = page.locator('.dg-code-group').first();
    await expect(group.getByText('npm install acme').isVisible()).resolves.toBe(true);
    await group.getByRole('tab', { name: 'pnpm' }).click();
    await expect(group.getByText('pnpm add acme').isVisible()).resolves.toBe(true);
    await expect(group.getByText('npm install acme').isVisible()).resolves.toBe(false);
    const tabs = page.locator('.dg-tabs:not(.dg-code-group)').first();
    await tabs.getByRole('tab', { name: 'Linux' }).click();
    await expect(tabs.getByText('Install with apt.').isVisible()).resolves.toBe(true);
    await expect(tabs.getByText('Install with Homebrew.').isVisible()).resolves.toBe(false);
  });

  it('404 page: status, title, a way home', async () => {
    await open('/introduction');
    const response = await page.goto(defaults.url('/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    await expect(page.getByRole('link', { name: /home page/ }).getAttribute('href')).resolves.toBe('/');
  });

  it('mobile: the sidebar sits behind a menu button; Escape closes it', async () => {
    await open('/introduction', { width: 390 });
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Quickstart' }).isVisible()).resolves.toBe(false);
    const button = page.getByRole('button', { name: 'Open navigation' });
    await button.click();
    await expect(page.getByRole('button', { name: 'Close navigation' }).getAttribute('aria-expanded')).resolves.toBe(
      'true',
    );
    // The drawer slides in: visible once its transition has started, which a loaded machine delays.
    await expect.poll(() => nav.getByRole('link', { name: 'Quickstart' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => nav.getByRole('link', { name: 'Quickstart' }).isVisible()).toBe(false);
    await expect(button.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await button.click();
    await nav.getByRole('link', { name: 'Quickstart' }).click();
    await page.waitForURL(/\/quickstart$/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const dark of [false, true]) {
    it(`axe-core: no serious or critical violations (${dark ? 'dark' : 'light'})`, async () => {
      for (const url of ['/advanced/caching', '/fr/introduction', '/no/such/page']) {
        await open(url, { dark });
        // The French page names the switcher in French (“Produit”).
        await page
          .getByRole('button', { name: /^(Product|Produit):? Acme Cloud$/ })
          .first()
          .click();
        expect(await seriousAxeViolations(page), `${url}`).toEqual([]);
      }
      await open('/introduction', { dark, width: 390 });
      await page.getByRole('button', { name: 'Open navigation' }).click();
      expect(await seriousAxeViolations(page), 'mobile').toEqual([]);
    });
  }

  it('screenshots: desktop and 390px, light and dark', async () => {
    for (const dark of [false, true]) {
      for (const width of [1440, 390]) {
        await open('/advanced/caching', { dark, width });
        const file = await screenshot(page, `${name}-${dark ? 'dark' : 'light'}-${width}`);
        expect(file).toMatch(/\.png$/);
      }
    }
    await open('/introduction', { width: 390 });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.waitForTimeout(400);
    await screenshot(page, `${name}-light-390-menu`);
    await open('/introduction');
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('button', { name: 'API reference' }).click();
    await screenshot(page, `${name}-light-1440-tab-menu`);
  });
});
