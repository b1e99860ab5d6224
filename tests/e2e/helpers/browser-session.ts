import { rm } from 'node:fs/promises';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { hasChromium, launchBrowser } from './launch-browser.ts';

/** A test file's Chromium and the temporary folders to remove once its tests are done: see {@link browserSession}. */
export interface BrowserSession {
  /** The browser (launched before the file's tests when Chromium is installed). */
  readonly browser: Browser;
  /** Folders (a built site's copy and output) removed after the file's tests. */
  removeLater(dirs: readonly string[]): void;
}

/**
 * Launches Chromium before a test file's tests (when it is installed) and closes it after them,
 * then removes the folders given to `removeLater`. Call it at the top level of the file.
 */
export function browserSession(): BrowserSession {
  let browser: Browser | undefined;
  const dirs: string[] = [];
  beforeAll(async () => {
    if (hasChromium) browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  return {
    get browser() {
      if (!browser) throw new Error('No browser: Chromium is not installed (skip the test with hasChromium).');
      return browser;
    },
    removeLater: (more) => {
      dirs.push(...more);
    },
  };
}
