// The real pipeline in the browser: example-docs built by the bundled CLI (`docsgen build`), once
// with its own theme (mint, the classic look) and once with docs.json's theme switched to luma (tabs in the top bar).
// example-docs sets `styling.eyebrows: "breadcrumbs"` and `interaction.drilldown: true`; the
// fixture suite (themes.test.ts) covers the theme defaults and the cases the example lacks.
import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli } from '../build-helpers.ts';
import {
  hasChromium,
  launchBrowser,
  type StaticServer,
  screenshot,
  seriousAxeViolations,
  serveStatic,
} from './helpers/index.ts';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// DOCSGEN_EXAMPLE_DOCS points the suite at another copy of the example (e.g. while pages are being written).
const exampleDocs = process.env.DOCSGEN_EXAMPLE_DOCS ?? path.join(repoRoot, 'example-docs');

if (!hasChromium) console.warn('Skipping example-site browser tests: Chromium is not installed.');

let browser: Browser;
let tmp: string;

async function docsgenBuild(docsDir: string, outDir: string): Promise<void> {
  try {
    await run(
      process.execPath,
      [path.join(repoRoot, 'packages/cli/bin/docsgen.js'), 'build', docsDir, '--out', outDir],
      {
        cwd: repoRoot,
        maxBuffer: 64 * 1024 * 1024,
      },
    );
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    throw new Error(`docsgen build ${docsDir} failed:\n${e.stderr ?? ''}\n${e.stdout ?? ''}`);
  }
}

