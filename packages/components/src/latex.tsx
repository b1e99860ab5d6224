import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { packageDir } from '@docsgen/diagnostics';
import type { ComponentChildren } from 'preact';
import type { ClientFeature, ComponentDescriptor } from './component-descriptor.ts';

/** KaTeX's stylesheet and fonts, on pages with math (`$…$`, `$$…$$`, `<Latex>`). */
export const katexFeature: ClientFeature = {
  name: 'katex',
  assets: () => {
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
  },
};

/** `<Latex>` when mdx could not turn it into math at compile time: the source as code. */
export function Latex({ children }: { children?: ComponentChildren }) {
  return <code class="dg-latex">{children}</code>;
}

/** `<Latex>`: mdx turns it into math at compile time (rendered by KaTeX); loads KaTeX's CSS. */
export const latex: ComponentDescriptor = { render: Latex, clientFeatures: [katexFeature] };
