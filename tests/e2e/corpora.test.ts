// The real repositories in ../shared/corpora, built by the bundled CLI (once per run, the build
// tests/corpora-build.test.ts checks: tests/corpus-build.ts) and opened in Chromium: one
// page of each (a component-heavy page, an endpoint page, a page in a second language) loads with
// no console error and no failed request for a file of the site. Requests to other hosts (the
// repos' own analytics scripts and web fonts) are not the site's files and are not counted.
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli } from '../build-helpers.ts';
import { builtCorpus, corporaDir } from '../corpus-build.ts';
import { hasChromium, launchBrowser, type StaticServer, screenshot, serveStatic } from './helpers/index.ts';

const present = existsSync(corporaDir);
if (!present)
  console.log(`e2e corpora: skipped, ${corporaDir} is absent (the shared corpora are not checked out here).`);
if (!hasChromium) console.log('e2e corpora: skipped, Chromium is not installed.');

/** The page opened for each corpus. */
const PAGES: Record<string, string> = {
  starter: '/essentials/code',
  ollama: '/api/chat',
  fastmcp: '/servers/tools',
  'mintlify-docs': '/fr/components/tabs',
  'dify-docs': '/ja/cloud/use-dify/getting-started/introduction',
};

let browser: Browser;

describe.skipIf(!present || !hasChromium)('real repositories in the browser', () => {
  beforeAll(async () => {
    await bundleCli();
    browser = await launchBrowser();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const [name, url] of Object.entries(PAGES)) {
    describe(name, () => {
      let server: StaticServer;
      beforeAll(async () => {
        const { code, stderr, out } = await builtCorpus(name);
        if (code !== 0) throw new Error(`docsgen build ${name} exited ${code}:\n${stderr.slice(-4000)}`);
        server = await serveStatic(out);
      }, 1_500_000);
      afterAll(async () => {
        await server?.close();
      });

      it(`${url} loads with no console error and no failed local request`, async () => {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const problems: string[] = [];
        const local = (u: string) => u.startsWith(server.origin);
        page.on('console', (m) => {
          // A blocked or unreachable third-party resource logs a console error naming no local file.
          if (m.type() === 'error' && !/ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED/.test(m.text()))
            problems.push(`console: ${m.text()}`);
        });
        page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
        page.on('requestfailed', (r) => {
          if (local(r.url())) problems.push(`failed: ${r.url()} ${r.failure()?.errorText ?? ''}`);
        });
        page.on('response', (r) => {
          if (local(r.url()) && r.status() >= 400) problems.push(`${r.status()}: ${r.url()}`);
        });
        const response = await page.goto(server.url(url), { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        await page.waitForTimeout(500);
        await screenshot(page, `corpus-${name}`);
        expect(await page.locator('h1').first().textContent()).not.toBe('');
        expect(problems).toEqual([]);
        await context.close();
      });

      // Mintlify pages pair light and dark images with Tailwind's `block dark:hidden` /
      // `hidden dark:block`: each scheme shows one image of the pair, never both.
      if (name === 'mintlify-docs') {
        it('/ shows one image of each light/dark pair per colour scheme', async () => {
          for (const colorScheme of ['light', 'dark'] as const) {
            const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme });
            const page = await context.newPage();
            await page.goto(server.url('/'), { waitUntil: 'load' });
            // [shown, total] for the light-only images, then for the dark-only ones.
            const [light, dark] = await page.evaluate(() =>
              ['.dark\\:hidden', '.dark\\:block'].map((sel) => {
                const all = [...document.querySelectorAll(sel)];
                return [all.filter((e) => getComputedStyle(e).display !== 'none').length, all.length];
              }),
            );
            expect(light![1]).toBeGreaterThan(0);
            expect(dark![1]).toBeGreaterThan(0);
            expect([light![0], dark![0]]).toEqual(colorScheme === 'light' ? [light![1], 0] : [0, dark![1]]);
            await context.close();
          }
        });
      }
    });
  }
});
