import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { CompiledPage } from '@docsgen/mdx';
import type { DivisionNode, GroupNode, NavNode, PageNode, Route, Site } from '@docsgen/navigation';
import { describe, expect, it } from 'vitest';
import { themeFor } from '../packages/cli/src/theme-for.ts';
import { createContextFactory } from '../packages/site/src/create-page-context.ts';
import { fullSidebarHtml } from './sidebar-html.ts';

// 10 000 pages: 20 tabs × 20 groups × 25 pages. A page carries its own section's sidebar only, so
// its weight must not grow with the other 9 500 pages.
function bigSite(tabs: number, groups: number, pages: number): Site {
  const routes: Route[] = [];
  const nav: NavNode[] = [];
  for (let t = 0; t < tabs; t++) {
    const tab: DivisionNode = {
      type: 'tab',
      label: `Tab ${t}`,
      jsonPath: `navigation.tabs[${t}]`,
      file: 'docs.json',
      children: [],
    };
    for (let g = 0; g < groups; g++) {
      const group: GroupNode = {
        type: 'group',
        label: `Group ${g}`,
        topLevel: true,
        jsonPath: `navigation.tabs[${t}].groups[${g}]`,
        file: 'docs.json',
        children: [],
      };
      for (let p = 0; p < pages; p++) {
        const url = `/t${t}/g${g}/page-${p}`;
        const node: PageNode = {
          type: 'page',
          url,
          file: `${url.slice(1)}.mdx`,
          label: `Page ${t}.${g}.${p}`,
          jsonPath: 'x',
        };
        group.children.push(node);
        routes.push({
          url,
          source: { kind: 'page', file: node.file },
          trail: [tab, group],
          section: { tab: tab.label, path: [] },
          title: node.label,
          inNavigation: true,
        });
      }
      group.firstPageUrl = (group.children[0] as PageNode).url;
      tab.children.push(group);
    }
    tab.firstPageUrl = (tab.children[0] as GroupNode).firstPageUrl;
    nav.push(tab);
  }
  return {
    root: '/x',
    config: { name: 'Big', theme: 'mint', colors: { primary: '#0D9373' }, navigation: {} },
    nav,
    globalAnchors: [],
    routes,
    routeByUrl: new Map(routes.map((r) => [r.url, r])),
    diagnostics: [],
  } as unknown as Site;
}

const page: CompiledPage = {
  frontmatter: {},
  title: 'A page',
  headings: [],
  html: '<p>Body.</p>',
  links: [],
  features: [],
  diagnostics: [],
};

function weight(site: Site, url: string): number {
  const factory = createContextFactory(site, { defaults: { breadcrumbs: false, drilldown: false } });
  return themeFor('mint').render(factory.page(site.routeByUrl.get(url)!, page).context).length;
}

describe('page weight', () => {
  it('does not grow with the rest of the site: same section, 10x the pages, same bytes', () => {
    const small = bigSite(2, 10, 25);
    const large = bigSite(20, 10, 25);
    expect(large.routes).toHaveLength(5_000);
    const url = '/t1/g5/page-3';
    // Only the tab bar grows (one link per tab); the sidebar is the current section's.
    const perTab = (weight(large, url) - weight(small, url)) / 18;
    expect(perTab).toBeLessThan(200);
  });

  it('keeps a page under 60 KB of HTML at 10 000 pages (40 sections of 250 pages)', () => {
    const site = bigSite(40, 10, 25);
    expect(site.routes).toHaveLength(10_000);
    expect(weight(site, '/t20/g5/page-3')).toBeLessThan(60_000);
  });
});

// The shape of the benchmark's corpus (../shared/bench/gen-corpus.mjs): 3 tabs of top-level groups
// of 20 pages, every third group ending in a collapsed "Advanced" group of 5 of them.
function corpusSite(total: number): Site {
  const site = bigSite(3, Math.round(total / 60), 20);
  for (const tab of site.nav as DivisionNode[]) {
    tab.children.forEach((node, g) => {
      const group = node as GroupNode;
      if (g % 3 !== 2) return;
      const advanced: GroupNode = {
        type: 'group',
        label: 'Advanced',
        topLevel: false,
        jsonPath: `${group.jsonPath}.pages[15]`,
        file: 'docs.json',
        children: group.children.splice(15),
        firstPageUrl: (group.children[15] as PageNode | undefined)?.url,
      };
      advanced.firstPageUrl = (advanced.children[0] as PageNode).url;
      group.children.push(advanced);
      for (const child of advanced.children) {
        const route = site.routeByUrl.get((child as PageNode).url)!;
        route.trail = [...route.trail, advanced];
      }
    });
  }
  return site;
}

describe('sidebar of a page in a large section', () => {
  async function render(site: Site, url: string) {
    const theme = themeFor('mint');
    const out = await mkdtemp(join(tmpdir(), 'docsgen-weight-'));
    const factory = createContextFactory(site, {
      defaults: { breadcrumbs: false, drilldown: false },
      sidebarFragments: { render: (items, options) => theme.renderSidebarItems!(items, options) },
    });
    const { context, fragments } = factory.page(site.routeByUrl.get(url)!, page);
    for (const f of fragments) {
      mkdirSync(dirname(join(out, f.path)), { recursive: true });
      writeFileSync(join(out, f.path), f.contents);
    }
    const html = theme.render(context);
    const start = html.indexOf('<nav id="sidebar"');
    return { html, out, sidebar: html.slice(start, html.indexOf('</nav>', start)) };
  }

  it('is bounded at 1,000 pages and the same size at 10,000', async () => {
    const thousand = corpusSite(1_000);
    expect(thousand.routes.length).toBeGreaterThanOrEqual(1_000);
    const url = '/t1/g5/page-3';
    const small = await render(thousand, url);
    // The page's own group (20 links) and two placeholders for the rest of the section.
    expect(small.sidebar.length).toBeLessThan(6_000);
    const large = await render(corpusSite(10_000), url);
    expect(large.sidebar.length - small.sidebar.length).toBeLessThan(10);
    expect(large.html.length).toBeLessThan(60_000);
  });

  it('loses nothing: the fragment puts back the whole section, in order, around the current page', async () => {
    const site = corpusSite(1_000);
    const { html, out } = await render(site, '/t1/g5/page-3');
    const labels = [...(await fullSidebarHtml(html, out)).matchAll(/class="nav-label">([^<]*)</g)].map((m) => m[1]);
    const tab = site.nav[1] as DivisionNode;
    const expected: string[] = [];
    const walk = (nodes: NavNode[]) => {
      for (const n of nodes) {
        if (n.type === 'page') expected.push(n.label);
        else if (n.type === 'group') {
          expected.push(n.label);
          walk(n.children);
        }
      }
    };
    walk(tab.children);
    expect(labels).toEqual(expected);
    expect(html).toContain('aria-current="page"');
  });
});
