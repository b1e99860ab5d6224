import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from '@docsgen/diagnostics';
import { MERMAID_ASSET } from './mermaid.tsx';

/** What the build ships for a client feature a page uses. */
export interface FeatureAssets {
  /** Absolute client entry files the build bundles, loaded only on pages using the feature. */
  scripts: string[];
  /** Files copied verbatim: absolute source, output path relative to the site root. */
  files: Array<{ from: string; to: string }>;
  /** Output paths of stylesheets to link on pages using the feature. */
  css: string[];
}

/** Absolute path of this package's folder (works bundled: see `packageDir`). */
export function componentsDir(): string {
  return packageDir('@docsgen/components');
}

/**
 * Assets for a feature named in CompiledPage.features (`mermaid`, `katex`), or undefined for
 * features that need nothing from this package.
 */
export function featureAssets(feature: string): FeatureAssets | undefined {
  switch (feature) {
    case 'mermaid':
      return {
        scripts: [join(componentsDir(), 'src/client/mermaid.ts')],
        files: [{ from: join(packageDir('mermaid'), 'dist/mermaid.min.js'), to: MERMAID_ASSET }],
        css: [],
      };
    case 'katex': {
      // Only woff2: every browser that runs the site reads it, and it is a third of the fonts' weight.
      const dist = join(packageDir('katex'), 'dist');
      const fonts = readdirSync(join(dist, 'fonts')).filter((f) => f.endsWith('.woff2'));
      return {
        scripts: [],
        files: [
          { from: join(dist, 'katex.min.css'), to: 'assets/vendor/katex/katex.min.css' },
          ...fonts.sort().map((f) => ({ from: join(dist, 'fonts', f), to: `assets/vendor/katex/fonts/${f}` })),
        ],
        css: ['assets/vendor/katex/katex.min.css'],
      };
    }
    default:
      return undefined;
  }
}

/** Absolute path of styles/components.css (themes link or inline it). */
export function componentsCssPath(): string {
  return join(componentsDir(), 'styles/components.css');
}
