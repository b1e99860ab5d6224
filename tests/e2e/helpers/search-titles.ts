import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens the search dialog, types `query` and returns the result titles once they show (none when
 * the dialog says it found nothing, or has no index). The dialog is closed again unless `keepOpen`.
 */
export async function searchTitles(page: Page, query: string, options: { keepOpen?: boolean } = {}): Promise<string[]> {
  await page.locator('.search-button').first().click();
  const input = page.locator('.dg-search__input');
  // Emptied first, so the results of the query before are gone.
  await input.fill('');
  await expect.poll(() => page.locator('.dg-search__result').count()).toBe(0);
  await input.fill(query);
  await expect
    .poll(async () => (await page.locator('.dg-search__result').count()) > 0 || (await searchSettled(page)), {
      timeout: 15_000,
    })
    .toBe(true);
  const titles = await page.locator('.dg-search__title').allTextContents();
  if (!options.keepOpen) await page.keyboard.press('Escape');
  return titles;
}

// True once the dialog says it found nothing, or has no index (no result list will come).
async function searchSettled(page: Page): Promise<boolean> {
  const text = (await page.locator('dialog.dg-search').textContent()) ?? '';
  return /no results|search is unavailable/i.test(text);
}
