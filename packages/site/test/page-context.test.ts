import { LANGUAGE_CODES } from '@docsgen/config';
import type { CompiledPage } from '@docsgen/mdx';
import type { DivisionNode, GroupNode, NavNode, PageNode, Route, Site } from '@docsgen/navigation';
import { INTERFACE_LANGUAGES, interfaceText } from '@docsgen/theme-api';
import { describe, expect, it } from 'vitest';
import { createContextFactory } from '../src/create-page-context.ts';

const page = (url: string, label: string, jsonPath: string): PageNode => ({
  type: 'page',
  url,
  file: `${url.slice(1) || 'index'}.mdx`,
  label,
  jsonPath,
});

// Two languages (en at the root, fr under /fr), each with a Guides tab holding a top-level group
// with a nested collapsed group, and an API tab that is an external link.
function makeSite(): Site {
  const lang = (code: string, prefix: string, i: number): DivisionNode => {
    const nested: GroupNode = {
      type: 'group',
      label: 'Advanced',
      topLevel: false,
      jsonPath: `navigation.languages[${i}].tabs[0].groups[0].pages[2]`,
      file: 'docs.json',
      children: [page(`${prefix}/advanced/tuning`, 'Tuning', 'x')],
      firstPageUrl: `${prefix}/advanced/tuning`,
    };
    const group: GroupNode = {
      type: 'group',
      label: 'Getting started',
      topLevel: true,
      jsonPath: `navigation.languages[${i}].tabs[0].groups[0]`,
      file: 'docs.json',
      icon: 'definitely-not-an-icon',
      children: [page(prefix || '/', 'Home', 'x'), page(`${prefix}/quickstart`, 'Quickstart', 'x'), nested],
      firstPageUrl: prefix || '/',
    };
    const guides: DivisionNode = {
      type: 'tab',
      label: 'Guides',
      jsonPath: `navigation.languages[${i}].tabs[0]`,
      file: 'docs.json',
      children: [group],
      firstPageUrl: prefix || '/',
    };
    return {
      type: 'language',
      label: code,
      jsonPath: `navigation.languages[${i}]`,
      file: 'docs.json',
      children: [
        guides,
        {
          type: 'link',
          label: 'API',
          href: 'https://api.example.com',
          jsonPath: `navigation.languages[${i}].tabs[1]`,
          file: 'docs.json',
          level: 'tabs',
        },
      ],
      firstPageUrl: prefix || '/',
      banner:
        code === 'fr'
          ? { content: 'Traduction **automatique**, voir [original](/quickstart).', dismissible: true }
          : undefined,
      chrome: code === 'fr' ? { navbar: { links: [{ label: 'Aide', href: '/fr/quickstart' }] } } : undefined,
    };
  };
  const nav: NavNode[] = [lang('en', '', 0), lang('fr', '/fr', 1)];
  const routes: Route[] = [];
  const walk = (node: NavNode, trail: NavNode[]) => {
    if (node.type === 'page') {
      const language = (trail[0] as DivisionNode).label;
      routes.push({
        url: node.url,
        source: { kind: 'page', file: node.file },
        trail,
        section: { language, tab: 'Guides', path: [] },
        title: node.label,
        inNavigation: true,
      });
    } else if (node.type !== 'link' && node.type !== 'endpoint')
      for (const c of node.children) walk(c, [...trail, node]);
  };
  for (const n of nav) walk(n, []);
  routes.forEach((r, i) => {
    r.prev = routes[i - 1]?.url;
    r.next = routes[i + 1]?.url;
  });
  routes.push({
    url: '/orphan',
    source: { kind: 'page', file: 'orphan.mdx' },
    trail: [],
    section: { path: [] },
    title: 'Orphan',
    inNavigation: false,
  });
  const site: Site = {
    root: '/tmp/x',
    nav,
    globalAnchors: [
      {
        type: 'link',
        label: 'Blog',
        href: 'javascript:alert(1)',
        jsonPath: 'navigation.global.anchors[0]',
        file: 'docs.json',
      },
    ],
    routes,
    routeByUrl: new Map(routes.map((r) => [r.url, r])),
    diagnostics: [],
    config: {
      theme: 'mint',
      navigation: {},
      name: 'Acme <Docs>',
      logo: { light: '/logo/light.svg', dark: '/logo/dark.svg' },
      favicon: '/favicon.svg',
      colors: { primary: '#123456' },
      styling: { eyebrows: 'breadcrumbs' },
      navbar: {
        links: [
          { label: 'Bad', href: 'javascript:x' },
          { label: 'Support', href: 'mailto:a@b.c' },
        ],
      },
      banner: { content: 'New: [v2](https://example.com/v2) <b>out</b>', dismissible: true },
      seo: { metatags: { 'og:image': 'https://example.com/og.png' } },
    },
  };
  return site;
}

const compiled = (fm: Record<string, unknown> = {}): CompiledPage => ({
  frontmatter: fm,
  title: (fm.title as string) ?? '',
  description: fm.description as string | undefined,
  headings: [
    { depth: 1, text: 'T', id: 't' },
    { depth: 2, text: 'A', id: 'a' },
    { depth: 3, text: 'B', id: 'b' },
    { depth: 4, text: 'C', id: 'c' },
  ],
  html: '<p>x</p>',
  links: [],
  features: [],
  diagnostics: [],
});

