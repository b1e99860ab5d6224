import { replacesBodyFont } from '@docsgen/site';
import { describe, expect, it } from 'vitest';
import { MemorySink } from '../src/memory-sink.ts';
import type { Theme } from '../src/theme-api.ts';
import { writeSharedAssets } from '../src/write-shared-assets.ts';

const theme: Theme = {
  name: 'fonts',
  defaults: { breadcrumbs: false, drilldown: false },
  render: () => '',
  renderNotFound: () => '',
  assets: () => [
    { name: 'theme.css', contents: '@font-face{src:url(fonts/a-latin.woff2)}' },
    { name: 'fonts/a-latin.woff2', contents: new Uint8Array([1, 2, 3]), keepName: true, preload: 'font' as const },
    { name: 'fonts/a-latin-ext.woff2', contents: new Uint8Array([4]), keepName: true },
  ],
};

describe('the theme’s font files', () => {
  it('are written under their own names beside the hashed stylesheet, the preloaded one listed for every page', async () => {
    const sink = new MemorySink();
    const hrefs = await writeSharedAssets({
      theme,
      root: '/nowhere',
      customCss: [],
      customJs: [],
      base: '/docs/',
      sink,
    });
    expect([...sink.keys()].filter((k) => k.startsWith('assets/fonts/')).sort()).toEqual([
      'assets/fonts/a-latin-ext.woff2',
      'assets/fonts/a-latin.woff2',
    ]);
    expect(hrefs.fonts).toEqual(['/docs/assets/fonts/a-latin.woff2']);
    expect(hrefs.css).toHaveLength(1);
  });

  it('are not preloaded when docs.json fonts replaces the body font', async () => {
    const sink = new MemorySink();
    const hrefs = await writeSharedAssets({
      theme,
      root: '/nowhere',
      customCss: [],
      customJs: [],
      base: '/',
      sink,
      preloadFonts: false,
    });
    expect(hrefs.fonts).toBeUndefined();
    expect(sink.has('assets/fonts/a-latin.woff2')).toBe(true);
  });

  it('replacesBodyFont: a site family or a body family, not a heading alone', () => {
    expect(replacesBodyFont({ fonts: { family: 'Georgia' } })).toBe(true);
    expect(replacesBodyFont({ fonts: { body: { family: 'Georgia' } } })).toBe(true);
    expect(replacesBodyFont({ fonts: { heading: { family: 'Georgia' } } })).toBe(false);
    expect(replacesBodyFont({})).toBe(false);
  });
});
