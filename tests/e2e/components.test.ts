// Components a reader interacts with (tests/sites/components), built by the real pipeline for both
// themes and checked in Chromium: KaTeX math, one view at a time with the table of contents
// following, click-to-zoom images, typed cards and the dropdown code group.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSession,
  builtSite,
  freshPage,
  hasChromium,
  type StaticServer,
  screenshot,
  seriousAxeViolations,
  withTheme,
} from './helpers/index.ts';

const session = browserSession();

async function componentsSite(docsTheme: string): Promise<StaticServer> {
  const site = await builtSite('components', { config: withTheme(docsTheme) });
  session.removeLater(site.dirs);
  expect(site.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
  return site.server;
}

describe.skipIf(!hasChromium).each([
  ['classic', 'mint'],
  ['quill', 'luma'],
] as const)('components a reader uses, %s', (name, docsTheme) => {
  let server: StaticServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    server = await componentsSite(docsTheme);
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  async function open(url: string, options: { width?: number; dark?: boolean; keep?: boolean } = {}): Promise<Page> {
    if (!options.keep) {
      ({ context, page } = await freshPage(session.browser, context, { ...options, width: options.width ?? 1280 }));
    }
    await page.goto(server.url(url));
    await page.waitForLoadState('load');
    return page;
  }

  const content = () => page.locator('[data-dg-content]');
  const tocTitles = () =>
    page.locator('[data-dg-toc] li:visible').evaluateAll((els) => els.map((e) => e.textContent?.trim()));

  it('LaTeX: <Latex> and $math$ are typeset by KaTeX, whose stylesheet loads only where math is', async () => {
    await open('/latex');
    const inline = content().locator('p .katex').first();
    expect(await inline.isVisible()).toBe(true);
    // Typeset, not source text: the square root is drawn, and the TeX is only in the MathML annotation.
    expect(await content().locator('.katex-html .sqrt').count()).toBe(1);
    // biome-ignore lint/performance/useDomNodeTextContent: the text a reader sees, not the MathML source.
    expect(await content().innerText()).not.toContain('\\sqrt');
    expect(await content().locator('.katex-display').isVisible()).toBe(true);
    // KaTeX's CSS is applied: its fonts, and the MathML copy hidden from sight.
    expect(await inline.evaluate((e) => getComputedStyle(e).fontFamily)).toContain('KaTeX_Main');
    expect(await content().locator('.katex-mathml').first().boundingBox()).toMatchObject({ width: 1 });
    await screenshot(page, `components-${name}-latex`);
    await open('/latex', { dark: true });
    await screenshot(page, `components-${name}-latex-dark`);
    await open('/');
    expect(await page.locator('link[href*="katex"]').count()).toBe(0);
  });

  it('View: one view at a time, picked in a selector, remembered, and the TOC follows it', async () => {
    await open('/views');
    const select = page.locator('.dg-view-select select');
    expect(await select.isVisible()).toBe(true);
    expect(await select.locator('option').allTextContents()).toEqual(['JavaScript', 'Python']);
    expect(await page.getByText('JavaScript content only.').isVisible()).toBe(true);
    expect(await page.getByText('Python content only.').isVisible()).toBe(false);
    expect(await tocTitles()).toEqual(['Install the JavaScript client', 'Call it from Node', 'Shared section']);
    await screenshot(page, `components-${name}-views`);
    await select.selectOption('Python');
    expect(await page.getByText('Python content only.').isVisible()).toBe(true);
    expect(await page.getByText('JavaScript content only.').isVisible()).toBe(false);
    expect(await tocTitles()).toEqual(['Install the Python client', 'Shared section']);
    expect(await page.getByText('Both views share this.').isVisible()).toBe(true);
    // The choice is remembered on the next visit.
    await open('/views', { keep: true });
    expect(await page.locator('.dg-view-select select').inputValue()).toBe('Python');
    expect(await page.getByText('JavaScript content only.').isVisible()).toBe(false);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await open('/views', { dark: true, width: 390 });
    expect(await page.getByText('Python content only.').isVisible()).toBe(false);
    await screenshot(page, `components-${name}-views-phone-dark`);
  });

  it('View: a link to a heading in a hidden view shows that view', async () => {
    await open('/views#install-the-python-client');
    expect(await page.getByText('Python content only.').isVisible()).toBe(true);
    expect(await page.locator('.dg-view-select select').inputValue()).toBe('Python');
  });

  it('Zoom: a content image opens full size on click and closes on click or Escape; noZoom and linked images do not', async () => {
    await open('/zoom');
    const dialog = page.locator('dialog[data-dg-zoom-dialog]');
    const first = content().getByRole('button', { name: 'Zoom image: A wide diagram' });
    expect(await first.evaluate((e) => getComputedStyle(e).cursor)).toBe('zoom-in');
    await first.click();
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const big = await dialog.locator('img').boundingBox();
    const small = await first.boundingBox();
    expect(big!.width).toBeGreaterThan(small!.width);
    await screenshot(page, `components-${name}-zoom-open`);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    // The framed image zooms too, from the keyboard; a click anywhere closes it.
    await content().getByRole('button', { name: 'Zoom image: Framed diagram' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await page.mouse.click(10, 10);
    await expect.poll(() => dialog.isVisible()).toBe(false);
    const noZoom = content().getByRole('img', { name: 'Not zoomable' });
    expect(await noZoom.evaluate((e) => getComputedStyle(e).cursor)).not.toBe('zoom-in');
    await noZoom.click();
    expect(await dialog.isVisible()).toBe(false);
    expect(await content().getByRole('img', { name: 'A linked image' }).getAttribute('data-dg-zoom')).toBeNull();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await open('/zoom', { width: 390, dark: true });
    await content().getByRole('button', { name: 'Zoom image: A wide diagram' }).click();
    const phoneDialog = page.locator('dialog[data-dg-zoom-dialog]');
    await expect.poll(() => phoneDialog.isVisible()).toBe(true);
    expect((await phoneDialog.locator('img').boundingBox())!.width).toBeLessThanOrEqual(390);
    await screenshot(page, `components-${name}-zoom-phone-dark`);
  });

  it('Card type: a typed card takes its callout colours and icon, in light and dark', async () => {
    for (const dark of [false, true]) {
      await open('/cards', { dark });
      const note = page.locator('.dg-card--note');
      const plain = page.locator('.dg-card:not(.dg-card--typed)');
      const bg = (l: typeof note) => l.evaluate((e) => getComputedStyle(e).backgroundColor);
      const calloutBg = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--dg-callout-note-bg').trim(),
      );
      expect(calloutBg).not.toBe('');
      expect(await bg(note)).not.toBe(await bg(plain));
      expect(await bg(note)).not.toBe(await bg(page.locator('.dg-card--warning')));
      expect(await note.locator('.dg-card__icon svg').isVisible()).toBe(true);
      expect(await plain.locator('.dg-card__icon').count()).toBe(0);
      await screenshot(page, `components-${name}-cards${dark ? '-dark' : ''}`);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    await open('/cards', { width: 390 });
    await screenshot(page, `components-${name}-cards-phone`, { fullPage: true });
  });

  it('CodeGroup dropdown: the block’s file name and a language menu instead of tabs', async () => {
    await open('/code-groups');
    const group = page.locator('.dg-code-group[data-dropdown]');
    const select = group.locator('select');
    expect(await select.locator('option').allTextContents()).toEqual(['JavaScript', 'Python', 'Java']);
    expect(await group.locator('.dg-tab').first().isVisible()).toBe(false);
    expect(await group.locator('.dg-tabs__current').textContent()).toBe('helloWorld.js');
    expect(await group.getByText('console.log').isVisible()).toBe(true);
    await screenshot(page, `components-${name}-code-group`);
    await select.selectOption({ label: 'Python' });
    expect(await group.getByText("print('Hello World!')").isVisible()).toBe(true);
    expect(await group.getByText('console.log').isVisible()).toBe(false);
    expect(await group.locator('.dg-tabs__current').textContent()).toBe('hello_world.py');
    // A group without `dropdown` keeps its tabs.
    expect(await page.locator('.dg-code-group:not([data-dropdown]) .dg-tab').first().isVisible()).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await open('/code-groups', { dark: true, width: 390 });
    await screenshot(page, `components-${name}-code-group-phone-dark`);
  });
});
