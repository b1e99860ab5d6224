import type { CompiledPage } from '@docsgen/mdx';
import type { DivisionNode, GroupNode, NavNode, PageNode, Route, Site } from '@docsgen/navigation';
import { describe, expect, it } from 'vitest';
import { createContextFactory } from '../src/create-page-context.ts';
import {
  currentPaths,
  deferSidebar,
  fragmentEntries,
  markCurrent,
  SIDEBAR_INLINE_LIMIT,
} from '../src/defer-sidebar.ts';
import { createIconRenderer } from '../src/icon-renderer.ts';
import { sectionContainer, sidebarItems } from '../src/section-navigation.ts';
import { routeHref } from '../src/site-href.ts';
import type { SidebarItem } from '../src/theme-api.ts';

const pageNode = (url: string): PageNode => ({
  type: 'page',
  url,
  file: `${url.slice(1)}.mdx`,
  label: url,
  jsonPath: 'x',
});

// One tab per entry of `shape`; each tab holds `groups` top-level groups of `pages` pages, the
// second of which also holds a collapsed nested group ("Advanced") of three pages, and the third
// an `expanded: true` nested group ("Open").
function makeSite(shape: Array<{ groups: number; pages: number }>): Site {
  const routes: Route[] = [];
  const nav: NavNode[] = shape.map(({ groups, pages }, t) => {
    const tab: DivisionNode = {
      type: 'tab',
      label: `Tab ${t}`,
      jsonPath: `tabs[${t}]`,
      file: 'docs.json',
      children: [],
    };
    for (let g = 0; g < groups; g++) {
      const children: NavNode[] = [];
      for (let p = 0; p < pages; p++) children.push(pageNode(`/t${t}/g${g}/p${p}`));
      const nested = (label: string, expanded: boolean): GroupNode => ({
        type: 'group',
        label,
        topLevel: false,
        expanded,
        jsonPath: `tabs[${t}].groups[${g}].pages[${pages}]`,
        file: 'docs.json',
        children: [0, 1, 2].map((p) => pageNode(`/t${t}/g${g}/${label.toLowerCase()}/p${p}`)),
        firstPageUrl: `/t${t}/g${g}/${label.toLowerCase()}/p0`,
      });
      if (g === 1) children.push(nested('Advanced', false));
      if (g === 2) children.push(nested('Open', true));
      const group: GroupNode = {
        type: 'group',
        label: `Group ${g}`,
        topLevel: true,
        jsonPath: `tabs[${t}].groups[${g}]`,
        file: 'docs.json',
        children,
        firstPageUrl: `/t${t}/g${g}/p0`,
      };
      tab.children.push(group);
      const walk = (nodes: NavNode[], trail: NavNode[]) => {
        for (const n of nodes) {
          if (n.type === 'page')
            routes.push({
              url: n.url,
              source: { kind: 'page', file: n.file },
              trail,
              section: { tab: tab.label, path: [] },
              title: n.label,
              inNavigation: true,
            });
          else if (n.type === 'group') walk(n.children, [...trail, n]);
        }
      };
      walk([group], [tab]);
    }
    tab.firstPageUrl = `/t${t}/g0/p0`;
    return tab;
  });
  return {
    root: '/x',
    config: { name: 'S', theme: 'mint', colors: { primary: '#0D9373' }, navigation: {} },
    nav,
    globalAnchors: [],
    routes,
    routeByUrl: new Map(routes.map((r) => [r.url, r])),
    diagnostics: [],
  };
}

const compiled: CompiledPage = {
  frontmatter: {},
  title: 'A page',
  headings: [],
  html: '<p>Body.</p>',
  links: [],
  features: [],
  diagnostics: [],
};

// A stand-in theme renderer: the labels of one level, groups as `[label]`.
const labelOf = (i: SidebarItem) => ('label' in i ? i.label : `${i.from}-${i.to}`);
const render = (items: SidebarItem[]) =>
  items.map((i) => (i.kind === 'group' ? `[${i.label}${i.lazy ? '…' : ''}]` : labelOf(i))).join(',');

function factoryFor(site: Site, base = '/') {
  const files = new Map<string, string>();
  const factory = createContextFactory(site, {
    base,
    defaults: { breadcrumbs: false, drilldown: false },
    sidebarFragments: { render },
  });
  const made = (url: string) => factory.page(site.routeByUrl.get(url)!, compiled);
  // The page's context; the fragments it names are kept as files, as the engine writes them.
  const ctx = (url: string) => {
    const { context, fragments } = made(url);
    for (const f of fragments) files.set(f.path, f.contents);
    return context;
  };
  return { factory, made, ctx, files };
}

const group = (items: SidebarItem[], i: number) => items[i] as Extract<SidebarItem, { kind: 'group' }>;

