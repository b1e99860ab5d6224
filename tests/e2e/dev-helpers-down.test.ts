// `docsgen dev` (the bundled CLI, in a child process) when its helper processes die, as the OOM
// killer would do it: the real esbuild and Pagefind service processes under the dev process are
// found by PID and killed with SIGKILL. They are started again; when that cannot be done (their
// binaries, which esbuild and Pagefind let ESBUILD_BINARY_PATH and PAGEFIND_EXTENDED_BINARY_PATH
// name, are made non-executable), the overlay says so and the last islands and index stay served.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCli, repoRoot } from '../build-helpers.ts';
import { hasChromium, launchBrowser, screenshot, searchTitles } from './helpers/index.ts';

// The helper processes are found through /proc (Linux).
const runs = hasChromium && process.platform === 'linux';
if (!runs) console.warn('Skipping dev helper-process browser tests: needs Chromium and Linux.');

const require = createRequire(import.meta.url);
let dir: string;
let root: string;
let bin: string;
let dev: ChildProcess;
let base: string;
let stderr = '';
let browser: Browser;
let context: BrowserContext;

const FILES: Record<string, string> = {
  'docs.json':
    '{ "theme": "mint", "name": "Helpers", "colors": { "primary": "#16A34A" }, "navigation": { "pages": ["index", "guide"] } }\n',
  'snippets/counter.jsx':
    'import { useState } from \'react\';\n\nexport const Counter = ({ start = 0 }) => {\n  const [count, setCount] = useState(start);\n  return (\n    <div className="counter">\n      <button type="button" onClick={() => setCount(count + 1)}>Clicked</button> <span className="count">{count}</span>\n    </div>\n  );\n};\n',
  'index.mdx':
    '---\ntitle: Home\n---\n\nimport { Counter } from \'/snippets/counter.jsx\';\n\nVersion one.\n\n<Counter start={3} />\n\n<Tabs>\n  <Tab title="First">First tab text.</Tab>\n  <Tab title="Second">Second tab text.</Tab>\n</Tabs>\n',
  'guide.mdx': '---\ntitle: Guide\n---\n\nThe zebracorn lives here.\n',
};

