import { interfaceText, type PageContext } from '@docsgen/theme-api';
import { classicTheme, colorVariablesCss, contrastRatio } from '@docsgen/theme-classic';
import { quillTheme } from '@docsgen/theme-quill';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

function context(overrides: Partial<PageContext['site']> = {}): PageContext {
  return {
    site: {
      name: 'Acme <script>alert(1)</script>',
      base: '/',
      colors: { primary: '#16A34A' },
      appearance: { default: 'system', strict: false },
      breadcrumbs: false,
      drilldown: false,
      navbar: { links: [{ label: 'Bad "link"', href: 'javascript:alert(1)', external: false, current: false }] },
      assets: { css: ['/assets/theme.css'], js: ['/assets/theme.js'] },
      ...overrides,
    },
    page: {
      url: '/x',
      href: '/x',
      title: 'Title <img src=x onerror=alert(1)>',
      content: {
        frontmatter: {},
        title: 'T',
        headings: [],
        html: '<p>body</p>',
        links: [],
        features: [],
        diagnostics: [],
      },
      toc: [],
      mode: 'default',
      meta: [{ property: 'og:title', content: '"><script>' }],
      noindex: true,
      markdownHref: '/x.md',
    },
    tabs: [],
    anchors: [],
    globalAnchors: [],
    switchers: {},
    sidebar: [],
    breadcrumbs: [],
    lang: 'en',
    text: interfaceText('en'),
    alternates: [],
    bodyEndHtml: '<script src="/__reload.js"></script>',
  };
}

describe.each([
  ['classic', classicTheme],
  ['quill', quillTheme],
] as const)('%s render', (_name, theme) => {
  it('escapes every string from config and frontmatter and drops unsafe URLs', () => {
    const html = theme.render(context());
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('Acme &lt;script>alert(1)&lt;/script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('"><script>');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('starts with a doctype, sets data-theme before paint and splices dev HTML before </body>', () => {
    const html = theme.render(context());
    expect(html.startsWith('<!doctype html><html lang="en"')).toBe(true);
    expect(html.indexOf('<script>(function(){')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    expect(html.endsWith('<script src="/__reload.js"></script></body></html>')).toBe(true);
  });

  it('sets dir="rtl" for right-to-left languages only', () => {
    expect(theme.render({ ...context(), lang: 'ar' })).toContain('<html lang="ar" dir="rtl"');
    expect(theme.render(context())).not.toContain('dir="rtl"');
  });

  it('hides the dark-mode toggle when appearance.strict is set', () => {
    expect(theme.render(context())).toContain('data-dg-theme-toggle');
    expect(theme.render(context({ appearance: { default: 'dark', strict: true } }))).not.toContain(
      'data-dg-theme-toggle',
    );
  });

  it('renders the 404 page', () => {
    const ctx = context();
    const html = theme.renderNotFound({ ...ctx, page: { title: 'Page not found', url: '/404', href: '/404' } });
    expect(html).toContain('<h1 class="page-title not-found-title">Page not found</h1>');
  });

  it('ships theme.css (components, search and theme rules) and a theme.js entry', async () => {
    const assets = await theme.assets();
    const css = assets.find((a) => a.name === 'theme.css')?.contents as string;
    expect(css).toContain('.dg-callout');
    expect(css).toContain('.topbar');
    expect(assets.find((a) => a.name === 'theme.js')?.entry).toMatch(/src[/\\]client[/\\]theme\.ts$/);
  });
});

describe('colorVariablesCss', () => {
  const hex = fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }))
    .map((rgb) => `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`);
  const parse = (value: string) =>
    [1, 3, 5].map((i) => Number.parseInt(value.slice(i, i + 2), 16)) as [number, number, number];

  it('keeps link-coloured --dg-primary at 5.2:1 or more against both page backgrounds', () => {
    fc.assert(
      fc.property(hex, hex, (primary, light) => {
        const css = colorVariablesCss({ primary, light });
        const [lightPrimary, darkPrimary] = [...css.matchAll(/--dg-primary:(#[0-9a-f]{6})/g)].map((m) => m[1]!);
        expect(contrastRatio(parse(lightPrimary!), [255, 255, 255])).toBeGreaterThanOrEqual(5.2);
        expect(contrastRatio(parse(darkPrimary!), [11, 13, 18])).toBeGreaterThanOrEqual(5.2);
      }),
    );
  });

  it('paints buttons with colors.dark in both modes, their text readable (4.5:1) on it', () => {
    fc.assert(
      fc.property(hex, hex, (primary, dark) => {
        const css = colorVariablesCss({ primary, dark });
        const buttons = [...css.matchAll(/--dg-button:(#[0-9a-f]{6});--dg-on-button:(#[0-9a-f]{6})/g)];
        expect(buttons).toHaveLength(2);
        for (const [, bg, text] of buttons) {
          expect(bg).toBe(dark);
          expect(contrastRatio(parse(text!), parse(bg!))).toBeGreaterThanOrEqual(4.5);
        }
      }),
    );
    // Without it, buttons are the mode's accent.
    expect(colorVariablesCss({ primary: '#16a34a' })).toMatch(
      /--dg-primary:(#\w+);--dg-primary-light:#\w+;--dg-primary-dark:#\w+;--dg-on-primary:#\w+;--dg-button:\1;/,
    );
  });

  it('never echoes the input: a hostile colour becomes the fallback', () => {
    const css = colorVariablesCss({ primary: 'red}</style><script>' });
    expect(css).not.toContain('<');
    expect(css).toContain('--dg-brand:#16a34a');
  });
});
