// A Tailwind landing page (tests/sites/tailwind: custom mode, utility classes in the page and in a
// snippet component, dark variants) built by the real pipeline and checked in Chromium: computed
// styles in light and dark, phone and desktop, and that no rule reaches the theme's own parts.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, builtSite, freshPage, hasChromium, type StaticServer, screenshot } from './helpers/index.ts';

const session = browserSession();
let server: StaticServer;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  if (!hasChromium) return;
  const site = await builtSite('tailwind');
  session.removeLater(site.dirs);
  server = site.server;
});

afterAll(async () => {
  await context?.close();
  await server?.close();
});

async function open(url: string, options: { width?: number; dark?: boolean } = {}): Promise<void> {
  ({ context, page } = await freshPage(session.browser, context, options));
  await page.goto(server.url(url));
}

const style = (selector: string, property: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el, p) => getComputedStyle(el).getPropertyValue(p), property);

describe.skipIf(!hasChromium)('Tailwind classes in the browser', () => {
  it('light: utilities from the page and from a snippet component apply', async () => {
    await open('/');
    expect(await style('#hero', 'padding-top')).toBe('64px');
    expect(await style('#hero', 'text-align')).toBe('center');
    expect(await style('#hero', 'background-color')).toBe('rgb(245, 243, 255)');
    expect(await style('#hero-title', 'font-size')).toBe('36px');
    expect(await page.locator('#logo-light').isVisible()).toBe(true);
    expect(await page.locator('#logo-dark').isVisible()).toBe(false);
    expect((await style('#features', 'grid-template-columns')).split(' ')).toHaveLength(3);
    expect(await style('.feature', 'border-radius')).toBe('12px');
    // `border` draws a line, as with Tailwind's reset (solid style), in `border-zinc-200`.
    expect(await style('.feature', 'border-top-width')).toBe('1px');
    expect(await style('.feature', 'border-top-style')).toBe('solid');
    expect(await style('.feature', 'border-top-color')).toBe('rgb(228, 228, 231)');
    expect(await style('.feature', 'padding-left')).toBe('24px');
    // `text-primary` is docs.json's primary colour, through the theme's variable.
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--dg-primary').trim(),
    );
    const probe = await page.evaluate((c) => {
      const el = document.createElement('span');
      el.style.color = c;
      document.body.append(el);
      return getComputedStyle(el).color;
    }, primary);
    expect(await style('.feature h3', 'color')).toBe(probe);
    await screenshot(page, 'tailwind-landing-light');
  });

  it('dark: dark: variants follow the theme toggle (data-theme), not only the system setting', async () => {
    await open('/', { dark: true });
    expect(await style('#hero', 'background-color')).toBe('rgb(24, 24, 27)');
    expect(await style('#hero-title', 'color')).toBe('rgb(255, 255, 255)');
    expect(await page.locator('#logo-light').isVisible()).toBe(false);
    expect(await page.locator('#logo-dark').isVisible()).toBe(true);
    await screenshot(page, 'tailwind-landing-dark');
    await page.locator('[data-dg-theme-toggle], .theme-toggle').first().click();
    await expect.poll(() => style('#hero', 'background-color')).toBe('rgb(245, 243, 255)');
  });

  it('phone: responsive variants fall back to one column', async () => {
    await open('/', { width: 390 });
    expect((await style('#features', 'grid-template-columns')).split(' ')).toHaveLength(1);
    await screenshot(page, 'tailwind-landing-phone');
  });

  it('every rule of the stylesheet is scoped to the page content: the theme keeps its look', async () => {
    await open('/guide');
    const outside = await page.evaluate(() => {
      const bad: string[] = [];
      // Selector list items (commas inside :is()/:where() belong to their item).
      const items = (list: string) => {
        const out: string[] = [];
        let depth = 0;
        let start = 0;
        for (let i = 0; i < list.length; i++) {
          if (list[i] === '(') depth++;
          else if (list[i] === ')') depth--;
          else if (list[i] === ',' && depth === 0) {
            out.push(list.slice(start, i));
            start = i + 1;
          }
        }
        return [...out, list.slice(start)];
      };
      const walk = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) {
            for (const s of items(rule.selectorText))
              if (!s.trim().startsWith('[data-dg-content]')) bad.push(rule.selectorText);
          } else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
        }
      };
      const sheets = Array.from(document.styleSheets).filter((s) => s.href?.includes('/tailwind.'));
      for (const sheet of sheets) walk(sheet.cssRules);
      return { sheets: sheets.length, bad };
    });
    expect(outside).toEqual({ sheets: 1, bad: [] });
    // The theme's sidebar and top bar are laid out as without Tailwind; a `hidden` in a code example changes nothing.
    expect(await page.locator('#sidebar').isVisible()).toBe(true);
    expect(await page.locator('pre').first().isVisible()).toBe(true);
    await screenshot(page, 'tailwind-guide');
  });
});