describe('createContextFactory', () => {
  const site = makeSite();
  const factory = createContextFactory(site, {
    base: '/docs',
    siteUrl: 'https://docs.example.com/',
    defaults: { breadcrumbs: false, drilldown: false },
    assets: { css: ['/docs/assets/theme.abc.css'], js: [] },
  });
  const route = (url: string) => site.routeByUrl.get(url)!;

  it('builds the sidebar of the current section with current and expanded states', () => {
    const ctx = factory.page(route('/advanced/tuning'), compiled({ title: 'Tuning things' })).context;
    expect(ctx.sidebar).toHaveLength(1);
    const top = ctx.sidebar[0]!;
    expect(top.kind === 'group' && [top.topLevel, top.expanded, top.current]).toEqual([true, true, true]);
    const nested = top.kind === 'group' ? top.items[2]! : undefined;
    expect(nested?.kind === 'group' && [nested.expanded, nested.current, nested.items[0]]).toEqual([
      true,
      true,
      {
        kind: 'page',
        label: 'Tuning',
        href: '/docs/advanced/tuning',
        current: true,
        iconSvg: undefined,
        tag: undefined,
      },
    ]);
    const other = factory.page(route('/quickstart'), compiled()).context;
    const collapsed = other.sidebar[0]!.kind === 'group' ? other.sidebar[0]!.items[2]! : undefined;
    expect(collapsed?.kind === 'group' && [collapsed.expanded, collapsed.current]).toEqual([false, false]);
  });

  it('fills tabs, switchers (same page in the other language), breadcrumbs and prev/next with base-prefixed hrefs', () => {
    const ctx = factory.page(route('/quickstart'), compiled({ title: 'Quickstart' })).context;
    expect(ctx.tabs.map((t) => [t.label, t.href, t.current, t.external])).toEqual([
      ['Guides', '/docs/', true, false],
      ['API', 'https://api.example.com', false, true],
    ]);
    expect(ctx.switchers.language?.current).toBe('English');
    expect(ctx.switchers.language?.options.map((o) => o.href)).toEqual(['/docs/quickstart', '/docs/fr/quickstart']);
    expect(ctx.breadcrumbs).toEqual([{ label: 'Guides', href: '/docs/' }, { label: 'Getting started' }]);
    expect(ctx.eyebrow).toBe('Getting started');
    expect(ctx.prev).toEqual({ label: 'Home', href: '/docs/' });
    expect(ctx.next).toEqual({ label: 'Tuning', href: '/docs/advanced/tuning' });
    expect(ctx.lang).toBe('en');
    const fr = factory.page(route('/fr/advanced/tuning'), compiled()).context;
    expect(fr.lang).toBe('fr');
    expect(fr.switchers.language?.options.map((o) => o.href)).toEqual([
      '/docs/advanced/tuning',
      '/docs/fr/advanced/tuning',
    ]);
    expect(fr.languageBanner?.html).toBe(
      'Traduction <strong>automatique</strong>, voir <a href="/docs/quickstart">original</a>.',
    );
  });

  it("reads a page's operation as its API page is made: openapi first, then a hand-written api", () => {
    const api = (fm: Record<string, unknown>) => factory.page(route('/quickstart'), compiled(fm)).context.page.api;
    expect(api({ openapi: 'openapi.yaml get /users/{id}' })).toEqual({ method: 'GET', path: '/users/{id}' });
    expect(api({ openapi: 'webhook New plant' })).toEqual({ method: 'WEBHOOK', path: 'New plant' });
    expect(api({ api: 'post https://api.example.com/v1/echo' })).toEqual({
      method: 'POST',
      path: 'https://api.example.com/v1/echo',
    });
    // Both keys: the build renders the openapi operation, so the page's badge names it too.
    expect(api({ openapi: 'GET /a', api: 'POST /b' })).toEqual({ method: 'GET', path: '/a' });
    // Neither is an operation the build would render: no badge.
    expect(api({ openapi: 'guides/intro' })).toBeUndefined();
    expect(api({ api: 'POST /a /b' })).toBeUndefined();
  });

  it('gives pages outside the navigation the default section and no current item', () => {
    const ctx = factory.page(route('/orphan'), compiled()).context;
    expect(ctx.tabs.map((t) => t.current)).toEqual([true, false]);
    expect(JSON.stringify(ctx.sidebar)).not.toContain('"current":true');
  });

  it('applies site settings: breadcrumbs override, logo, escaping and the URL allow-list', () => {
    const ctx = factory.page(route('/'), compiled({ title: 'Home' })).context;
    expect(ctx.site.breadcrumbs).toBe(true);
    expect(ctx.site.drilldown).toBe(false);
    expect(ctx.site.logo).toEqual({ light: '/docs/logo/light.svg', dark: '/docs/logo/dark.svg', href: '/docs/' });
    expect(ctx.site.favicon).toBe('/docs/favicon.svg');
    expect(ctx.site.navbar.links.map((l) => l.href)).toEqual(['mailto:a@b.c']);
    expect(ctx.globalAnchors).toEqual([]);
    expect(ctx.site.banner?.html).toBe(
      'New: <a href="https://example.com/v2" rel="noopener">v2</a> &lt;b&gt;out&lt;/b&gt;',
    );
    expect(factory.diagnostics.map((d) => d.code)).toContain('build/unsafe-link');
  });

  it('computes TOC, canonical and meta tags with frontmatter winning over seo.metatags', () => {
    const ctx = factory.page(
      route('/quickstart'),
      compiled({
        title: 'Quick',
        description: 'Start "fast"',
        'og:image': 'https://example.com/page.png',
        noindex: true,
      }),
    ).context;
    expect(ctx.page.toc.map((h) => h.id)).toEqual(['a', 'b']);
    expect(ctx.page.canonical).toBe('https://docs.example.com/docs/quickstart');
    expect(ctx.page.markdownHref).toBe('/docs/quickstart.md');
    const meta = Object.fromEntries(ctx.page.meta.map((m) => [m.name ?? m.property, m.content]));
    expect(meta).toMatchObject({
      'og:image': 'https://example.com/page.png',
      'og:title': 'Quick',
      'og:url': 'https://docs.example.com/docs/quickstart',
      'og:description': 'Start "fast"',
      'twitter:card': 'summary_large_image',
    });
    expect(meta.description).toBeUndefined();
    // The theme prints the one `robots: noindex` tag from `page.noindex` (issue 19: emitted once).
    expect(meta.robots).toBeUndefined();
    expect(ctx.page.noindex).toBe(true);
  });

  it('reports an unknown icon once as a located warning instead of failing', () => {
    factory.page(route('/'), compiled()).context;
    factory.page(route('/quickstart'), compiled()).context;
    const icons = factory.diagnostics.filter((d) => d.code === 'build/unknown-icon');
    expect(icons).toHaveLength(1);
    expect(icons[0]).toMatchObject({ severity: 'warning', jsonPath: 'navigation.languages[0].tabs[0].groups[0]' });
  });

  it('builds the 404 context in the default section', () => {
    const ctx = factory.notFound('Not here').context;
    expect(ctx.page).toEqual({ title: 'Not here', url: '/404', href: '/docs/404', noindex: true });
    expect(ctx.tabs[0]?.current).toBe(true);
  });
});

