import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { componentsCssPath } from '@docsgen/components';
import { packageDir } from '@docsgen/diagnostics';
import { searchCssPath } from '@docsgen/search';
import type { ThemeAsset } from '@docsgen/theme-api';
import { themeFonts } from './theme-fonts.ts';

/** Props of {@link themeAssets}. */
export interface ThemeAssetsOptions {
  /** CSS files, each `[package name, path inside the package]`, concatenated in order. */
  css: Array<[string, string]>;
  /** `[package name, path inside the package]` of the client entry the build bundles. */
  entry: [string, string];
}

// Code runs bundled into the CLI, so files are located through the package, never import.meta.url.
function packageFile(pkg: string, file: string): string {
  return join(packageDir(pkg), file);
}

/**
 * A theme's `theme.css` (its default fonts' faces first), its `theme.js` entry and the font files. The components' and search dialog's stylesheets come first so the
 * theme's rules (same specificity) win where they meet, e.g. prose code inside components.
 */
export function themeAssets(options: ThemeAssetsOptions): ThemeAsset[] {
  const files = [componentsCssPath(), searchCssPath(), ...options.css.map(([pkg, file]) => packageFile(pkg, file))];
  const fonts = themeFonts();
  const css = [fonts.css, ...files.map((file) => readFileSync(file, 'utf8'))].join('\n');
  return [
    { name: 'theme.css', contents: css },
    { name: 'theme.js', entry: packageFile(...options.entry) },
    ...fonts.files,
  ];
}
