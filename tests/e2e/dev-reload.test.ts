// `docsgen dev` in Chromium: edits on disk reload the open page, a broken docs.json shows the
// overlay over the last good page, fixing it recovers, and deleted pages come back when restored.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createIncrementalBuilder } from '@docsgen/build';
import { type DevServer, startDevServer } from '@docsgen/dev-server';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../../packages/cli/src/theme-for.ts';
import { makeDevSite } from '../../packages/dev-server/test/site-fixture.ts';
import { hasChromium, launchBrowser, screenshot, searchTitles } from './helpers/index.ts';

if (!hasChromium) console.warn('Skipping dev-server browser tests: Chromium is not installed.');

let browser: Browser;
let server: DevServer;
let root: string;
let base: string;
// The work the builder does after answering (the search index) waits for this: a test holds it
// back, as a large site's index takes seconds, to see what open pages do meanwhile.
let holdBackground: Promise<void> = Promise.resolve();

beforeAll(async () => {
  if (!hasChromium) return;
  root = makeDevSite();
  server = await startDevServer({
    root,
    port: 0,
    themeFor,
    log: () => {},
    createBuilder: (options) => {
      const builder = createIncrementalBuilder(options);
      return {
        build: () => builder.build(),
        classify: (path) => builder.classify(path),
        close: () => builder.close(),
        update: async (changes) => {
          const result = await builder.update(changes);
          const { background } = result;
          const held = holdBackground;
          return background ? { ...result, background: held.then(() => background) } : result;
        },
      };
    },
  });
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

/** Opens `path` (in `context`, else a new one) and waits until its reload channel is connected (the first revision event arrived). */
async function open(path: string, context?: BrowserContext): Promise<Page> {
  const page = await (context ?? browser).newPage();
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

  it('an open page searches the index refreshed after an edit, without a reload', async () => {
    const context = await browser.newContext();
    let release = () => {};
    try {
      const editing = await open('/guides/editing', context);
      const other = await open('/guides/other', context);
      expect(await searchTitles(other, 'Edit me')).toContain('Editing');
      // The edit reloads both pages; its index refresh is held back until they have searched.
      holdBackground = new Promise((resolve) => {
        release = resolve;
      });
      const reloaded = [editing.waitForEvent('load'), other.waitForEvent('load')];
      edit('guides/editing.mdx', '## Edit me', '## Edit me\n\nAn okapi grazes here.');
      await Promise.all(reloaded);
      for (const page of [editing, other]) {
        await page.waitForFunction(() => (window as { __docsgenLive?: boolean }).__docsgenLive === true);
        // Set after the reload: gone if the page reloads again.
        await page.evaluate(() => Object.assign(window, { __beforeIndex: true }));
      }
      expect(await text(editing)).toContain('An okapi grazes here.');
      // Searched before the new index landed: both load the old one, which has no okapi. One page
      // keeps its dialog open on the query.
      expect(await searchTitles(other, 'okapi')).toEqual([]);
      expect(await searchTitles(editing, 'okapi', { keepOpen: true })).toEqual([]);
      release();
      await server.settled();
      // No reload, no new query typed: the open dialog shows the page, and a new query in the
      // other page finds it.
      await expect
        .poll(() => editing.locator('.dg-search__title').allTextContents(), { timeout: 15_000 })
        .toEqual(['Editing']);
      await screenshot(editing, 'dev-search-refreshed');
      expect(await searchTitles(other, 'okapi')).toEqual(['Editing']);
      for (const page of [editing, other]) {
        expect(await page.evaluate(() => (window as { __beforeIndex?: boolean }).__beforeIndex)).toBe(true);
      }
    } finally {
      release();
      holdBackground = Promise.resolve();
      await context.close();
    }
  });
});
