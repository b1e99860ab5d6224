import { existsSync } from 'node:fs';

/**
 * Debian's Chromium; the tests never download a browser. Debian's `chromium-headless-shell` (the
 * same build of Chromium without the browser's windows: the binary Playwright itself runs for
 * headless tests) when it is installed, `chromium` otherwise; DOCSGEN_CHROMIUM names another.
 * Measured (PERFORMANCE.md): a browser context costs 0.04 s of CPU in the shell against 0.26 s in
 * `chromium --headless`, which opens a window with its own top-chrome renderer for each; a page load
 * 2.4 times less.
 */
export const CHROMIUM_PATH =
  process.env.DOCSGEN_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ??
  '/usr/bin/chromium';

/** The flags that keep Chromium quiet and offline. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
