import type { DocsConfig } from '@docsgen/config';
import { describe, expect, test } from 'vitest';
import { resolveNavigation } from '../src/resolve-navigation.ts';
import type { DivisionNode, GroupNode, LinkNode, NavNode } from '../src/types.ts';

// A site with versions, tabs, groups, a redirected entry, directory and boost settings, and global
// items on the navigation and on a tab.
const config: DocsConfig = {
  theme: 'mint',
  name: 'x',
  colors: { primary: '#0D9373' },
  redirects: [{ source: '/old', destination: '/guide' }],
  navigation: {
    directory: 'card',
    global: {
      anchors: [{ anchor: 'Blog', href: 'https://blog.example.com' }],
      tabs: [{ tab: 'Status', href: 'https://status.example.com', icon: 'signal' }],
      dropdowns: [{ dropdown: 'More', href: '/guide', hidden: true }],
      products: [{ product: 'api', name: 'API', href: 'https://api.example.com', description: 'The API' }],
      versions: [
        { version: 'v0', href: 'https://v0.example.com' },
        { version: 'v1', href: 'https://v1.example.com', default: true },
      ],
      languages: [{ language: 'cn', href: 'https://cn.example.com' }],
    },
    versions: [
      {
        version: 'v2',
        tabs: [
          {
            tab: 'Guides',
            directory: 'accordion',
            groups: [
              {
                group: 'Start',
                boost: 2,
                root: 'index',
                pages: [
                  'guide',
                  'old',
                  { group: 'Deep', root: 'deep/index', directory: 'none', boost: 0.5, pages: ['deep/a'] },
                  { group: 'Deeper', root: 'deep/b', pages: ['deep/c'] },
                ],
              },
            ],
          },
          {
            tab: 'Reference',
            global: { tabs: [{ tab: 'Changelog', href: 'https://changelog.example.com' }] },
            groups: [{ group: 'Ref', pages: ['ref'] }],
          },
          { tab: 'Elsewhere', href: 'https://elsewhere.example.com' },
        ],
      },
    ],
  },
};

const site = resolveNavigation({
  config,
  root: '/r',
  files: ['index.mdx', 'guide.mdx', 'deep/index.mdx', 'deep/a.mdx', 'deep/b.mdx', 'deep/c.mdx', 'ref.mdx'],
});

function all(nodes: readonly NavNode[]): NavNode[] {
  return nodes.flatMap((n) => [n, ...('children' in n ? all(n.children) : [])]);
}
const nodes = all(site.nav);
const group = (label: string) => nodes.find((n): n is GroupNode => n.type === 'group' && n.label === label)!;
const division = (label: string) => nodes.find((n): n is DivisionNode => 'label' in n && n.label === label)!;

describe('the navigation tree carries what the site model needs', () => {
  test('reports nothing for this site', () => {
    expect(site.diagnostics.map((d) => d.message)).toEqual([]);
  });

  test('a link node carries its level: a redirected page entry sits in `pages`', () => {
    const links = nodes.filter((n): n is LinkNode => n.type === 'link');
    expect(links.map((l) => [l.label, l.href, l.level, l.jsonPath])).toEqual([
      ['Old', '/old', 'pages', 'navigation.versions[0].tabs[0].groups[0].pages[1]'],
    ]);
    // Divisions keep their level in their type, a link-only tab included.
    expect(division('Elsewhere').type).toBe('tab');
    expect(division('v2').type).toBe('version');
  });

  test('groups carry boost as written, and the directory style in effect', () => {
    const rows = ['Start', 'Deep', 'Deeper', 'Ref'].map((g) => [
      g,
      group(g).boost,
      group(g).directory,
      group(g).directoryStyle,
    ]);
    expect(rows).toEqual([
      ['Start', 2, undefined, 'accordion'], // the tab's
      ['Deep', 0.5, 'none', 'none'], // its own
      ['Deeper', undefined, undefined, 'accordion'], // inherited through Start
      ['Ref', undefined, undefined, 'card'], // navigation.directory
    ]);
  });

  test('navigation.global arrives as typed link divisions', () => {
    const items = site.globalItems!;
    expect(Object.keys(items)).toEqual(['anchors', 'tabs', 'dropdowns', 'products', 'versions', 'languages']);
    expect(items.anchors).toBe(site.globalAnchors);
    const row = (n: DivisionNode) => [n.type, n.label, n.href, n.isDefault ?? false, n.hidden ?? false, n.jsonPath];
    expect(Object.values(items).flatMap((list) => list.map(row))).toEqual([
      ['anchor', 'Blog', 'https://blog.example.com', false, false, 'navigation.global.anchors[0]'],
      ['tab', 'Status', 'https://status.example.com', false, false, 'navigation.global.tabs[0]'],
      ['dropdown', 'More', '/guide', false, true, 'navigation.global.dropdowns[0]'],
      ['product', 'API', 'https://api.example.com', false, false, 'navigation.global.products[0]'],
      ['version', 'v0', 'https://v0.example.com', false, false, 'navigation.global.versions[0]'],
      ['version', 'v1', 'https://v1.example.com', true, false, 'navigation.global.versions[1]'],
      ['language', 'cn', 'https://cn.example.com', true, false, 'navigation.global.languages[0]'],
    ]);
    expect(items.tabs![0]!.icon).toBe('signal');
    expect(items.products![0]!.description).toBe('The API');
    expect(items.tabs![0]!.children).toEqual([]);
  });

  test("a division's own global items arrive on its node", () => {
    const reference = division('Reference');
    expect(reference.globalItems?.tabs?.map((t) => [t.type, t.label, t.href, t.jsonPath])).toEqual([
      ['tab', 'Changelog', 'https://changelog.example.com', 'navigation.versions[0].tabs[1].global.tabs[0]'],
    ]);
    expect(reference.globalAnchors).toBeUndefined();
    expect(division('Guides').globalItems).toBeUndefined();
  });

  test('routes keep their trails through versions, tabs and groups', () => {
    expect(site.routeByUrl.get('/deep/a')!.trail.map((n) => ('label' in n ? n.label : ''))).toEqual([
      'v2',
      'Guides',
      'Start',
      'Deep',
    ]);
  });
});
