import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium-args.ts';

export { CHROMIUM_PATH } from './chromium-args.ts';

/** True when Chromium is installed (browser suites skip with a printed reason otherwise). */
export const hasChromium = existsSync(CHROMIUM_PATH);

/** The run's shared Chromium (tests/global/browser-server.ts), when the project launched one. */
function sharedEndpoint(): string | undefined {
  try {
    return inject('browserWsEndpoint') || undefined;
  } catch {
    return undefined; // not inside a vitest worker
  }
}

/**
 * The run's Chromium: connected to the one the browser projects launch for the whole run (its
 * `close()` then only disconnects and closes this file's contexts), or, outside such a run,
 * headless Chromium launched with the flags that keep it quiet and offline.
 */
export function launchBrowser(): Promise<Browser> {
  const endpoint = sharedEndpoint();
  if (endpoint) return chromium.connect(endpoint);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}