describe('interface text and languages', () => {
  const site = makeSite();
  const factory = createContextFactory(site, {
    base: '/docs',
    siteUrl: 'https://docs.example.com/',
    defaults: { breadcrumbs: false, drilldown: false },
  });
  const route = (url: string) => site.routeByUrl.get(url)!;

  it('has every string, translated, for every language code docs.json accepts', () => {
    const english = interfaceText('en');
    const keys = Object.keys(english).sort();
    for (const code of LANGUAGE_CODES) {
      const text = interfaceText(code);
      expect(Object.keys(text).sort(), code).toEqual(keys);
      for (const key of keys) expect(text[key as keyof typeof text], `${code} ${key}`).not.toBe('');
      // Every placeholder the English sentence has, the translation keeps.
      for (const key of ['lastModified', 'results', 'noResults'] as const) {
        for (const hole of english[key].match(/\{\w+\}/g) ?? []) expect(text[key], `${code} ${key}`).toContain(hole);
      }
      if (!/^en/.test(code)) expect(text.onThisPage, code).not.toBe(english.onThisPage);
    }
    expect(INTERFACE_LANGUAGES.length).toBeGreaterThanOrEqual(30);
    expect(interfaceText('jp').onThisPage).toBe('このページの内容');
    expect(interfaceText('zh-TW')).toBe(interfaceText('zh-Hant'));
    expect(interfaceText('xx-unknown')).toBe(interfaceText('en'));
  });

  it('gives each page its language’s text, its hreflang alternates and its language’s navbar', () => {
    const en = factory.page(route('/quickstart'), compiled()).context;
    const fr = factory.page(route('/fr/quickstart'), compiled()).context;
    expect([en.text.previous, fr.text.previous]).toEqual(['Previous', 'Précédent']);
    const alternates = [
      { hreflang: 'en', href: 'https://docs.example.com/docs/quickstart' },
      { hreflang: 'fr', href: 'https://docs.example.com/docs/fr/quickstart' },
      { hreflang: 'x-default', href: 'https://docs.example.com/docs/quickstart' },
    ];
    expect(en.alternates).toEqual(alternates);
    expect(fr.alternates).toEqual(alternates);
    expect(en.site.navbar.links.map((l) => l.label)).toEqual(['Support']);
    expect(fr.site.navbar.links.map((l) => [l.label, l.href])).toEqual([['Aide', '/docs/fr/quickstart']]);
    // No footer of its own: the site's (none here) stays.
    expect(fr.site.footer).toBe(en.site.footer);
    // A page outside every language has no alternates.
    expect(factory.page(route('/orphan'), compiled()).context.alternates).toEqual([]);
  });
});
