/** Debian's Chromium; the tests never download a browser. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

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
