// Page modes and the frontmatter keys a reader sees (tests/sites/pages-modes), built by the real
// pipeline for both themes and checked in Chromium: what is visible, where, and what a click does.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BuiltSite,
  browserSession,
  builtSite,
  freshPage,
  hasChromium,
  screenshot,
  withTheme,
} from './helpers/index.ts';

const run = promisify(execFile);
const session = browserSession();

// The fixture as a git repository with one commit on a fixed date (the pages' last-modified date).
async function modesSite(docsTheme: string): Promise<BuiltSite> {
  const site = await builtSite('pages-modes', {
    config: withTheme(docsTheme),
    prepare: async (root) => {
      const git = (...args: string[]) =>
        run('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], {
          cwd: root,
          env: { ...process.env, GIT_AUTHOR_DATE: '2025-06-07T10:00:00Z', GIT_COMMITTER_DATE: '2025-06-07T10:00:00Z' },
        });
      await git('init', '-q');
      await git('add', '.');
      await git('commit', '-qm', 'pages');
    },
  });
  session.removeLater(site.dirs);
  expect(site.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  return site;
}

describe.skipIf(!hasChromium).each([
  ['classic', 'classic'],
  ['quill', 'luma'],
] as const)('page modes and frontmatter, %s', (name, docsTheme) => {
  let site: BuiltSite;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    site = await modesSite(docsTheme);
  });

  afterAll(async () => {
    await context?.close();
    await site?.server.close();
  });

  async function open(url: string, options: { width?: number; dark?: boolean } = {}): Promise<Page> {
    ({ context, page } = await freshPage(session.browser, context, options));
    await page.goto(site.server.url(url));
    return page;
  }

  const visible = (selector: string) => page.locator(selector).first().isVisible();
  const box = async (selector: string) => (await page.locator(selector).first().boundingBox())!;

  it('default: sidebar, table of contents, title, pager and footer', async () => {
    await open('/');
    expect(await visible('#sidebar')).toBe(true);
    expect(await visible('.page-aside')).toBe(true);
    expect(await visible('.page-title')).toBe(true);
    expect(await visible('.pager')).toBe(true);
    expect(await visible('.site-footer')).toBe(true);
    await screenshot(page, `modes-${name}-default`);
  });

  it('wide: no table of contents, a wider column than default', async () => {
    await open('/');
    const normal = (await box('.article')).width;
    await open('/modes/wide');
    expect(await visible('#sidebar')).toBe(true);
    expect(await page.locator('.page-aside').count()).toBe(0);
    expect((await box('.article')).width).toBeGreaterThan(normal + 100);
    await screenshot(page, `modes-${name}-wide`);
  });

  it('center: no sidebar nor table of contents, the column centred; the menu still opens the sidebar on a phone', async () => {
    await open('/modes/center');
    expect(await visible('#sidebar')).toBe(false);
    expect(await page.locator('.page-aside').count()).toBe(0);
    const article = await box('.article');
    expect(Math.abs(article.x + article.width / 2 - 720)).toBeLessThan(30);
    await screenshot(page, `modes-${name}-center`);
    await open('/modes/center', { width: 390 });
    await page.locator('[data-dg-nav-toggle], .menu-button').first().click();
    await expect.poll(() => visible('#sidebar')).toBe(true);
    // Slid fully in (the panel's transform transition has ended).
    await expect.poll(async () => (await box('#sidebar')).x).toBeGreaterThanOrEqual(0);
    await screenshot(page, `modes-${name}-center-phone-menu`);
  });

  it('custom: only the top bar around a full-width canvas', async () => {
    for (const dark of [false, true]) {
      await open('/modes/custom', { dark });
      expect(await visible('.topbar')).toBe(true);
      expect(await visible('#sidebar')).toBe(false);
      expect(await page.locator('.page-aside, .page-title, .pager, .site-footer, .page-updated').count()).toBe(0);
      const hero = await box('#hero');
      expect(hero.x).toBeLessThanOrEqual(1);
      expect(hero.width).toBeGreaterThanOrEqual(1440 - 20);
      await screenshot(page, `modes-${name}-custom${dark ? '-dark' : ''}`);
    }
    await open('/modes/custom', { width: 390 });
    expect((await box('#hero')).width).toBeGreaterThanOrEqual(390 - 20);
    await screenshot(page, `modes-${name}-custom-phone`);
  });

  it('frame: the sidebar beside a canvas, no title, pager or footer', async () => {
    await open('/modes/frame');
    expect(await visible('#sidebar')).toBe(true);
    expect(await page.locator('.page-aside, .page-title, .pager, .site-footer').count()).toBe(0);
    const sidebar = await box('#sidebar');
    expect((await box('#frame-canvas')).x).toBeGreaterThan(sidebar.x + sidebar.width - 1);
    await screenshot(page, `modes-${name}-frame`);
  });

  it('sidebar: page icons, method badges unless hidden, deprecated labels, and url entries that leave the site', async () => {
    await open('/', { dark: true });
    const sidebar = page.locator('#sidebar');
    const entry = (label: string) => sidebar.locator('a.nav-link', { hasText: label });
    for (const label of ['Default mode', 'Wide mode', 'Center mode', 'Custom mode', 'npm package', 'Pinned date'])
      expect(await entry(label).locator('.nav-icon svg').isVisible()).toBe(true);
    expect(await entry('Frame mode').locator('.nav-icon').count()).toBe(0);
    expect(await entry('Get a user').locator('.method [aria-hidden]').textContent()).toBe('GET');
    expect(await entry('Create a user').locator('.method').count()).toBe(0);
    expect(await entry('Old feature').locator('.tag-deprecated').isVisible()).toBe(true);
    const npm = entry('npm package');
    expect(await npm.getAttribute('href')).toBe('https://www.npmjs.com/package/mint');
    expect(await npm.getAttribute('target')).toBe('_blank');
    await screenshot(page, `modes-${name}-sidebar-dark`);
  });

  it('deprecated page: a label beside the title, its canonical URL and one robots tag; timestamps from git or pinned', async () => {
    await open('/modes/deprecated');
    expect(await page.locator('.page-title .tag-deprecated').isVisible()).toBe(true);
    expect(await page.locator('meta[name="robots"]').count()).toBe(1);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(
      'https://docs.example.com/latest/old-feature',
    );
    // `timestamp: false` wins over docs.json's `metadata.timestamp: true`.
    expect(await page.locator('.page-updated').count()).toBe(0);
    await open('/');
    expect(await page.locator('.page-updated').textContent()).toBe('Last modified on June 7, 2025');
    await open('/modes/regular-icon');
    expect(await page.locator('.page-updated').textContent()).toBe('Last modified on February 3, 2025');
  });
});
