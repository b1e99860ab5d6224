// Sidebars that do not grow with the site, in a real browser: a built site under /docs/ whose
// "Guides" tab is large (30 groups of 6 pages, so a page leaves the other groups to the section's
// fragment) and whose groups hold collapsed nested groups (their children come from the fragment
// when opened). Both themes, with and without scripts, keyboard and axe-core.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, siteWithConfig } from '../catalogue/helpers.ts';
import {
  hasChromium,
  launchBrowser,
  type StaticServer,
  screenshot,
  seriousAxeViolations,
  serveStatic,
} from './helpers/index.ts';

if (!hasChromium) console.warn('Skipping sidebar fragment browser tests: Chromium is not installed.');

let browser: Browser;
let tmp: string;
const servers: StaticServer[] = [];

function config(theme: string, drilldown?: boolean) {
  const groups = Array.from({ length: 30 }, (_, g) => ({
    group: `Group ${g}`,
    pages: [
      ...Array.from({ length: 5 }, (_, p) => `g${g}/p${p}`),
      { group: `Nested ${g}`, pages: [`g${g}/n0`, `g${g}/n1`] },
    ],
  }));
  return {
    name: 'Fragments',
    theme,
    colors: { primary: '#0D9373' },
    ...(drilldown === undefined ? {} : { interaction: { drilldown } }),
    navigation: {
      tabs: [
        { tab: 'Guides', groups },
        {
          tab: 'Small',
          groups: [{ group: 'Start', pages: ['index', { group: 'More', pages: ['more/a', 'more/b'] }] }],
        },
      ],
    },
  };
}

function pages(): Record<string, string> {
  const files: Record<string, string> = {};
  const page = (title: string) => `---\ntitle: ${title}\n---\n\nAbout ${title}.\n`;
  for (let g = 0; g < 30; g++) {
    for (let p = 0; p < 5; p++) files[`g${g}/p${p}.mdx`] = page(`Page ${g}.${p}`);
    for (let n = 0; n < 2; n++) files[`g${g}/n${n}.mdx`] = page(`Nested page ${g}.${n}`);
  }
  files['more/a.mdx'] = page('More A');
  files['more/b.mdx'] = page('More B');
  return files;
}

async function serve(name: string, theme: string, drilldown?: boolean): Promise<StaticServer> {
  const root = await siteWithConfig(config(theme, drilldown), pages());
  const www = path.join(tmp, name);
  await mkdir(www, { recursive: true });
  const result = await build(root, { outDir: path.join(www, 'docs'), base: '/docs/' });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  const server = await serveStatic(www);
  servers.push(server);
  return server;
}

beforeAll(async () => {
  if (!hasChromium) return;
  browser = await launchBrowser();
  tmp = await mkdtemp(path.join(tmpdir(), 'docsgen-sidebar-e2e-'));
}, 60_000);

afterAll(async () => {
  await Promise.all(servers.map((s) => s.close()));
  await browser?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

for (const theme of ['mint', 'willow']) {
  describe.skipIf(!hasChromium)(`sidebar fragments (${theme})`, () => {
    let server: StaticServer;
    let page: Page;
    const fragmentRequests: string[] = [];
    beforeAll(async () => {
      // Drilldown off in both themes, so opening a group expands it in place.
      server = await serve(theme, theme, false);
    }, 300_000);

    async function open(url: string, javaScriptEnabled = true): Promise<Page> {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      page = await context.newPage();
      page.on('request', (r) => {
        if (r.url().includes('/assets/sidebar.')) fragmentRequests.push(r.url());
      });
      await page.goto(server.url(url));
      return page;
    }

    it('holds only its own group; the rest of the section arrives from one fragment under the base path', async () => {
      const html = await readFile(path.join(tmp, theme, 'docs/g12/p3/index.html'), 'utf8');
      expect(html).toContain('Page 12.4');
      expect(html).not.toContain('Page 11.4');
      expect(html).not.toContain('Nested page 12.1');
      fragmentRequests.length = 0;
      const p = await open('/docs/g12/p3');
      const nav = p.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'Page 29.4' }).waitFor({ state: 'attached' });
      // Top-level groups are open: every one shows its pages; nested groups stay collapsed.
      await expect(nav.getByRole('link', { name: 'Page 0.0' }).isVisible()).resolves.toBe(true);
      await expect(nav.getByRole('link', { name: 'Page 12.3' }).getAttribute('aria-current')).resolves.toBe('page');
      await expect(nav.getByRole('link', { name: 'Nested page 3.1' }).isVisible()).resolves.toBe(false);
      expect(fragmentRequests).toHaveLength(1);
      expect(new URL(fragmentRequests[0]!).pathname).toMatch(/^\/docs\/assets\/sidebar\.[0-9a-f]{10}\.json$/);
      await p.context().close();
    });

    it('opens a collapsed group by keyboard and shows its pages from the fragment', async () => {
      const p = await open('/docs/g12/p3');
      const nav = p.getByRole('navigation', { name: 'Main' });
      const summary = nav.locator('summary', { hasText: 'Nested 12' });
      await summary.scrollIntoViewIfNeeded();
      await screenshot(p, `sidebar-fragment-${theme}-collapsed`);
      await summary.focus();
      await p.keyboard.press('Enter');
      await nav.getByRole('link', { name: 'Nested page 12.1' }).waitFor({ state: 'visible' });
      await screenshot(p, `sidebar-fragment-${theme}-expanded`);
      await p.keyboard.press('Space');
      await expect(nav.getByRole('link', { name: 'Nested page 12.1' }).isVisible()).resolves.toBe(false);
      expect(await seriousAxeViolations(p)).toEqual([]);
      await p.context().close();
    });

    it('works without scripts: the group shows its first page when opened', async () => {
      const p = await open('/docs/more/a', false);
      const nav = p.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link', { name: 'More B' }).isVisible()).resolves.toBe(true);
      const p2 = await open('/docs/', false);
      const nav2 = p2.getByRole('navigation', { name: 'Main' });
      await nav2.locator('summary', { hasText: 'More' }).click();
      await expect(nav2.getByRole('link', { name: 'More A' }).isVisible()).resolves.toBe(true);
      await nav2.getByRole('link', { name: 'More A' }).click();
      await p2.waitForURL(/\/docs\/more\/a$/);
      const nav3 = p2.getByRole('navigation', { name: 'Main' });
      await expect(nav3.getByRole('link', { name: 'More B' }).isVisible()).resolves.toBe(true);
      await p.context().close();
      await p2.context().close();
    });
  });
}

describe.skipIf(!hasChromium)('sidebar fragments with drilldown', () => {
  it('opening a collapsed group goes to its first page', async () => {
    const server = await serve('drill', 'mint', true);
    const context = await browser.newContext();
    const p = await context.newPage();
    await p.goto(server.url('/docs/g12/p3'));
    await p.getByRole('navigation', { name: 'Main' }).locator('summary', { hasText: 'Nested 12' }).click();
    await p.waitForURL(/\/docs\/g12\/n0$/);
    const nav = p.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Nested page 12.1' }).isVisible()).resolves.toBe(true);
    await context.close();
  }, 300_000);
});
