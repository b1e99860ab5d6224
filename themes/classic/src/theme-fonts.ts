import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from '@docsgen/diagnostics';
import type { ThemeAsset } from '@docsgen/theme-api';

/** The theme's default fonts: Fontsource's variable builds of Inter (text) and JetBrains Mono (code). */
const FONT_PACKAGES = ['@fontsource-variable/inter', '@fontsource-variable/jetbrains-mono'];

/** The Unicode subsets shipped: Latin and Latin Extended, each face limited to its `unicode-range`. */
const SUBSET = /-(latin|latin-ext)-wght-(normal|italic)$/;

/** The face every page preloads: Inter's Latin upright, the one the first screen of text needs. */
const PRELOADED = 'inter-latin-wght-normal.woff2';

/** The fonts' `@font-face` rules and their files, written as `assets/fonts/<file>` (the names the rules link). */
export interface ThemeFonts {
  css: string;
  files: ThemeAsset[];
}

/**
 * The Latin and Latin Extended faces of the packages' weight-axis stylesheets (`wght.css`,
 * `wght-italic.css`), their `url(./files/…)` rewritten to `fonts/…` beside the theme's stylesheet.
 */
export function themeFonts(): ThemeFonts {
  const rules: string[] = [];
  const files: ThemeAsset[] = [];
  for (const pkg of FONT_PACKAGES) {
    const dir = packageDir(pkg);
    for (const sheet of ['wght.css', 'wght-italic.css']) {
      const css = readFileSync(join(dir, sheet), 'utf8');
      for (const m of css.matchAll(/\/\* ([\w-]+) \*\/\s*(@font-face\s*\{[^}]*\})/g)) {
        if (!SUBSET.test(m[1]!)) continue;
        const file = `${m[1]}.woff2`;
        rules.push(m[2]!.replace(/url\(\.\/files\/[^()]+\)/, `url(fonts/${file})`));
        files.push({
          name: `fonts/${file}`,
          contents: readFileSync(join(dir, 'files', file)),
          keepName: true,
          preload: file === PRELOADED ? 'font' : undefined,
        });
      }
    }
  }
  return { css: rules.join('\n'), files };
}
