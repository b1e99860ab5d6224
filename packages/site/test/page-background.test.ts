// docsgen's page background against Mintlify's own rule, getBackgroundColors of @mintlify/common (a
// test-only devDependency, the oracle): every theme, default colours, colours of every shape the
// docs.json schema takes, and `background.color` set in either mode, in both.

import type { DocsConfig } from '@docsgen/config';
import { FORMAT_THEMES } from '@docsgen/config';
import { getBackgroundColors } from '@mintlify/common';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageBackground } from '../src/page-background.ts';
import { siteStyle } from '../src/site-style.ts';

type Inputs = Pick<DocsConfig, 'theme' | 'colors' | 'background'>;

/** Mintlify's answer as `r g b` triples, light and dark (it changes what it is given: it gets a copy). */
function oracle(config: Inputs): { light: string; dark: string } {
  const { light, dark } = getBackgroundColors(structuredClone(config) as Parameters<typeof getBackgroundColors>[0]);
  return { light, dark };
}

/** docsgen's answer as `r g b` triples. */
function ours(config: Inputs): { light: string; dark: string } {
  const triple = (hex: string) => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(' ');
  const { light, dark } = pageBackground(config);
  return { light: triple(light), dark: triple(dark) };
}

const hex6 = fc
  .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
  .map((c) => `#${c.map((n) => n.toString(16).padStart(2, '0')).join('')}`);
const hex3 = fc
  .tuple(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }), fc.integer({ min: 0, max: 15 }))
  .map((c) => `#${c.map((n) => n.toString(16)).join('')}`);
/** Colours as docs.json may write them: six or three digits, either case. */
const hex = fc.tuple(fc.oneof(hex6, hex3), fc.boolean()).map(([h, upper]) => (upper ? h.toUpperCase() : h));

const config = fc.record(
  {
    theme: fc.constantFrom(...FORMAT_THEMES),
    colors: fc.record({ primary: hex, light: hex, dark: hex }, { requiredKeys: ['primary'] }),
    background: fc.record({ color: fc.record({ light: hex, dark: hex }, { requiredKeys: [] }) }, { requiredKeys: [] }),
  },
  { requiredKeys: ['theme', 'colors'] },
);

describe('pageBackground', () => {
  it.each(FORMAT_THEMES)('%s: equals getBackgroundColors with default, brand and set colours', (theme) => {
    const cases: Inputs[] = [
      { theme, colors: { primary: '#16A34A' } },
      { theme, colors: { primary: '#0D9373', light: '#07C983', dark: '#0D9373' } },
      { theme, colors: { primary: '#FF5733', light: '#ABC' } },
      { theme, colors: { primary: '#000' }, background: {} },
      { theme, colors: { primary: '#635BFF' }, background: { color: { light: '#FEFCF8' } } },
      { theme, colors: { primary: '#635BFF', light: '#a5b4fc' }, background: { color: { dark: '#151413' } } },
      { theme, colors: { primary: '#635BFF' }, background: { color: { light: '#fafafa', dark: '#0f1117' } } },
    ];
    for (const c of cases) expect(ours(c), JSON.stringify(c)).toEqual(oracle(c));
  });

  it('equals getBackgroundColors over random colour configs of every theme', () => {
    fc.assert(
      fc.property(config, (c) => {
        expect(ours(c)).toEqual(oracle(c));
      }),
      { numRuns: 2000, seed: 44 },
    );
  });

  it('tints only Linden light; the default dark background is no longer one fixed colour', () => {
    expect(pageBackground({ theme: 'mint', colors: { primary: '#ff0000' } })).toEqual({
      light: '#ffffff',
      dark: '#0a0d0d',
    });
    expect(pageBackground({ theme: 'linden', colors: { primary: '#ff0000' } }).light).toBe('#fff7f7');
    expect(pageBackground({ theme: 'mint', colors: { primary: '#ff0000', light: '#ff0000' } }).dark).not.toBe(
      '#0b0d12',
    );
  });

  it('siteStyle always sets the page colour of both modes, whatever else docs.json sets', () => {
    const css = siteStyle(
      {
        config: { theme: 'linden', name: 'S', colors: { primary: '#0D9373' }, navigation: {} },
        files: [],
        sourceMap: undefined,
      },
      '/',
    ).css;
    const expected = pageBackground({ theme: 'linden', colors: { primary: '#0D9373' } });
    expect(css).toContain(`html:root{--dg-bg:${expected.light}}`);
    expect(css).toContain(`html:root[data-theme="dark"]{--dg-bg:${expected.dark}}`);
  });
});
