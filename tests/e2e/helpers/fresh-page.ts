import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * Closes the previous context and opens a page in a new one, at `width` (default 1440) by 900, in
 * light or dark colour scheme: each visit starts without the last one's storage or scroll.
 */
export async function freshPage(
  browser: Browser,
  previous: BrowserContext | undefined,
  options: { width?: number; dark?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  await previous?.close();
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: 900 },
    colorScheme: options.dark ? 'dark' : 'light',
  });
  return { context, page: await context.newPage() };
}
