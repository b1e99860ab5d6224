import type { Theme } from '@docsgen/build';
import { LOOKS, lookTheme } from '@docsgen/theme-classic';
import { quillTheme } from '@docsgen/theme-quill';

/**
 * docs.json `theme` names → docsgen themes. Each of the nine format themes (and docsgen's `classic`)
 * is a look: its traits (themes/classic/src/looks/<name>.ts) over the one shared page structure,
 * plus its stylesheet. `quill` is docsgen's own second layout. Unknown or missing names fall back to
 * classic; docs.json validation reports them.
 */
export const THEME_NAMES: readonly string[] = [...Object.keys(LOOKS), 'quill'];

const made = new Map<string, Theme>();

/** The docsgen theme for a docs.json `theme` value (unknown → classic), made once per name. */
export function themeFor(name: string | undefined): Theme {
  if (name === 'quill') return quillTheme;
  const traits = LOOKS[name ?? ''] ?? LOOKS.classic!;
  let theme = made.get(traits.name);
  if (!theme) {
    theme = lookTheme(traits);
    made.set(traits.name, theme);
  }
  return theme;
}
