// Mermaid zoom and pan in Chromium (tests/sites/codeblocks/diagrams.mdx): the controls Mintlify
// documents (zoom in/out, reset, pan arrows) in the corner `placement` names, shown by default on
// diagrams taller than 120px and as `actions` says; a click on zoom scales the diagram, dragging
// and the arrow keys pan it, reset restores it. Screenshots light and dark, desktop and phone.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, builtSite, freshPage, hasChromium, type StaticServer, screenshot } from './helpers/index.ts';

const session = browserSession();
let server: StaticServer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  if (!hasChromium) return;
  const site = await builtSite('codeblocks');
  session.removeLater(site.dirs);
  server = site.server;
});

afterAll(async () => {
  await context?.close();
  await server?.close();
});

async function open(options: { dark?: boolean; width?: number } = {}): Promise<void> {
  ({ context, page } = await freshPage(session.browser, context, options));
  await page.goto(server.url('/diagrams'));
  await page.waitForFunction(() => document.querySelectorAll('pre.dg-mermaid > svg').length === 5);
}

const transformOf = (i: number) =>
  page.evaluate((n) => (document.querySelectorAll('pre.dg-mermaid > svg')[n] as SVGElement).style.transform, i);

describe.skipIf(!hasChromium)('Mermaid zoom and pan', () => {
  it('shows the controls where placement and actions say, and by height otherwise', async () => {
    await open();
    const seen = await page.evaluate(() =>
      [...document.querySelectorAll('pre.dg-mermaid')].map((pre) => ({
        controls: pre.querySelector('.dg-mermaid__controls') ? (pre as HTMLElement).dataset.controls : 'none',
        buttons: [...pre.querySelectorAll('.dg-mermaid__action')].map((b) => b.getAttribute('aria-label')).length,
      })),
    );
    expect(seen).toEqual([
      { controls: 'bottom-right', buttons: 7 },
      { controls: 'top-left', buttons: 7 },
      { controls: 'none', buttons: 0 },
      { controls: 'none', buttons: 0 },
      { controls: 'top-right', buttons: 7 },
    ]);
    // The toolbar sits in its corner of the diagram's frame.
    const corner = await page.evaluate(() => {
      const pre = document.querySelectorAll('pre.dg-mermaid')[1]!.getBoundingClientRect();
      const bar = document.querySelectorAll('.dg-mermaid__controls')[1]!.getBoundingClientRect();
      return { left: bar.left - pre.left, top: bar.top - pre.top };
    });
    expect(corner.left).toBeLessThan(20);
    expect(corner.top).toBeLessThan(20);
    await screenshot(page, 'mermaid-zoom-light-desktop');
  });

  it('zooms with the buttons, pans by dragging and from the keyboard, and resets', async () => {
    await open();
    const diagram = page.locator('pre.dg-mermaid').first();
    await diagram.getByRole('button', { name: 'Zoom in' }).click();
    expect(await transformOf(0)).toBe('translate(0px, 0px) scale(1.25)');
    await diagram.getByRole('button', { name: 'Zoom out' }).click();
    await diagram.getByRole('button', { name: 'Zoom out' }).click();
    expect(await transformOf(0)).toBe('translate(0px, 0px) scale(0.8)');
    await diagram.getByRole('button', { name: 'Pan left' }).click();
    expect(await transformOf(0)).toBe('translate(48px, 0px) scale(0.8)');
    // Drag the diagram 60px right and 30px down.
    const box = (await diagram.locator('svg').first().boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 + 30, box.y + box.height / 2 + 15, { steps: 3 });
    await page.mouse.move(box.x + box.width / 2 + 60, box.y + box.height / 2 + 30, { steps: 3 });
    await page.mouse.up();
    expect(await transformOf(0)).toBe('translate(108px, 30px) scale(0.8)');
    await diagram.getByRole('button', { name: 'Reset view' }).click();
    expect(await transformOf(0)).toBe('translate(0px, 0px) scale(1)');
    // Keyboard: the zoom button from Tab order, then the focused diagram's own keys.
    await diagram.getByRole('button', { name: 'Zoom in' }).focus();
    await page.keyboard.press('Enter');
    expect(await transformOf(0)).toBe('translate(0px, 0px) scale(1.25)');
    await diagram.locator('svg').first().focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('-');
    expect(await transformOf(0)).toBe('translate(0px, 48px) scale(1)');
    await page.keyboard.press('0');
    expect(await transformOf(0)).toBe('translate(0px, 0px) scale(1)');
    // The other diagrams did not move.
    expect(await transformOf(1)).toBe('');
  });

  it('keeps its controls after the reader switches to dark mode, and on a phone', async () => {
    await open();
    // The switch re-renders every diagram in dark colours: each gets its controls again.
    await page.evaluate(() => {
      for (const svg of document.querySelectorAll('pre.dg-mermaid > svg')) svg.setAttribute('data-light', '');
      document.documentElement.setAttribute('data-theme', 'dark');
    });
    await page.waitForFunction(
      () =>
        document.querySelectorAll('pre.dg-mermaid > svg:not([data-light])').length === 5 &&
        document.querySelectorAll('pre.dg-mermaid > .dg-mermaid__controls').length === 3,
    );
    await page.locator('pre.dg-mermaid').first().getByRole('button', { name: 'Zoom in' }).click();
    await screenshot(page, 'mermaid-zoom-dark-desktop');
    await open({ width: 390 });
    await page.locator('pre.dg-mermaid').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'mermaid-zoom-light-phone');
    await open({ width: 390, dark: true });
    await page.locator('pre.dg-mermaid').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'mermaid-zoom-dark-phone');
  });
});
