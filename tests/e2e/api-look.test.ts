// Generated API pages as a team reads them first (issue 31, items 1–5 and 12), on tests/sites/api-look
// built by the real pipeline with a dark primary (and a near-white `colors.light`) and with light
// primaries, and in the quill theme, in light and dark, at 1280 and 390 px: contrast (axe), request-sample tabs, the
// playground bar and cards (with and without script), no sideways scroll, the description once,
// icon copy buttons and language icons on code-group tabs.
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  browserSession,
  builtSite,
  hasChromium,
  type StaticServer,
  screenshot,
  seriousAxeViolations,
} from './helpers/index.ts';

const session = browserSession();
const PAGES = [
  '/api-reference/trigger-an-update',
  '/api-reference/list-projects',
  '/api-reference/create-a-project',
  '/api-reference/read-build-logs',
];
const MODES = [
  { width: 1280, dark: false },
  { width: 1280, dark: true },
  { width: 390, dark: false },
  { width: 390, dark: true },
] as const;
const name = (m: { width: number; dark: boolean }) => `${m.width}-${m.dark ? 'dark' : 'light'}`;

const SITES = [
  ['dark primary, near-white light', {}],
  [
    'light primaries and api.examples.languages',
    { colors: { primary: '#FFE066', light: '#FFFFFF' }, api: { examples: { languages: ['sh', 'py', 'go'] } } },
  ],
  // The same pages in the other theme (docs.json `willow` is docsgen's quill).
  ['quill theme, dark primary', { theme: 'willow' }],
] as const;

