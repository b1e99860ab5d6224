// The site model from a small docs.json, loaded as a build loads it, with no worker pool and no
// compile: the page context's title, sidebar and chrome links come from the config alone.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CompiledPage } from '@docsgen/mdx';
import { loadSite, type Site } from '@docsgen/navigation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContextFactory } from '../src/create-page-context.ts';

const root = mkdtempSync(join(tmpdir(), 'docsgen-site-model-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const docsJson = {
  theme: 'mint',
  name: 'Acme Docs',
  colors: { primary: '#0a7c5a' },
  navbar: {
    links: [{ label: 'Support', href: 'mailto:help@acme.dev' }],
    primary: { type: 'button', label: 'Sign up', href: 'https://acme.dev/signup' },
  },
  navigation: {
    groups: [
      { group: 'Start', pages: ['index', 'quickstart'] },
      { group: 'Guides', pages: ['guides/deploy'] },
    ],
  },
};

const compiled = (title?: string): CompiledPage => ({
  frontmatter: title === undefined ? {} : { title },
  title: title ?? '',
  headings: [],
  html: '<p>x</p>',
  links: [],
  features: [],
  diagnostics: [],
});

let site: Site;
beforeAll(async () => {
  writeFileSync(join(root, 'docs.json'), JSON.stringify(docsJson));
  mkdirSync(join(root, 'guides'));
  const titles = { 'index.mdx': 'Welcome', 'quickstart.mdx': 'Quickstart', 'guides/deploy.mdx': 'Deploy' };
  for (const [file, title] of Object.entries(titles))
    writeFileSync(join(root, file), `---\ntitle: ${title}\n---\nText.\n`);
  site = await loadSite(root);
});

describe('a page context from a small docs.json (no worker pool)', () => {
  const contextOf = (url: string, title?: string, base = '/docs') => {
    const factory = createContextFactory(site, { base, defaults: { breadcrumbs: false, drilldown: false } });
    const route = site.routeByUrl.get(url);
    if (!route) throw new Error(`no route ${url}`);
    return factory.page(route, compiled(title)).context;
  };

  it('loads the site cleanly', () => {
    expect(site.diagnostics).toEqual([]);
    expect(site.routes.map((r) => r.url)).toEqual(['/', '/quickstart', '/guides/deploy']);
  });

  it('titles the page from its compiled frontmatter, else its navigation label, and names the site', () => {
    expect(contextOf('/quickstart', 'Quick start').page.title).toBe('Quick start');
    expect(contextOf('/guides/deploy').page.title).toBe('Deploy');
    expect(contextOf('/').site.name).toBe('Acme Docs');
  });

  it('makes the sidebar from the navigation groups, the current page marked, hrefs under the base', () => {
    const ctx = contextOf('/quickstart', 'Quick start');
    const groups = ctx.sidebar.map((item) =>
      item.kind === 'group'
        ? [item.label, item.current, item.items.map((p) => (p.kind === 'page' ? [p.label, p.href, p.current] : []))]
        : [],
    );
    expect(groups).toEqual([
      [
        'Start',
        true,
        [
          ['Welcome', '/docs/', false],
          ['Quickstart', '/docs/quickstart', true],
        ],
      ],
      ['Guides', false, [['Deploy', '/docs/guides/deploy', false]]],
    ]);
    expect(ctx.prev).toEqual({ label: 'Welcome', href: '/docs/' });
    expect(ctx.next).toEqual({ label: 'Deploy', href: '/docs/guides/deploy' });
  });

  it('fills the chrome links from docs.json `navbar`', () => {
    const { navbar } = contextOf('/').site;
    expect(navbar.links.map((l) => [l.label, l.href, l.external])).toEqual([['Support', 'mailto:help@acme.dev', true]]);
    expect(navbar.primary && [navbar.primary.label, navbar.primary.href, navbar.primary.external]).toEqual([
      'Sign up',
      'https://acme.dev/signup',
      true,
    ]);
  });
});
