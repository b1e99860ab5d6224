// `docsgen build --csp` in a real browser: one site built once with the policy on (an islands page,
// Mermaid and KaTeX, the search, an API playground whose spec names a local server), served
// statically (the <meta> policy is what is enforced). Each feature must work under the policy, and
// no page may record a `securitypolicyviolation` event or a CSP console error.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildSite } from '@docsgen/build';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { themeFor } from '../../packages/cli/src/theme-for.ts';
import { hasChromium, launchBrowser, type StaticServer, screenshot, serveStatic } from './helpers/index.ts';

if (!hasChromium) console.warn('Skipping the Content-Security-Policy browser tests: Chromium is not installed.');

const sites = path.resolve(import.meta.dirname, '../sites');

const COMPONENTS = `---
title: Components under a policy
---

import { Counter } from '/snippets/counter.jsx';

<Counter start={1} />

<Tabs>
  <Tab title="First">First tab text.</Tab>
  <Tab title="Second">Second tab text.</Tab>
</Tabs>

<Accordion title="Open me">Hidden accordion text.</Accordion>

<CodeGroup>
\`\`\`bash npm
npm install plantkit
\`\`\`
\`\`\`bash yarn
yarn add plantkit
\`\`\`
</CodeGroup>

\`\`\`mermaid
graph TD
  A[Seed] --> B[Sprout]
\`\`\`

$$
e^{i\\pi} + 1 = 0
$$
`;

let dir: string;
let out: string;
let site: StaticServer;
let api: Server;
let apiUrl: string;
let browser: Browser;
let context: BrowserContext;
const apiRequests: string[] = [];