describe.skipIf(!hasChromium).each(SITES)('API pages, %s', (label, overrides) => {
  let server: StaticServer;
  let context: BrowserContext | undefined;
  let page: Page;
  const lightPrimaries = label.startsWith('light');
  const slug = lightPrimaries ? 'light-primaries' : label.startsWith('quill') ? 'quill' : 'dark-primary';

  beforeAll(async () => {
    const site = await builtSite('api-look', { config: (c) => ({ ...c, ...overrides }) });
    session.removeLater(site.dirs);
    expect(site.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    server = site.server;
  });

  afterAll(async () => {
    await context?.close();
    await server?.close();
  });

  async function open(url: string, mode: { width?: number; dark?: boolean; js?: boolean } = {}): Promise<Page> {
    await context?.close();
    context = await session.browser.newContext({
      viewport: { width: mode.width ?? 1280, height: 900 },
      colorScheme: mode.dark ? 'dark' : 'light',
      javaScriptEnabled: mode.js !== false,
    });
    page = await context.newPage();
    await page.goto(server.url(url));
    return page;
  }

  it.each(MODES)('1. every text reaches WCAG AA contrast (axe), Send included: $width px, dark $dark', async (mode) => {
    for (const url of PAGES) {
      await open(url, mode);
      await page.locator('.dg-tryit__send').waitFor({ state: 'visible' });
      const violations = (await seriousAxeViolations(page)).filter((v) => v.id === 'color-contrast');
      expect(violations, `${url} ${name(mode)}`).toEqual([]);
      const ratio = await page.locator('.dg-tryit__send').evaluate((el) => {
        // Computed colours may be lch(): a canvas turns any CSS colour into sRGB bytes.
        const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        const rgb = (c: string) => {
          canvas.clearRect(0, 0, 1, 1);
          canvas.fillStyle = c;
          canvas.fillRect(0, 0, 1, 1);
          return [...canvas.getImageData(0, 0, 1, 1).data].slice(0, 3);
        };
        const lum = (c: string) => {
          const [r, g, b] = rgb(c).map((v) => {
            const s = v / 255;
            return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
          }) as [number, number, number];
          return 0.2126 * r + 0.7152 * g + 0.0722 * b;
        };
        const style = getComputedStyle(el);
        const [a, b] = [lum(style.color), lum(style.backgroundColor)].sort((x, y) => y - x) as [number, number];
        return (a + 0.05) / (b + 0.05);
      });
      expect(ratio, `Send on ${url} ${name(mode)}`).toBeGreaterThanOrEqual(4.5);
    }
    await screenshot(page, `api-look-${slug}-${name(mode)}`, {
      fullPage: true,
    });
  });

  it.each(MODES)('2. request-sample tabs are distinct and named by language: $width px, dark $dark', async (mode) => {
    const tabs = async (url: string) => {
      await open(url, mode);
      return page.locator('.dg-example--request').first().locator('.dg-tab').allTextContents();
    };
    const given = ['cURL', 'Python', 'JavaScript', 'PHP', 'Go', 'Java'];
    expect(await tabs('/api-reference/trigger-an-update')).toEqual(given);
    // The spec gives python and typescript: generated samples add only the languages it lacks.
    const listed = await tabs('/api-reference/list-projects');
    expect(listed).toEqual(
      lightPrimaries ? ['Python', 'TypeScript', 'cURL', 'Go'] : ['Python', 'TypeScript', 'cURL', 'JavaScript', 'Go'],
    );
    expect(new Set(listed.map((t) => t.toLowerCase())).size).toBe(listed.length);
    // One row of tabs: it scrolls sideways inside its box, never wraps.
    const rows = await page
      .locator('.dg-example--request')
      .first()
      .locator('.dg-tab')
      .evaluateAll((els) => new Set(els.map((e) => Math.round(e.getBoundingClientRect().top))).size);
    expect(rows).toBe(1);
    // The strip (it scrolls) ends before the copy button: no tab runs under it (it did with six tabs).
    const panel = page.locator('.dg-example--request:visible').first();
    const strip = (await panel.locator('.dg-tabs__list').boundingBox())!;
    const copy = (await panel.locator('.dg-copy:visible').first().boundingBox())!;
    expect(strip.x + strip.width, 'tab strip ends before the copy button').toBeLessThanOrEqual(copy.x);
    expect(copy.x + copy.width).toBeLessThanOrEqual(strip.x + strip.width + 48);
  });

  it.each(MODES)(
    '3. the playground: bar with Send, cards with an input per field: $width px, dark $dark',
    async (mode) => {
      await open('/api-reference/trigger-an-update', mode);
      const bar = page.locator('form.dg-api-bar');
      await expect(bar.locator('.dg-api-method').textContent()).resolves.toBe('POST');
      await expect(bar.locator('.dg-api-path__param').textContent()).resolves.toBe('{projectId}');
      await bar.locator('.dg-tryit__send').waitFor({ state: 'visible' });
      expect(await page.locator('.dg-api-group').count()).toBe(2);
      for (const [group, field] of [
        ['auth', 'Authorization'],
        ['path', 'projectId'],
      ] as const) {
        const input = page.locator(`.dg-api-group--${group} [data-tryit-name="${field}"]`);
        await input.waitFor({ state: 'visible' });
        const box = (await input.boundingBox())!;
        // Where the input sits against its field's name (Mintlify's playground): beside it, on the name's
        // line, on a desktop; under the field's text on a phone, with the card's width to type in.
        const card = (await page.locator(`.dg-api-group--${group}`).boundingBox())!;
        const nameBox = (await page
          .locator(`.dg-api-group--${group} code`)
          .filter({ hasText: new RegExp(`^${field}$`) })
          .first()
          .boundingBox())!;
        const fieldBox = (await input.locator('xpath=..').boundingBox())!;
        if (mode.width === 1280) {
          expect(box.x, `${field} input right of its name`).toBeGreaterThan(nameBox.x + nameBox.width);
          expect(box.y, `${field} input on its name's line`).toBeLessThan(nameBox.y + nameBox.height);
          expect(box.y + box.height, `${field} input on its name's line`).toBeGreaterThan(nameBox.y);
          // The input's box (its "Bearer" prefix inside) takes about the card's right half.
          expect(fieldBox.width, `${field} input box`).toBeGreaterThan((card.width - 40) * 0.4);
          expect(fieldBox.x + fieldBox.width, `${field} input box`).toBeLessThanOrEqual(card.x + card.width);
          // Name, type and `required` on one line left of the input; the description under them at the
          // card's width (they wrapped into a 190 px column beside the input).
          const row = page.locator(`.dg-api-group--${group} .dg-api-param--input`).first();
          const chips = await row
            .locator('.dg-field__head > :is(.dg-field__name, .dg-field__type, .dg-field__required)')
            .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
          expect(chips.length, `${field} name, type, required`).toBe(3);
          const mids = chips.map((c) => c.top + c.height / 2);
          expect(Math.max(...mids) - Math.min(...mids), `${field} chips on one line`).toBeLessThan(6);
          expect(Math.max(...chips.map((c) => c.right)), `${field} chips left of the input`).toBeLessThan(fieldBox.x);
          const desc = (await row.locator('.dg-field__body').boundingBox())!;
          expect(desc.y, `${field} description under the input`).toBeGreaterThanOrEqual(fieldBox.y + fieldBox.height);
          expect(desc.width, `${field} description at the card's width`).toBeGreaterThan((card.width - 40) * 0.9);
        } else {
          expect(box.y, `${field} input under its name`).toBeGreaterThan(nameBox.y + nameBox.height);
          expect(box.width, `${field} input`).toBeGreaterThan(250);
        }
        // Mintlify's placeholder for a bearer token (not "enter Authorization").
        if (group === 'auth') await expect(input.getAttribute('placeholder')).resolves.toBe('enter bearer token');
        // The card's title is a header bar (a ruled-off 16 px line), not a page-size heading.
        const title = page.locator(`.dg-api-group--${group} .api-section-heading-title`);
        const look = await title.evaluate((el) => {
          const style = getComputedStyle(el);
          const rule = getComputedStyle(el.closest('summary')!).borderBottomStyle;
          return { size: style.fontSize, rule };
        });
        expect(look, `${group} card title`).toEqual({ size: '16px', rule: 'solid' });
      }
      // A response field's name reads as the cards' names: plain bold monospace, no code chip.
      const responseName = await page
        .locator('.dg-response-field .dg-field__name')
        .first()
        .evaluate((el) => {
          const style = getComputedStyle(el);
          return { background: style.backgroundColor, padding: style.paddingLeft, weight: style.fontWeight };
        });
      expect(responseName).toEqual({ background: 'rgba(0, 0, 0, 0)', padding: '0px', weight: '600' });
      // The base URL input shows its text whole when there is room for it (desktop).
      if (mode.width === 1280) {
        const server = page.locator('[data-tryit-server]');
        const [scroll, client] = await server.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(scroll - client).toBeLessThanOrEqual(2);
      }
      // A JSON body scrolls sideways in its own box instead of wrapping.
      await open('/api-reference/create-a-project', mode);
      const body = page.locator('[data-tryit-body]');
      await body.waitFor({ state: 'visible' });
      expect(await body.evaluate((el) => getComputedStyle(el).whiteSpace)).toBe('pre');
      expect((await body.boundingBox())!.width).toBeGreaterThan(250);
      await screenshot(page, `api-look-create-${slug}-${name(mode)}`, {
        fullPage: true,
      });
    },
  );

  it('3. without script the fields and examples stay readable, and no dead input or Send shows', async () => {
    for (const dark of [false, true]) {
      await open('/api-reference/trigger-an-update', { dark, js: false });
      await expect(page.locator('.dg-api-group--path .dg-field__name').first().isVisible()).resolves.toBe(true);
      await expect(page.getByText('The ID of the project to trigger an update on.').isVisible()).resolves.toBe(true);
      await expect(page.locator('[data-tryit-name="projectId"]').isVisible()).resolves.toBe(false);
      await expect(page.locator('.dg-tryit__send').isVisible()).resolves.toBe(false);
      const shown = await page
        .locator('.dg-example--request pre')
        .evaluateAll((els) =>
          els.some((e) => e.getBoundingClientRect().height > 0 && getComputedStyle(e).visibility !== 'hidden'),
        );
      expect(shown, 'a request example is readable').toBe(true);
    }
  });

  it.each(MODES)('4. no page scrolls sideways: $width px, dark $dark', async (mode) => {
    for (const url of ['/', ...PAGES]) {
      await open(url, mode);
      const [scroll, inner] = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
      expect(scroll, `${url} ${name(mode)}`).toBeLessThanOrEqual(inner);
    }
    // The indented block of the description scrolls inside its own box.
    await open('/api-reference/list-projects', mode);
    const pre = page.locator('.dg-api-description pre');
    expect(await pre.evaluate((el) => getComputedStyle(el).overflowX)).toBe('auto');
  });

  it.each(MODES)('5. the description shows once: $width px, dark $dark', async (mode) => {
    for (const [url, text] of [
      ['/api-reference/trigger-an-update', 'Trigger an update after updating your OpenAPI document'],
      ['/api-reference/list-projects', 'Lists the projects of the organisation'],
      ['/api-reference/read-build-logs', 'of the last builds, newest first'],
    ] as const) {
      await open(url, mode);
      // biome-ignore lint/performance/useDomNodeTextContent: what a reader sees, hidden text left out.
      const seen = await page.evaluate((t) => document.body.innerText.split(t).length - 1, text);
      expect(seen, url).toBe(1);
    }
  });

  it.each(MODES)(
    '12. copy buttons are icons, always visible; code-group tabs carry language icons: $width px, dark $dark',
    async (mode) => {
      await open('/', mode);
      await context!.grantPermissions(['clipboard-read', 'clipboard-write']);
      const copies = page.locator('.dg-code-block .dg-copy');
      expect(await copies.count()).toBeGreaterThanOrEqual(2);
      const untitled = page.locator('.dg-code-block:not(.dg-tab-panel .dg-code-block) .dg-copy');
      await expect(untitled.isVisible()).resolves.toBe(true);
      expect(await untitled.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
      expect((await untitled.textContent())?.trim()).toBe('');
      expect(await untitled.locator('svg.dg-copy__icon').count()).toBe(1);
      await untitled.click();
      await expect.poll(() => untitled.getAttribute('data-copied')).toBe('');
      await expect(page.evaluate(() => navigator.clipboard.readText())).resolves.toBe('echo "an untitled block"');
      const tabIcons = await page
        .locator('.dg-code-group .dg-tab')
        .evaluateAll((tabs) => tabs.map((t) => t.querySelector('.dg-tab__icon svg') !== null));
      expect(tabIcons).toEqual([true, true, true]);
      // API pages: the request tabs carry them too.
      await open('/api-reference/trigger-an-update', mode);
      const apiIcons = await page
        .locator('.dg-example--request')
        .first()
        .locator('.dg-tab')
        .evaluateAll((tabs) => tabs.map((t) => t.querySelector('.dg-tab__icon svg') !== null));
      expect(apiIcons).toEqual([true, true, true, true, true, true]);
    },
  );
});
