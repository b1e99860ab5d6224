import type { Theme } from '@docsgen/build';
import { classicTheme } from '@docsgen/theme-classic';
import { quillTheme } from '@docsgen/theme-quill';

/**
 * docs.json `theme` names → docsgen themes (the README's "Themes" table mirrors this).
 * - classic (sidebar layout, tabs under the top bar): mint (the classic), maple (modern sidebar),
 *   palm (enterprise, dense navigation), aspen (complex navigation), linden (dense, terminal-like),
 *   sequoia (large content with a busy right panel).
 * - quill (minimal, centred, tabs in the top bar): willow (stripped-back; Mintlify's own upgrade
 *   maps its legacy `quill` to willow), luma (clean and minimal), almond (card-based, light).
 * Unknown or missing names fall back to classic; docs.json validation reports them.
 */
export const THEME_NAMES: Record<string, 'classic' | 'quill'> = {
  classic: 'classic',
  quill: 'quill',
  mint: 'classic',
  maple: 'classic',
  palm: 'classic',
  aspen: 'classic',
  linden: 'classic',
  sequoia: 'classic',
  willow: 'quill',
  luma: 'quill',
  almond: 'quill',
};

/** The docsgen theme for a docs.json `theme` value (unknown → classic). */
export function themeFor(name: string | undefined): Theme {
  return THEME_NAMES[name ?? ''] === 'quill' ? quillTheme : classicTheme;
}
