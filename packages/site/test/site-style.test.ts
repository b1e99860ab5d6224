import type { DocsConfig } from '@docsgen/config';
import { describe, expect, it } from 'vitest';
import { siteStyle } from '../src/site-style.ts';

const REQUIRED = { theme: 'mint', name: 'S', colors: { primary: '#0D9373' }, navigation: {} } satisfies DocsConfig;

const site = (config: Partial<DocsConfig>, files: string[] = []): Parameters<typeof siteStyle>[0] => ({
  config: { ...REQUIRED, ...config },
  files,
  sourceMap: undefined,
});

describe('siteStyle', () => {
  it('links a font file of the repository or an https URL, never fetching it, with the base path', () => {
    const { css, diagnostics } = siteStyle(
      site(
        {
          fonts: {
            heading: { family: 'Brand', source: '/fonts/brand.woff2', format: 'woff2', weight: 600 },
            body: { family: 'Body', source: 'https://cdn.example.com/body.woff' },
          },
        },
        ['fonts/brand.woff2'],
      ),
      '/docs/',
    );
    expect(css).toContain(
      '@font-face{font-family:"Brand";src:url("/docs/fonts/brand.woff2") format("woff2");font-weight:600;',
    );
    expect(css).toContain('src:url("https://cdn.example.com/body.woff") format("woff")');
    expect(css).toContain('html:root{--dg-font-body:"Body", ui-sans-serif');
    expect(diagnostics).toEqual([]);
  });

  it('warns at an unknown font source and an unsafe one; a generic family is a keyword', () => {
    const { css, diagnostics } = siteStyle(
      site({
        fonts: {
          heading: { family: 'Missing', source: '/fonts/none.woff2', format: 'woff2' },
          body: { family: 'x', source: 'javascript:alert(1)' },
        },
      }),
      '/',
    );
    expect(diagnostics.map((d) => [d.code, d.severity, d.jsonPath])).toEqual([
      ['build/font-source', 'warning', 'fonts.body.source'],
      ['build/font-source', 'warning', 'fonts.heading.source'],
    ]);
    expect(css).not.toContain('@font-face');
    expect(css).not.toContain('javascript');
    expect(siteStyle(site({ fonts: { family: 'system-ui' } }), '/').css).toContain('--dg-font-body:system-ui,');
  });

  it('escapes what it prints: no way out of the style element or the string', () => {
    const { css } = siteStyle(
      site({ fonts: { family: 'A"}</style><script>alert(1)</script>' }, background: { image: '/bg.png"); x: url(' } }),
      '/',
    );
    expect(css).not.toMatch(/<|"}/);
    expect(css).toContain('url("/bg.png\\22 ); x: url(")');
  });

  it('background: colours for light and dark (hex only), decoration and image layers', () => {
    const { css } = siteStyle(
      site({
        background: {
          color: { light: '#F8FAFC', dark: 'red; }' },
          decoration: 'gradient',
          image: { light: '/light.png', dark: '/dark.png' },
        },
      }),
      '/',
    );
    expect(css).toContain('html:root{--dg-bg:#f8fafc}');
    // An unusable dark colour leaves the theme's default (pageBackground), never the text.
    expect(css).toContain('html:root[data-theme="dark"]{--dg-bg:#0a0d0d}');
    expect(css).not.toContain('red');
    expect(css).toMatch(/html:root body\{background:radial-gradient\([^{}]*url\("\/light\.png"\) center top \/ cover/);
    expect(css).toContain('html:root[data-theme="dark"] body{background:radial-gradient(');
    expect(css).toContain('url("/dark.png")');
  });

  it('banner: type warning or critical, a colour (one hex or light/dark) over the type', () => {
    // The page colours pageBackground adds to every site (page-background.test.ts) follow the banner's rules.
    const bannerCss = (config: Partial<DocsConfig>) =>
      siteStyle(site(config), '/').css.replace(/html:root[^}]*--dg-bg:[^}]*\}/g, '');
    expect(bannerCss({ banner: { content: 'x', type: 'warning' } })).toBe(
      '.banner.banner-banner{background:#b45309;color:#fff}',
    );
    expect(bannerCss({ banner: { content: 'x', type: 'critical', color: '#123456' } })).toBe(
      '.banner.banner-banner{background:#123456;color:#fff}',
    );
    expect(bannerCss({ banner: { content: 'x', color: { light: '#111111', dark: '#222222' } } })).toBe(
      '.banner.banner-banner{background:#111111;color:#fff}:root[data-theme="dark"] .banner.banner-banner{background:#222222;color:#fff}',
    );
    expect(bannerCss({ banner: { content: 'x', type: 'info' } })).toBe('');
  });
});
