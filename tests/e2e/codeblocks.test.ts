// docs.json `styling.codeblocks` in Chromium (tests/sites/codeblocks): the computed colour of a
// code token and of the block's frame in light and dark mode, for `"dark"` (dark blocks in both
// modes) and for a named Shiki theme (one theme in both modes), and the light/dark pair of the
// fixture with its custom language; screenshots light and dark, desktop and phone.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSession, builtSite, freshPage, hasChromium, type StaticServer, screenshot } from './helpers/index.ts';

const session = browserSession();

/** Colours read in the page: the `const` keyword of the TypeScript block, its frame, and `honk` (Quack). */
interface Seen {
  keyword: string;
  frame: string;
  quack: string;
}

describe.skipIf(!hasChromium).each([
  // [name, styling.codeblocks, light mode, dark mode]
  [
    'dark',
    'dark',
    { keyword: 'rgb(249, 117, 131)', frame: 'rgb(36, 41, 46)' },
    { keyword: 'rgb(249, 117, 131)', frame: 'rgb(36, 41, 46)' },
  ],
  [
    'dracula',
    { theme: 'dracula', languages: { custom: ['languages/quack.json'] } },
    { keyword: 'rgb(255, 121, 198)', frame: 'rgb(40, 42, 54)' },
    { keyword: 'rgb(255, 121, 198)', frame: 'rgb(40, 42, 54)' },
  ],
  [
    'light-dark',
    undefined,
    { keyword: 'rgb(215, 58, 73)', frame: 'rgb(255, 255, 255)' },
    { keyword: 'rgb(255, 121, 198)', frame: 'rgb(40, 42, 54)' },
  ],
] as const)('styling.codeblocks %s', (name, codeblocks, light, dark) => {
  let server: StaticServer;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    const site = await builtSite('codeblocks', {
      config: codeblocks === undefined ? undefined : (config) => ({ ...config, styling: { codeblocks } }),
    });
    session.removeLater(site.dirs);
    server = site.server;
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  async function seen(options: { dark?: boolean; width?: number }): Promise<Seen> {
    ({ context, page } = await freshPage(session.browser, context, options));
    await page.goto(server.url('/'));
    return page.evaluate(() => {
      const token = (text: string) =>
        [...document.querySelectorAll('.shiki span span')].find((s) => s.textContent?.trim() === text);
      const colour = (el: Element | undefined) => (el ? getComputedStyle(el).color : 'missing');
      const frame = document.querySelector('.dg-code-block');
      return {
        keyword: colour(token('const')),
        frame: frame ? getComputedStyle(frame).backgroundColor : 'missing',
        quack: colour(token('honk')),
      };
    });
  }

  it('colours code tokens and the block frame in light mode', async () => {
    const s = await seen({});
    expect({ keyword: s.keyword, frame: s.frame }).toEqual(light);
    // Quack is highlighted (a keyword colour, not the block's plain text colour).
    if (name !== 'dark') expect(s.quack).not.toBe(getPlain(name, 'light'));
    await screenshot(page, `codeblocks-${name}-light-desktop`);
    await seen({ width: 390 });
    await screenshot(page, `codeblocks-${name}-light-phone`);
  });

  it('colours code tokens and the block frame in dark mode', async () => {
    const s = await seen({ dark: true });
    expect({ keyword: s.keyword, frame: s.frame }).toEqual(dark);
    if (name !== 'dark') expect(s.quack).toBe(s.keyword);
    await screenshot(page, `codeblocks-${name}-dark-desktop`);
    await seen({ dark: true, width: 390 });
    await screenshot(page, `codeblocks-${name}-dark-phone`);
  });
});

/** The plain text colour of a block, which an unhighlighted Quack token would have. */
function getPlain(name: string, mode: 'light' | 'dark'): string {
  if (name === 'dracula') return 'rgb(248, 248, 242)';
  return mode === 'light' ? 'rgb(36, 41, 46)' : 'rgb(248, 248, 242)';
}
