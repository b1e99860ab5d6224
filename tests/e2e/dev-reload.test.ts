// `docsgen dev` in Chromium: edits on disk reload the open page, a broken docs.json shows the
// overlay over the last good page, fixing it recovers, and deleted pages come back when restored.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DevServer, startDevServer } from '@docsgen/dev-server';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../../packages/cli/src/theme-for.ts';
import { makeDevSite } from '../../packages/dev-server/test/site-fixture.ts';
import { hasChromium, launchBrowser, screenshot } from './helpers/index.ts';

if (!hasChromium) console.warn('Skipping dev-server browser tests: Chromium is not installed.');

let browser: Browser;
let server: DevServer;
let root: string;
let base: string;

beforeAll(async () => {
  if (!hasChromium) return;
  root = makeDevSite();
  server = await startDevServer({ root, port: 0, themeFor, log: () => {} });
  base = server.url.replace(/\/$/, '');
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
  if (root) rmSync(root, { recursive: true, force: true });
});

const edit = (path: string, from: string, to: string) => {
  const file = join(root, path);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${path} does not contain ${from}`);
  writeFileSync(file, text.replace(from, to));
};

/** Opens `path` and waits until its reload channel is connected (the first revision event arrived). */
async function open(path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(`${base}${path}`);
  await page.waitForFunction(() => (window as { __docsgenLive?: boolean }).__docsgenLive === true);
  return page;
}

const text = (page: Page) => page.evaluate(() => document.body.textContent ?? '');

describe.skipIf(!hasChromium)('docsgen dev in the browser', () => {
  it('an edit on disk reloads the open page with the change', async () => {
    expect(server.diagnostics().filter((d) => d.severity === 'error')).toEqual([]);
    const page = await open('/guides/editing');
    expect(await text(page)).toContain('Original text.');
    const reloaded = page.waitForEvent('load');
    edit('guides/editing.mdx', 'Original text.', 'Edited while the browser watched.');
    await reloaded;
    await page.waitForFunction(() => (document.body.textContent ?? '').includes('Edited while the browser watched.'));
    expect(await page.locator('#docsgen-overlay').count()).toBe(0);
    await page.close();
  });

  it('a page loaded from an older revision catches up as soon as it connects', async () => {
    const stale = (await (await fetch(`${base}/guides/editing`)).text()).replace(
      'Edited while the browser watched.',
      'Stale copy.',
    );
    const page = await browser.newPage();
    let served = false;
    // The first load gets an HTML copy tagged with an older revision, as if loaded mid-rebuild.
    await page.route(`${base}/guides/editing`, async (route) => {
      if (served) return route.continue();
      served = true;
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: stale.replace(/data-docsgen-revision="\d+"/, 'data-docsgen-revision="0"'),
      });
    });
    await page.goto(`${base}/guides/editing`);
    await page.waitForFunction(() => (document.body.textContent ?? '').includes('Edited while the browser watched.'));
    expect(served).toBe(true);
    await page.close();
  });

  it('row 78: broken docs.json shows the overlay with line and column over the old page; fixing it recovers', async () => {
    const page = await open('/guides/editing');
    const good = readFileSync(join(root, 'docs.json'), 'utf8');
    writeFileSync(join(root, 'docs.json'), good.replace('"name": "Dev Fixture",', '"name": "Dev Fixture",,'));
    const overlay = page.locator('#docsgen-overlay');
    await overlay.waitFor({ state: 'visible', timeout: 20_000 });
    const shown = await overlay.textContent();
    expect(shown).toMatch(/docs\.json:4:\d+/);
    expect(shown).toContain('"name": "Dev Fixture",,');
    expect(shown).toMatch(/\^/);
    // The last good page is still underneath.
    expect(await page.locator('main, article, body').first().textContent()).toContain(
      'Edited while the browser watched.',
    );
    const shot = await screenshot(page, 'dev-overlay');
    expect(shot).toMatch(/dev-overlay\.png$/);

    const reloaded = page.waitForEvent('load');
    writeFileSync(join(root, 'docs.json'), good.replace('Dev Fixture', 'Recovered Fixture'));
    await reloaded;
    await page.waitForFunction(() => document.title.includes('Recovered Fixture'));
    expect(await overlay.count()).toBe(0);
    await page.close();
  });

  it('the overlay can be dismissed with its button and with Escape', async () => {
    edit('guides/other.mdx', 'Other text.', 'Other text.\n\n<Note>unclosed');
    const page = await open('/guides/other');
    await page.locator('#docsgen-overlay').waitFor({ state: 'visible', timeout: 20_000 });
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await page.locator('#docsgen-overlay').count()).toBe(0);
    await page.reload();
    await page.locator('#docsgen-overlay').waitFor({ state: 'visible' });
    await page.keyboard.press('Escape');
    expect(await page.locator('#docsgen-overlay').count()).toBe(0);
    const reloaded = page.waitForEvent('load');
    edit('guides/other.mdx', '<Note>unclosed', '<Note>closed</Note>');
    await reloaded;
    await page.waitForFunction(() => (document.body.textContent ?? '').includes('closed'));
    expect(await page.locator('#docsgen-overlay').count()).toBe(0);
    await page.close();
  });

  // A listed page whose file is gone is a warning (issue 17: Mintlify's build warns and carries on),
  // not an error: no error overlay, the page is left out until its file comes back.
  it('row 79: deleting an open page is a warning, not an error overlay; restoring it recovers', async () => {
    const page = await open('/guides/other');
    const file = join(root, 'guides/other.mdx');
    const source = readFileSync(file, 'utf8');
    const left = page.waitForEvent('load');
    rmSync(file);
    await left;
    expect(await text(page)).not.toContain('Other text.');
    expect(await text(page)).toContain('Page not found');
    expect(await page.locator('#docsgen-overlay').count()).toBe(0);
    await screenshot(page, 'dev-deleted-page');
    const reloaded = page.waitForEvent('load');
    writeFileSync(file, source.replace('Other text.', 'Restored text.'));
    await reloaded;
    await page.waitForFunction(() => (document.body.textContent ?? '').includes('Restored text.'));
    expect(await page.locator('#docsgen-overlay').count()).toBe(0);
    await page.close();
  });
});