describe('sidebar fragments', () => {
  it('defers a collapsed nested group to its header and first page, keyed by its index path', () => {
    const site = makeSite([{ groups: 3, pages: 2 }]);
    const { ctx, files } = factoryFor(site);
    const page = ctx('/t0/g0/p0');
    const advanced = group(group(page.sidebar, 1).items, 2);
    expect(advanced.label).toBe('Advanced');
    expect(advanced.lazy).toBe('1.2');
    expect(advanced.items.map(labelOf)).toEqual(['/t0/g1/advanced/p0']);
    // Top-level groups and `expanded: true` groups stay in full in a small section.
    expect(group(page.sidebar, 0).lazy).toBeUndefined();
    expect(group(group(page.sidebar, 2).items, 2).items).toHaveLength(3);
    expect(page.sidebarFragment).toMatch(/^\/assets\/sidebar\.[0-9a-f]{10}\.json$/);
    const entries = JSON.parse(files.get(page.sidebarFragment!.slice(1))!) as Record<string, string>;
    expect(entries['1.2']).toBe('/t0/g1/advanced/p0,/t0/g1/advanced/p1,/t0/g1/advanced/p2');
    expect(entries['1']).toBe('/t0/g1/p0,/t0/g1/p1,[Advanced…]');
  });

  it('keeps the groups on the current path in full and marks the current page', () => {
    const site = makeSite([{ groups: 3, pages: 2 }]);
    const page = factoryFor(site).ctx('/t0/g1/advanced/p1');
    const advanced = group(group(page.sidebar, 1).items, 2);
    expect(advanced.lazy).toBeUndefined();
    expect(advanced.expanded).toBe(true);
    expect(advanced.items.map((i) => (i.kind === 'page' ? i.current : undefined))).toEqual([false, true, false]);
    // No other group of the section is collapsed, so nothing is deferred and no fragment is named.
    expect(page.sidebarFragment).toBeUndefined();
  });

  it('returns one content-hashed fragment per section with each page that defers a group, and none otherwise', () => {
    const site = makeSite([
      { groups: 3, pages: 2 },
      { groups: 1, pages: 4 },
    ]);
    const { made } = factoryFor(site);
    const a = made('/t0/g0/p0');
    const b = made('/t0/g2/p1');
    expect(a.context.sidebarFragment).toBe(b.context.sidebarFragment);
    expect(a.fragments.map((f) => `/${f.path}`)).toEqual([a.context.sidebarFragment]);
    // The same value, made once: the engine writes it once however many pages return it.
    expect(b.fragments[0]).toBe(a.fragments[0]);
    // Tab 1 has a single top-level group: nothing to defer.
    const c = made('/t1/g0/p2');
    expect(c.context.sidebarFragment).toBeUndefined();
    expect(c.fragments).toEqual([]);
  });

  it('leaves the rest of a large section out of the page, as runs the fragment fills in', () => {
    const site = makeSite([{ groups: 40, pages: 10 }]);
    const { ctx, files } = factoryFor(site, '/docs/');
    const page = ctx('/t0/g20/p3');
    expect(page.sidebar.map(labelOf)).toEqual(['0-19', 'Group 20', '21-39']);
    expect(group(page.sidebar, 1).items).toHaveLength(10);
    expect(page.sidebarFragment).toMatch(/^\/docs\/assets\/sidebar\./);
    const entries = JSON.parse(files.get(page.sidebarFragment!.slice('/docs/'.length))!) as Record<string, string>;
    // Every group's children once (plus the two nested groups), and every top-level item as a header.
    expect(Object.keys(entries)).toHaveLength(40 + 2 + 40);
    expect(entries['~0']).toBe('[Group 0…]');
    expect(entries['2']).toBe(
      '/t0/g2/p0,/t0/g2/p1,/t0/g2/p2,/t0/g2/p3,/t0/g2/p4,/t0/g2/p5,/t0/g2/p6,/t0/g2/p7,/t0/g2/p8,/t0/g2/p9,[Open]',
    );
    // A page outside every group (the 404 page) leaves out the whole top level.
    const missing = createContextFactory(site, {
      defaults: { breadcrumbs: false, drilldown: false },
      sidebarFragments: { render },
    }).notFound('Not found').context;
    expect(missing.sidebar).toEqual([{ kind: 'deferred', from: 0, to: 39 }]);
  });

  it('holds a page to the same sidebar size whatever the size of its section', () => {
    const size = (groups: number) => {
      const site = makeSite([{ groups, pages: 20 }]);
      return JSON.stringify(factoryFor(site).ctx('/t0/g5/p3').sidebar).length;
    };
    // Only the index of the last top-level item grows (19 → 499).
    expect(size(500) - size(20)).toBe(1);
  });
});

describe('deferSidebar', () => {
  const items: SidebarItem[] = [
    { kind: 'page', label: 'a', href: '/a', current: false },
    {
      kind: 'group',
      label: 'G',
      topLevel: true,
      expanded: true,
      current: false,
      items: [
        {
          kind: 'group',
          label: 'H',
          topLevel: false,
          expanded: false,
          current: false,
          items: [{ kind: 'page', label: 'h', href: '/h', current: false }],
        },
      ],
    },
  ];

  it('keys groups by index path and puts a group placeholder on the first page found depth first', () => {
    expect(deferSidebar(items, true)).toEqual([{ kind: 'deferred', from: 0, to: 1 }]);
    expect(deferSidebar(items, false)).toEqual([
      items[0],
      { ...group(items, 1), items: [{ ...group(group(items, 1).items, 0), lazy: '1.0' }] },
    ]);
    expect(fragmentEntries(items, false).map(([k]) => k)).toEqual(['1', '1.0']);
    const tops = fragmentEntries(items, true).filter(([k]) => k.startsWith('~'));
    expect(tops.map(([k, v]) => [k, v.map((i) => (i.kind === 'group' ? i.lazy : labelOf(i)))])).toEqual([
      ['~0', ['a']],
      ['~1', ['1']],
    ]);
    expect(SIDEBAR_INLINE_LIMIT).toBeGreaterThan(50);
  });
});

describe('markCurrent', () => {
  it('gives every page the sidebar built for it, from the section tree built once', () => {
    const site = makeSite([
      { groups: 4, pages: 3 },
      { groups: 2, pages: 2 },
    ]);
    const h = { site, base: '/docs/', icon: createIconRenderer(undefined, '/docs/', []) };
    for (const route of site.routes) {
      const container = sectionContainer(site, route.trail);
      const full = sidebarItems(container, undefined, h);
      const marked = markCurrent(full, currentPaths(full).get(routeHref(route.url, '/docs/')) ?? []);
      expect(marked, route.url).toEqual(sidebarItems(container, route.url, h));
    }
  });
});
