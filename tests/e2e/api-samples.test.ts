// Request samples by language and the endpoint page's look (issue 44, item 6), on tests/sites/api-samples
// built once (theme mint, `codeblocks: "system"`), in one Chromium, light and dark, at 1280 and 390 px:
// - six `x-codeSamples` whose `label` repeats the summary are six language tabs; Mintlify's plants
//   example is a tab per language with a choice among that language's labels, and the choice works;
// - no endpoint page scrolls sideways on a phone;
// - the bar's Send sits beside the method and path box, inputs sit beside their fields on desktop,
//   a card's title folds its card, and the code panel is one colour, the code's own.
// The bar and cards are checked at 1440 px here; at 1280 px (inputs beside their fields from a 24rem card)
// tests/e2e/api-look.test.ts checks them.
// Checked by geometry and computed style.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, builtSite, hasChromium, type StaticServer } from './helpers/index.ts';

const session = browserSession();
const PLANTS = '/api-reference/list-plants';
const CHAT = '/api-reference/create-a-chat-completion-with-streaming';
const MODES = [
  { width: 1280, dark: false },
  { width: 1280, dark: true },
  { width: 390, dark: false },
  { width: 390, dark: true },
] as const;
const BAR_MODES = [
  { width: 1440, dark: false },
  { width: 1440, dark: true },
  { width: 390, dark: false },
  { width: 390, dark: true },
] as const;

