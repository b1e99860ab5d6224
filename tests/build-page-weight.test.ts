import type { CompiledPage } from '@docsgen/mdx';
import type { DivisionNode, GroupNode, NavNode, PageNode, Route, Site } from '@docsgen/navigation';
import { describe, expect, it } from 'vitest';
import { createContextFactory } from '../packages/build/src/create-page-context.ts';
import { themeFor } from '../packages/cli/src/theme-for.ts';

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
  return themeFor('mint').render(factory.page(site.routeByUrl.get(url)!, page)).length;
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
