import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtSite, hasChromium, launchBrowser, type StaticServer, screenshot } from './helpers/index.ts';

if (!hasChromium) console.warn('Skipping integrations browser tests: Chromium is not installed.');

/** The external script each provider's snippet loads (host and path start). */
const EXPECTED = [
  'assets.adobedtm.com/launch-EN93497c30fdf0424eb678d5f4ffac66dc.min.js',
  'cdn.amplitude.com/script/76bb138bf3fbf58186XXX00000.js',
  'www.clarity.ms/tag/abc123xyz',
  'tag.clearbitscripts.com/v1/pk_1a1882/tags.js',
  'cdn.usefathom.com/script.js',
  'chat-assets.frontapp.com/v1/chat.bundle.js',
  'www.googletagmanager.com/gtag/js?id=G-XXXXXXX',
  'www.googletagmanager.com/gtm.js?id=GTM-MGBL4PW',
  'cdn.us.heap-api.com/config/1234567890/heap_config.js',
  'cdn.hightouch-events.com/browser/release/v1-latest/events.min.js',
  'static.hotjar.com/c/hotjar-123456.js?sv=6',
  'widget.intercom.io/widget/abc123def4',
  'cdn.lr-ingest.com/LogRocket.min.js',
  'cdn.mxpnl.com/libs/mixpanel-2-latest.min.js',
  'api.pirsch.io/pa.js',
  'plausible.io/js/script.js',
  'us-assets.i.posthog.com/static/array.js',
  'cdn.segment.com/analytics.js/v1/nqJxiRG15Y6M594P8Sb8ESEciU3VC2/analytics.min.js',
].sort();

/** What a stubbed library defines, so the snippets' init calls run. */
const STUBS: Record<string, string> = {
  'cdn.amplitude.com': 'window.amplitude = { init: function () { window.__inits.push("amplitude"); } };',
  'chat-assets.frontapp.com': 'window.FrontChat = function () { window.__inits.push("frontchat"); };',
  'cdn.lr-ingest.com': 'window.LogRocket = { init: function () { window.__inits.push("logrocket"); } };',
  'cdn.mxpnl.com': 'window.mixpanel = { init: function () { window.__inits.push("mixpanel"); } };',
};

let browser: Browser;
const servers: StaticServer[] = [];

async function serveBuilt(withConsent: boolean): Promise<StaticServer> {
  const { server } = await builtSite('integrations', {
    config: withConsent
      ? undefined
      : (config) => {
          delete (config.integrations as { cookies?: unknown }).cookies;
          return config;
        },
  });
  servers.push(server);
  return server;
}

/** Opens the page with third-party requests answered by stubs; the list of those requests. */
async function open(server: StaticServer): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.addInitScript(() => {
    (window as unknown as { __inits: string[] }).__inits = [];
  });
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const url = new URL(route.request().url());
      requests.push(`${url.host}${url.pathname}${url.search}`);
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: STUBS[url.host] ?? '' });
    },
  );
  await page.goto(server.url('/'), { waitUntil: 'load' });
  return { page, requests, errors };
}

beforeAll(async () => {
  if (hasChromium) browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const s of servers) await s.close();
});

describe.skipIf(!hasChromium)('integrations in the browser', () => {
  it('load nothing before consent, then each provider once', async () => {
    const server = await serveBuilt(true);
    const { page, requests, errors } = await open(server);
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
    expect(await page.locator('script[data-docsgen-integration]').count()).toBe(0);
    await page.evaluate(() => localStorage.setItem('docs-consent', 'granted'));
    await page.waitForFunction(() => (window as unknown as { __inits: string[] }).__inits.length === 4, null, {
      timeout: 5000,
    });
    await page.waitForLoadState('networkidle');
    expect([...requests].sort()).toEqual(EXPECTED);
    expect((await page.evaluate(() => (window as unknown as { __inits: string[] }).__inits)).sort()).toEqual([
      'amplitude',
      'frontchat',
      'logrocket',
      'mixpanel',
    ]);
    // The inline parts ran: the providers' globals exist.
    const globals = await page.evaluate(() =>
      ['dataLayer', 'posthog', 'analytics', 'hj', 'clarity', 'heap', 'htevents', 'Intercom'].filter(
        (g) => (window as unknown as Record<string, unknown>)[g] === undefined,
      ),
    );
    expect(globals).toEqual([]);
    expect(errors).toEqual([]);
    await screenshot(page, 'integrations-after-consent');
    // A later visit with consent given loads at once.
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelectorAll('script[data-docsgen-integration]').length > 0);
    await page.close();
  });

  it('load at once when no consent key is configured', async () => {
    const server = await serveBuilt(false);
    const { page, requests } = await open(server);
    await page.waitForLoadState('networkidle');
    await page.waitForFunction(() => (window as unknown as { __inits: string[] }).__inits.length === 4);
    expect([...requests].sort()).toEqual(EXPECTED);
    await page.close();
  });
});