describe.skipIf(!hasChromium)('API samples and look', () => {
  let server: StaticServer;
  let context: BrowserContext | undefined;
  let page: Page;

  beforeAll(async () => {
    const site = await builtSite('api-samples');
    session.removeLater(site.dirs);
    expect(site.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    server = site.server;
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  async function open(url: string, mode: { width: number; dark: boolean }): Promise<Page> {
    await context?.close();
    context = await session.browser.newContext({
      viewport: { width: mode.width, height: 900 },
      colorScheme: mode.dark ? 'dark' : 'light',
    });
    page = await context.newPage();
    await page.goto(server.url(url));
    await page.locator('.dg-tryit__send').waitFor({ state: 'visible' });
    return page;
  }

  // The request panel a reader sees: the aside's on desktop, the inline copy on a phone.
  const requestPanel = () => page.locator('.dg-example--request:visible').first();
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  it.each(MODES)('six samples labelled with the summary are six language tabs: $width px, dark $dark', async (mode) => {
    await open(CHAT, mode);
    const tabs = requestPanel().locator('.dg-tab');
    expect(await tabs.allTextContents()).toEqual(['cURL', 'Python', 'JavaScript', 'PHP', 'Go', 'Java']);
    await expect(requestPanel().locator('select:visible').count()).resolves.toBe(0);
    expect(await sideways()).toBeLessThanOrEqual(0);
    await tabs.nth(5).click();
    await expect(requestPanel().locator('.dg-tab-panel:visible').textContent()).resolves.toContain(
      'ChatCompletionCreateParams',
    );
    expect(await sideways()).toBeLessThanOrEqual(0);
  });

  it.each(MODES)('a tab per language, then a choice among its labels: $width px, dark $dark', async (mode) => {
    await open(PLANTS, mode);
    const panel = requestPanel();
    const tabs = panel.locator('.dg-tab');
    expect((await tabs.allTextContents()).slice(0, 2)).toEqual(['cURL', 'JavaScript']);
    const code = () => panel.locator('.dg-tab-panel:visible .dg-example-set__option:visible pre').textContent();
    const select = panel.locator('.dg-tab-panel:visible select');
    await expect(select.count()).resolves.toBe(1);
    expect(await select.locator('option').allTextContents()).toEqual([
      'List all unwatered plants',
      'List all potted plants',
    ]);
    expect(await code()).toContain('planter list -u');
    await select.selectOption({ label: 'List all potted plants' });
    expect(await code()).toContain('planter list -p');
    // Only the chosen sample takes room.
    const shown = await panel
      .locator('.dg-tab-panel:visible .dg-example-set__option')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height > 0));
    expect(shown).toEqual([false, true]);
    await tabs.nth(1).click();
    expect(await code()).toContain('unwatered: true');
    await panel.locator('.dg-tab-panel:visible select').selectOption({ label: 'List all potted plants' });
    expect(await code()).toContain('potted: true');
    // The choice fits the panel, and the page never scrolls sideways.
    const [selectRight, panelRight] = await Promise.all([
      panel.locator('.dg-tab-panel:visible select').evaluate((el) => el.getBoundingClientRect().right),
      panel.evaluate((el) => el.getBoundingClientRect().right),
    ]);
    expect(selectRight).toBeLessThanOrEqual(panelRight);
    expect(await sideways()).toBeLessThanOrEqual(0);
  });

  // Desktop at 1440 px: the card is over 24rem wide, so, as in Mintlify's playground, inputs sit beside fields.
  it.each(BAR_MODES)('the bar, the cards and the code panel: $width px, dark $dark', async (mode) => {
    await open(CHAT, mode);
    // Send beside the bordered box of method and path, on its row.
    const box = (await page.locator('.dg-api-bar .dg-api-method').evaluate((el) => {
      const b = el.parentElement!.getBoundingClientRect();
      return {
        right: b.right,
        top: b.top,
        bottom: b.bottom,
        border: getComputedStyle(el.parentElement!).borderTopStyle,
      };
    }))!;
    const send = (await page.locator('.dg-tryit__send').boundingBox())!;
    expect(box.border).toBe('solid');
    if (mode.width > 390) {
      expect(send.x).toBeGreaterThanOrEqual(box.right);
      expect(send.y + send.height / 2).toBeGreaterThan(box.top);
      expect(send.y + send.height / 2).toBeLessThan(box.bottom);
    } else {
      // A phone: the box takes the row, Send goes under it at the right, the path stays whole.
      expect(send.y).toBeGreaterThanOrEqual(box.bottom);
      expect(send.x + send.width).toBeGreaterThan(box.right - 2);
    }
    // An input beside its field on desktop (right of the name line, whose description then runs under
    // both at the card's width), below it on a phone.
    const doc = (await page.locator('.dg-api-group--path .dg-api-param__doc').boundingBox())!;
    const head = page.locator('.dg-api-group--path .dg-api-param__doc .dg-field__head').first();
    const input = (await page.locator('[data-tryit-name="model"]').boundingBox())!;
    if (mode.width > 390) {
      const chipsRight = await head.evaluate((el) =>
        Math.max(...[...el.children].map((c) => c.getBoundingClientRect().right)),
      );
      const headBox = (await head.boundingBox())!;
      expect(input.x).toBeGreaterThanOrEqual(chipsRight);
      expect(input.y).toBeLessThan(headBox.y + headBox.height);
    } else {
      expect(input.y).toBeGreaterThanOrEqual(doc.y + doc.height);
    }
    // A card's title folds it, and opens it again.
    const title = page.locator('.dg-api-group--path > summary');
    await title.click();
    await expect(page.locator('[data-tryit-name="model"]').isVisible()).resolves.toBe(false);
    await title.click();
    await expect(page.locator('[data-tryit-name="model"]').isVisible()).resolves.toBe(true);
    // The request panel is one colour: its tab row on the code's own background.
    const colours = await requestPanel().evaluate((el) => {
      // The colour a reader sees behind an element: its own, else the nearest painted ancestor's.
      const seen = (node: Element | null): string => {
        for (let e = node; e; e = e.parentElement) {
          const bg = getComputedStyle(e).backgroundColor;
          if (bg !== 'rgba(0, 0, 0, 0)' && bg !== 'transparent') return bg;
        }
        return '';
      };
      return [seen(el.querySelector('.dg-tabs__list')), seen(el.querySelector('.dg-tab-panel[data-selected] pre'))];
    });
    expect(colours[0]).toBe(colours[1]);
    expect(await sideways()).toBeLessThanOrEqual(0);
  });
});