beforeAll(async () => {
  if (!hasChromium) return;
  // The API the playground calls: a local server that answers the page's origin (CORS).
  api = createServer((req, res) => {
    apiRequests.push(`${req.method} ${req.url}`);
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":7,"name":"Monstera under policy"}');
  });
  await new Promise<void>((r) => api.listen(0, '127.0.0.1', r));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}/v1`;
  dir = mkdtempSync(path.join(tmpdir(), 'docsgen-csp-'));
  const root = path.join(dir, 'docs');
  cpSync(path.join(sites, 'playground'), root, { recursive: true });
  mkdirSync(path.join(root, 'snippets'));
  for (const f of ['counter.jsx', 'label.jsx'])
    cpSync(path.join(sites, 'islands/snippets', f), path.join(root, 'snippets', f));
  writeFileSync(path.join(root, 'components.mdx'), COMPONENTS);
  const spec = path.join(root, 'openapi.yaml');
  writeFileSync(spec, readFileSync(spec, 'utf8').replace('http://127.0.0.1:9/v1', apiUrl));
  const config = JSON.parse(readFileSync(path.join(root, 'docs.json'), 'utf8'));
  config.api.playground = { display: 'interactive' };
  config.navigation.groups[0].pages.push('components');
  // Every provider docsgen adds (their hosts answered by stubs in the browser, see open()).
  const { integrations } = JSON.parse(readFileSync(path.join(sites, 'integrations/docs.json'), 'utf8'));
  delete integrations.cookies;
  config.integrations = integrations;
  writeFileSync(path.join(root, 'docs.json'), JSON.stringify(config));
  out = path.join(dir, 'site');
  const result = await buildSite({ root, outDir: out, themeFor, cacheDir: false, force: true, csp: true });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  site = await serveStatic(out);
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await site?.close();
  api?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** What a stubbed provider library defines, so the snippets' init calls run (as tests/e2e/integrations.test.ts). */
const STUBS: Record<string, string> = {
  'cdn.amplitude.com': 'window.amplitude = { init: function () {} };',
  'chat-assets.frontapp.com': 'window.FrontChat = function () {};',
  'cdn.lr-ingest.com': 'window.LogRocket = { init: function () {} };',
  'cdn.mxpnl.com': 'window.mixpanel = { init: function () {} };',
};

declare global {
  interface Window {
    /** The policy violations the page recorded (addInitScript below). */
    __csp?: string[];
  }
}

/**
 * A page of the site, with every CSP violation and CSP console error it records, and the requests
 * to other hosts (the integrations'), which stubs answer: a request the policy blocks never gets here.
 */
async function open(url: string): Promise<{ page: Page; problems: string[]; thirdParty: string[] }> {
  const page = await context.newPage();
  const problems: string[] = [];
  const thirdParty: string[] = [];
  await page.route(
    (u) => u.hostname !== '127.0.0.1',
    (route) => {
      const u = new URL(route.request().url());
      thirdParty.push(`${u.host}${u.pathname}`);
      return route.fulfill({ status: 200, contentType: 'text/javascript', body: STUBS[u.host] ?? '' });
    },
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__csp = window.__csp ?? [];
      window.__csp.push(`${e.violatedDirective} blocked ${e.blockedURI || 'inline'} (${e.sample})`);
    });
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
  await page.goto(site.url(url));
  return { page, problems, thirdParty };
}

async function violations(page: Page, problems: string[]): Promise<string[]> {
  const events = await page.evaluate(() => window.__csp ?? []);
  return [...events, ...problems];
}

describe.skipIf(!hasChromium)('docsgen build --csp in a browser', () => {
  it('puts the policy before every script of the page, frame-ancestors only in _headers', () => {
    const html = readFileSync(path.join(out, 'components/index.html'), 'utf8');
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(0);
    expect(html.indexOf('<script')).toBeGreaterThan(meta);
    expect(html).not.toContain('frame-ancestors');
    expect(readFileSync(path.join(out, '404.html'), 'utf8')).toContain('http-equiv="Content-Security-Policy"');
    // What a <meta> cannot carry, for the hosts that read `_headers` (Netlify, Cloudflare Pages).
    expect(readFileSync(path.join(out, '_headers'), 'utf8')).toBe(
      "/*\n  Content-Security-Policy: frame-ancestors 'self'\n",
    );
  });

  it('runs islands, tabs, accordions, code groups, Mermaid and KaTeX under the policy', async () => {
    const { page, problems } = await open('/components');
    await page.locator('.counter button').click();
    await expect.poll(() => page.locator('.counter .count').textContent()).toBe('2');
    await page.getByRole('tab', { name: 'Second' }).click();
    await expect.poll(() => page.getByText('Second tab text.').isVisible()).toBe(true);
    await page.getByText('Open me').click();
    await expect.poll(() => page.getByText('Hidden accordion text.').isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'yarn' }).click();
    await expect.poll(() => page.getByText('yarn add plantkit').isVisible()).toBe(true);
    await page.locator('.mermaid svg, [data-mermaid] svg, .dg-mermaid svg').first().waitFor({ timeout: 15_000 });
    await expect(page.locator('.katex').count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'csp-components');
    expect(await violations(page, problems)).toEqual([]);
    await page.close();
  });

  it('runs the 404 page’s redirect home under the policy', async () => {
    const { page, problems } = await open('/no-such-page');
    await page.waitForURL(site.url('/'));
    expect(await violations(page, problems)).toEqual([]);
    await page.close();
  });

  it('loads every integration’s script and runs its inline code under the policy', async () => {
    const { page, problems, thirdParty } = await open('/');
    await page.waitForLoadState('networkidle');
    // One script per provider (18; ga4 and gtm share a host), from the hosts the policy names for it.
    await expect.poll(() => new Set(thirdParty).size).toBe(18);
    // The inline parts ran (their hashes are in the policy): the providers' globals exist.
    const missing = await page.evaluate(() =>
      ['dataLayer', 'posthog', 'analytics', 'hj', 'clarity', 'heap', 'htevents', 'Intercom'].filter(
        (g) => Reflect.get(window, g) === undefined,
      ),
    );
    expect(missing).toEqual([]);
    expect(await violations(page, problems)).toEqual([]);
    await page.close();
  });

  it('searches (Pagefind’s WebAssembly) under the policy', async () => {
    const { page, problems } = await open('/components');
    await page.locator('.search-button').first().click();
    await page.locator('.dg-search__input').fill('monstera');
    await page.locator('.dg-search__result').first().waitFor({ timeout: 15_000 });
    expect(await violations(page, problems)).toEqual([]);
    await page.close();
  });

  it('sends the API playground’s request to the spec’s server and shows the response under the policy', async () => {
    const { page, problems } = await open('/api-reference/get-plant');
    await page.locator('.dg-tryit').waitFor({ state: 'visible' });
    // The server the spec names, as the page offers it (not typed in): the policy allows its origin.
    await expect(page.inputValue('[data-tryit-server]')).resolves.toBe(apiUrl);
    await page.fill('[data-tryit-in="auth"]', 'token');
    await page.fill('[data-tryit-in="path"][data-tryit-name="id"]', '7');
    await page.click('.dg-tryit__send');
    await page.locator('.dg-tryit__status', { hasText: '200' }).waitFor({ timeout: 15_000 });
    await expect(page.locator('.dg-tryit__response').textContent()).resolves.toContain('Monstera under policy');
    expect(apiRequests).toContain('GET /v1/plants/7');
    expect(await violations(page, problems)).toEqual([]);
    await page.close();
  });
});