beforeAll(async () => {
  if (!runs) return;
  await bundleCli();
  dir = mkdtempSync(join(tmpdir(), 'docsgen-dev-helpers-'));
  root = join(dir, 'docs');
  for (const [path, text] of Object.entries(FILES)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  // Copies of the two binaries, so this test alone can make them unusable.
  bin = join(dir, 'bin');
  mkdirSync(bin);
  const platform = `${process.platform}-${process.arch}`;
  copyFileSync(require.resolve(`@esbuild/${platform}/bin/esbuild`), join(bin, 'esbuild'));
  copyFileSync(require.resolve(`@pagefind/${platform}/bin/pagefind_extended`), join(bin, 'pagefind_extended'));
  for (const name of ['esbuild', 'pagefind_extended']) chmodSync(join(bin, name), 0o755);
  dev = spawn(process.execPath, [join(repoRoot, 'packages/cli/bin/docsgen.js'), 'dev', root, '--port', '0'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ESBUILD_BINARY_PATH: join(bin, 'esbuild'),
      PAGEFIND_EXTENDED_BINARY_PATH: join(bin, 'pagefind_extended'),
    },
  });
  dev.stderr!.on('data', (c: Buffer) => {
    stderr += c.toString('utf8');
  });
  const deadline = Date.now() + 120_000;
  while (!/Ready: (http:\/\/\S+)/.test(stderr)) {
    if (Date.now() > deadline || dev.exitCode !== null) throw new Error(`docsgen dev did not start:\n${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  base = /Ready: (http:\/\/\S+)/.exec(stderr)![1]!.replace(/\/$/, '');
  browser = await launchBrowser();
  context = await browser.newContext();
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  if (dev && dev.exitCode === null) {
    const exited = new Promise((done) => dev.once('exit', done));
    dev.kill('SIGINT');
    await exited;
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** The live esbuild and Pagefind service processes of the dev process: its children (from /proc), by PID and name. */
function helpers(): Array<{ pid: number; name: string }> {
  const children = readdirSync(`/proc/${dev.pid}/task`).flatMap((tid) =>
    readFileSync(`/proc/${dev.pid}/task/${tid}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
  );
  return children.flatMap((pid) => {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return []; // gone meanwhile
    }
    // "pid (comm) state …": a zombie (Z) is a process that already ended.
    const m = /^\d+ \((.*)\) (\S)/.exec(stat);
    const name = m?.[1] ?? '';
    return m?.[2] !== 'Z' && (name === 'esbuild' || name.startsWith('pagefind')) ? [{ pid, name }] : [];
  });
}

/** SIGKILLs both helper services (as the OOM killer would); their PIDs. */
function killHelpers(): number[] {
  const found = helpers();
  // esbuild may run more than one (a page worker thread starts its own); all of them go.
  expect([...new Set(found.map((h) => (h.name === 'esbuild' ? 'esbuild' : 'pagefind')))].sort()).toEqual([
    'esbuild',
    'pagefind',
  ]);
  for (const h of found) process.kill(h.pid, 'SIGKILL');
  return found.map((h) => h.pid);
}

const edit = (path: string, from: string, to: string) => {
  const file = join(root, path);
  const text = readFileSync(file, 'utf8');
  if (!text.includes(from)) throw new Error(`${path} does not contain ${from}`);
  writeFileSync(file, text.replace(from, to));
};

// A locator, not page.evaluate: it is resolved again when the overlay's new revision reloads the page.
const bodyText = async (page: Page) => (await page.locator('body').textContent()) ?? '';

/** The island counter still counts on click, and the second tab opens. */
async function islandAndTabsWork(page: Page): Promise<void> {
  const before = Number(await page.locator('.counter .count').textContent());
  await page.locator('.counter button').click();
  await expect.poll(() => page.locator('.counter .count').textContent()).toBe(String(before + 1));
  await page.getByRole('tab', { name: 'Second' }).click();
  await expect.poll(() => page.getByText('Second tab text.').isVisible()).toBe(true);
}

describe.skipIf(!runs)('docsgen dev when its helper processes die', () => {
  it('a killed esbuild and Pagefind are started again: the edit is served, the island works, search finds the new word', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.waitForFunction(() => (window as { __docsgenLive?: boolean }).__docsgenLive === true);
    await islandAndTabsWork(page);
    const killed = killHelpers();

    // A snippet edit needs esbuild (the snippet and the island script); a page edit, Pagefind.
    edit('snippets/counter.jsx', '>Clicked<', '>Pressed<');
    await page.waitForFunction(() => (document.body.textContent ?? '').includes('Pressed'), undefined, {
      timeout: 30_000,
    });
    edit('guide.mdx', 'zebracorn', 'zebracorn quagga');
    await page.waitForLoadState('load');
    await page.waitForFunction(() => (window as { __docsgenLive?: boolean }).__docsgenLive === true);
    await islandAndTabsWork(page);
    // The index is refreshed after the edit, without a reload: the open page searches it.
    await expect.poll(() => searchTitles(page, 'quagga'), { timeout: 30_000 }).toEqual(['Guide']);
    expect(await page.locator('#docsgen-overlay').count()).toBe(0);
    // New processes, not the killed ones.
    const now = helpers();
    expect(new Set(now.map((h) => h.name.slice(0, 7)))).toEqual(new Set(['esbuild', 'pagefin']));
    for (const h of now) expect(killed).not.toContain(h.pid);
    // Started again quietly: neither library printed a stack trace of its own.
    expect(stderr).not.toMatch(/^\s+at \S/m);
    expect(stderr).not.toContain('Service stopped');
    await page.close();
  });

  it('when they cannot be started again, the overlay says so and the last islands and index stay served', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/`);
    await page.waitForFunction(() => (window as { __docsgenLive?: boolean }).__docsgenLive === true);
    const island = await page.evaluate(() =>
      [...document.querySelectorAll('script[src]')]
        .map((s) => s.getAttribute('src'))
        .find((s) => s?.includes('islands')),
    );
    expect(island).toBeDefined();
    for (const name of ['esbuild', 'pagefind_extended']) chmodSync(join(bin, name), 0o644);
    killHelpers();

    // Pagefind cannot come back: the page is served, its search index is not refreshed, and says so.
    edit('guide.mdx', 'zebracorn quagga', 'zebracorn quagga okapi');
    await page.locator('#docsgen-overlay').waitFor({ timeout: 30_000 });
    const searchOverlay = (await page.locator('#docsgen-overlay').textContent()) ?? '';
    expect(searchOverlay).toContain('search/refresh-failed');
    expect(searchOverlay).toContain('Pagefind');
    expect(searchOverlay).toContain('Search still answers from the last index.');
    await screenshot(page, 'dev-helpers-down-search');
    await page.locator('[data-docsgen-overlay-close]').click();
    expect(await searchTitles(page, 'quagga')).toEqual(['Guide']);
    expect(await searchTitles(page, 'okapi')).toEqual([]);

    // esbuild cannot come back: the snippet edit fails as that, and the last version stays served.
    edit('snippets/counter.jsx', '>Pressed<', '>Tapped<');
    await expect
      .poll(async () => (await page.locator('#docsgen-overlay').textContent()) ?? '', { timeout: 30_000 })
      .toContain('dev/service-down');
    const overlay = (await page.locator('#docsgen-overlay').textContent()) ?? '';
    expect(overlay).toContain("esbuild's helper process stopped and could not be started again");
    expect(overlay).toContain('The last version that built is still served.');
    await screenshot(page, 'dev-helpers-down-esbuild');
    expect(await bodyText(page)).toContain('Pressed');
    expect(await bodyText(page)).not.toContain('Tapped');
    expect((await fetch(`${base}${island}`)).status).toBe(200);
    await page.locator('[data-docsgen-overlay-close]').click();
    await islandAndTabsWork(page);
    expect(await searchTitles(page, 'quagga')).toEqual(['Guide']);
    expect(stderr).toContain('error[dev/service-down]');
    expect(stderr).toContain('error[search/refresh-failed]');
    // Said by docsgen's diagnostics only: neither library prints a stack trace of its own.
    expect(stderr).not.toMatch(/^\s+at \S/m);
    expect(stderr).not.toContain('Service stopped');
    await page.close();
  });
});