beforeAll(async () => {
  if (!hasChromium) return;
  tmp = await mkdtemp(path.join(tmpdir(), 'docsgen-example-e2e-'));
  // The suite tests what users run: the CLI bundled from the current sources.
  await bundleCli();
  const quillDocs = path.join(tmp, 'docs-quill');
  await cp(exampleDocs, quillDocs, {
    recursive: true,
    filter: (src) =>
      !path
        .relative(exampleDocs, src)
        .split(path.sep)
        .some((part) => part === 'node_modules' || part === 'dist'),
  });
  const docsJson = JSON.parse(await readFile(path.join(quillDocs, 'docs.json'), 'utf8'));
  await writeFile(path.join(quillDocs, 'docs.json'), JSON.stringify({ ...docsJson, theme: 'luma' }, null, 2));
  await docsgenBuild(exampleDocs, path.join(tmp, 'classic'));
  await docsgenBuild(quillDocs, path.join(tmp, 'quill'));
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

/** The docs.json theme each build names (example-docs' own, and the copy's), whose look the body's class names. */
const DOCS_THEME: Record<string, string> = { classic: 'mint', quill: 'luma' };

describe.skipIf(!hasChromium).each(['classic', 'quill'])('example-docs built with %s', (name) => {
  let server: StaticServer;
  let context: BrowserContext;
  let page: Page;
  let errors: string[] = [];

  beforeAll(async () => {
    server = await serveStatic(path.join(tmp, name));
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  async function open(url: string, options: { width?: number; dark?: boolean } = {}): Promise<Page> {
    await context?.close();
    context = await browser.newContext({
      viewport: { width: options.width ?? 1440, height: 900 },
      colorScheme: options.dark ? 'dark' : 'light',
    });
    page = await context.newPage();
    errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(server.url(url));
    return page;
  }

  const sidebar = () => page.getByRole('navigation', { name: 'Main' });
  const tabBar = () => page.getByRole('navigation', { name: 'Sections' });

  it('renders with the theme, its assets and no script errors', async () => {
    await open('/quickstart');
    await expect(page.locator('body').getAttribute('class')).resolves.toBe(`dg-theme-${DOCS_THEME[name]}`);
    await expect(page.locator('h1').textContent()).resolves.toBeTruthy();
    await page.waitForLoadState('load');
    expect(errors).toEqual([]);
    await expect(page.locator('link[rel="icon"]').count()).resolves.toBe(1);
  });

  it('top bar: search, language switcher, links and buttons never overlap at desktop widths', async () => {
    for (const width of [1100, 1280, 1440]) {
      await open('/quickstart', { width });
      const boxes = await page.evaluate(() =>
        [
          ...document.querySelectorAll(
            '.topbar-row :is(.logo, .search-button, .menu-button, .navbar-link, .button-primary, .theme-toggle)',
          ),
        ]
          .map((el) => ({ name: el.className, box: el.getBoundingClientRect() }))
          .filter(({ box }) => box.width > 0 && box.height > 0)
          .map(({ name, box }) => ({ name, left: box.left, right: box.right })),
      );
      expect(boxes.length).toBeGreaterThan(3);
      for (const a of boxes)
        for (const b of boxes)
          if (a !== b && a.left < b.left)
            expect(a.right, `${width}px: ${a.name} runs into ${b.name}`).toBeLessThanOrEqual(b.left + 0.5);
    }
  });

  it('tab bar: current tab, external tab, tab menu with descriptions', async () => {
    await open('/quickstart');
    await expect(tabBar().getByRole('link', { name: 'Documentation' }).getAttribute('aria-current')).resolves.toBe(
      'true',
    );
    await expect(
      tabBar()
        .getByRole('link', { name: /Community/ })
        .getAttribute('target'),
    ).resolves.toBe('_blank');
    const cli = tabBar().getByRole('button', { name: 'CLI' });
    await cli.click();
    await expect(page.getByText('Exit codes, output and environment').isVisible()).resolves.toBe(true);
    await page.keyboard.press('Escape');
    await expect(cli.getAttribute('aria-expanded')).resolves.toBe('false');
    await cli.click();
    await tabBar()
      .getByRole('link', { name: /Reference/ })
      .click();
    await page.waitForURL(/\/cli\/exit-codes$/);
  });

  it('anchors in a tab, global anchors on every page', async () => {
    await open('/configuration');
    await expect(
      sidebar()
        .getByRole('list', { name: 'Sections' })
        .getByRole('link', { name: 'docs.json' })
        .getAttribute('aria-current'),
    ).resolves.toBe('true');
    for (const url of ['/configuration', '/quickstart', '/fr']) {
      await page.goto(server.url(url));
      const global = page.getByRole('list', { name: 'Resources' });
      await expect(global.getByRole('link', { name: /GitHub/ }).getAttribute('target')).resolves.toBe('_blank');
      await expect(global.getByRole('link', { name: 'Changelog' }).getAttribute('href')).resolves.toBe('/changelog');
    }
  });

  it('product switcher with descriptions, and a sidebar dropdown', async () => {
    await open('/quickstart');
    await tabBar().getByRole('link', { name: 'Ecosystem' }).click();
    const product = page.getByRole('button', { name: /^Product:? / }).first();
    await product.click();
    const popup = page.locator(`#${await product.getAttribute('aria-controls')}`);
    await expect(popup.getByRole('link').count()).resolves.toBe(3);
    await popup.getByRole('link', { name: /Themes/ }).click();
    await page.waitForLoadState('load');
    const dropdown = sidebar().getByRole('button', { name: /^Section:? / });
    await dropdown.click();
    await expect(sidebar().getByRole('link', { name: /Quill/ }).isVisible()).resolves.toBe(true);
  });

  it('version and language switchers; the language keeps the page and shows its dismissible banner', async () => {
    await open('/quickstart');
    const version = page.getByRole('button', { name: /^Version:? v2/ }).first();
    await version.click();
    await page
      .locator(`#${await version.getAttribute('aria-controls')}`)
      .getByRole('link', { name: /v1/ })
      .click();
    await page.waitForURL(/\/v1(\/|$)/);
    await open('/quickstart');
    const language = page.getByRole('button', { name: /^Language:? / }).first();
    await language.click();
    await page
      .locator(`#${await language.getAttribute('aria-controls')}`)
      .getByRole('link', { name: /Fran|fr/i })
      .click();
    await page.waitForURL(/\/fr\/quickstart$/);
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    const banner = page.getByRole('region', { name: 'Language notice' });
    await expect(banner.getByRole('link').first().getAttribute('href')).resolves.toBe('/');
    await banner.getByRole('button', { name: 'Dismiss banner' }).click();
    await page.route('**/assets/theme.*.js', (route) => route.abort());
    await page.reload();
    await expect(page.getByRole('region', { name: 'Language notice' }).isVisible()).resolves.toBe(false);
  });

  it('groups: root title opens the root page, nested expanded per docs.json, drilldown navigates', async () => {
    await open('/guides/writing-pages');
    const group = (title: string) => sidebar().locator('details', { has: page.locator('summary', { hasText: title }) });
    await expect(group('Search and AI').getAttribute('open')).resolves.toBe('');
    await expect(group('Redirects and SEO').getAttribute('open')).resolves.toBe(null);
    await sidebar().locator('summary', { hasText: 'Redirects and SEO' }).click();
    await page.waitForURL(/\/guides\/redirects-and-seo$/);
    await expect(sidebar().locator('[aria-current="page"]').count()).resolves.toBe(1);
    await sidebar()
      .getByRole('link', { name: /^Get started/ })
      .click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('breadcrumbs (styling.eyebrows) and prev/next', async () => {
    await open('/guides/search');
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem').allTextContents(),
    ).resolves.toEqual(expect.arrayContaining(['Documentation', 'Guides', 'Search and AI']));
    const pager = page.getByRole('navigation', { name: 'Previous and next pages' });
    await expect(pager.getByRole('link').count()).resolves.toBe(2);
  });

  it('API reference: method labels in the sidebar', async () => {
    await open('/quickstart');
    await tabBar().getByRole('link', { name: 'API reference' }).click();
    await page.waitForLoadState('load');
    await expect(sidebar().locator('.method').count()).resolves.toBeGreaterThan(2);
  });

  it('table of contents follows the scroll; copy page; 404', async () => {
    await open('/guides/writing-pages');
    const toc = page.getByRole('navigation', { name: 'On this page' });
    const links = toc.getByRole('link');
    expect(await links.count()).toBeGreaterThan(2);
    const last = links.last();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => last.getAttribute('aria-current')).toBe('location');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.origin });
    await page.locator('[data-dg-copy-page]').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/\w/);
    const response = await page.goto(server.url('/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/not found/i);
  });

  it('dark mode is remembered without a flash', async () => {
    await open('/quickstart');
    await page.getByRole('button', { name: 'Toggle dark mode' }).click();
    await page.route('**/assets/theme.*.js', (route) => route.abort());
    await page.goto(server.url('/guides/search'));
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');
  });

  it('mobile: menu button opens the sidebar, Escape closes it, no horizontal overflow', async () => {
    await open('/components/code-groups', { width: 390 });
    const button = page.getByRole('button', { name: 'Open navigation' });
    await button.click();
    // The drawer slides in (a CSS transition): wait for it rather than sampling mid-slide.
    await expect
      .poll(() =>
        sidebar()
          .getByRole('link', { name: /Callouts/ })
          .isVisible(),
      )
      .toBe(true);
    await page.keyboard.press('Escape');
    await expect
      .poll(() =>
        sidebar()
          .getByRole('link', { name: /Callouts/ })
          .isVisible(),
      )
      .toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  for (const dark of [false, true]) {
    it(`axe-core on real pages (${dark ? 'dark' : 'light'})`, async () => {
      for (const url of [
        '/',
        '/components/callouts',
        '/components/code-groups',
        '/components/cards',
        '/components/more',
        '/fr',
        '/no/such/page',
      ]) {
        await open(url, { dark });
        expect(await seriousAxeViolations(page), url).toEqual([]);
      }
    });
  }

  it('screenshots', async () => {
    for (const dark of [false, true]) {
      for (const width of [1440, 390]) {
        await open('/components/code-groups', { dark, width });
        await screenshot(page, `example-${name}-${dark ? 'dark' : 'light'}-${width}`);
      }
    }
    await open('/', { width: 1440 });
    await screenshot(page, `example-${name}-home`, { fullPage: true });
    expect(errors).toEqual([]);
  });
});
