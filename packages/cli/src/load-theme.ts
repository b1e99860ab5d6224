import type { Theme } from '@docsgen/build';

/**
 * {@link themeFor}, with the themes (Preact, the components, Shiki) loaded on the first call: a
 * `docsgen build` whose output is up to date never renders, so it never loads them.
 */
export async function loadTheme(name: string | undefined): Promise<Theme> {
  const { themeFor } = await import('./theme-for.ts');
  return themeFor(name);
}
