import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { componentsCssPath, featureAssets } from '../src/feature-assets.ts';

describe('featureAssets', () => {
  it('ships the mermaid browser bundle and its loader', () => {
    const a = featureAssets('mermaid')!;
    expect(a.files).toEqual([expect.objectContaining({ to: 'assets/vendor/mermaid.min.js' })]);
    for (const f of [...a.files.map((x) => x.from), ...a.scripts]) expect(existsSync(f), f).toBe(true);
  });

  it('ships KaTeX CSS with woff2 fonts only', () => {
    const a = featureAssets('katex')!;
    expect(a.css).toEqual(['assets/vendor/katex/katex.min.css']);
    const fonts = a.files.filter((f) => f.to.includes('/fonts/'));
    expect(fonts.length).toBeGreaterThan(10);
    expect(fonts.every((f) => f.to.endsWith('.woff2') && existsSync(f.from))).toBe(true);
  });

  it('knows nothing of other features', () => {
    expect(featureAssets('tryit')).toBeUndefined();
  });

  it('points at the component stylesheet, which uses only theme variables', async () => {
    const { readFileSync } = await import('node:fs');
    const css = readFileSync(componentsCssPath(), 'utf8');
    const used = new Set([...css.matchAll(/var\((--[\w-]+)/g)].map((m) => m[1]!));
    const defined = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!));
    const theme = [
      '--dg-primary',
      '--dg-primary-light',
      '--dg-primary-dark',
      '--dg-bg',
      '--dg-surface',
      '--dg-text',
      '--dg-text-muted',
      '--dg-border',
      '--dg-radius',
      '--dg-font-body',
      '--dg-font-mono',
      '--dg-code-bg',
    ];
    const foreign = [...used].filter(
      (v) =>
        !theme.includes(v) &&
        !defined.has(v) &&
        !v.startsWith('--shiki-') &&
        !['--dg-callout-accent', '--dg-card-accent', '--dg-cols', '--dg-swatch-light', '--dg-swatch-dark'].includes(v),
    );
    expect(foreign).toEqual([]);
  });
});
