import { joinJsonPath, languageName, locationOf, type NavGlobalCollection } from '@docsgen/config';
import { isExternalUrl } from '@docsgen/html';
import type { DivisionNode, GlobalItems, NavNode } from '@docsgen/navigation';
import { globalAnchorLinks, type SectionHelpers, toNavLink } from './section-navigation.ts';
import { linkHref } from './site-href.ts';
import type { NavLink, PageContext } from './theme-api.ts';

type SwitcherKind = 'dropdown' | 'product' | 'version' | 'language';
type SwitcherOptions = Array<NavLink & { isDefault: boolean }>;

/** The link items of `navigation.global` other than anchors, ready to merge into each page's section. */
export interface GlobalNavigation {
  /** Global tabs, after the section's own tabs. */
  tabs: NavLink[];
  /** Global dropdowns, products, versions and languages: options after the section's own. */
  switchers: Partial<Record<SwitcherKind, SwitcherOptions>>;
}

const KINDS: Array<[key: Exclude<NavGlobalCollection, 'anchors'>, kind: SwitcherKind | 'tab']> = [
  ['tabs', 'tab'],
  ['dropdowns', 'dropdown'],
  ['products', 'product'],
  ['versions', 'version'],
  ['languages', 'language'],
];

/**
 * The global items other than anchors (`navigation.global.tabs|dropdowns|products|versions|languages`,
 * or a division's own `global`; organize/settings-reference: "global navigation elements that appear
 * across all pages and locales"), as navigation resolved them, as links. Each is a link to another
 * site or page (`href`); hidden items and items without an allowed `href` are left out (the config
 * check reports unsafe URLs).
 */
export function globalNavigation(
  h: SectionHelpers,
  items: GlobalItems | undefined = h.site.globalItems,
): GlobalNavigation {
  const out: GlobalNavigation = { tabs: [], switchers: {} };
  if (!items) return out;
  for (const [key, kind] of KINDS) {
    for (const node of items[key] ?? []) {
      if (node.hidden || node.href === undefined || node.label === '') continue;
      const href = linkHref(node.href, h.base);
      if (href === undefined) continue;
      const link: NavLink = {
        label: kind === 'language' ? languageName(node.label) : node.label,
        href,
        external: isExternalUrl(node.href),
        iconSvg: h.icon(node.icon, locationOf(h.site.sourceMap, joinJsonPath(node.jsonPath, 'icon'))),
        description: node.description,
        current: false,
      };
      if (kind === 'tab') out.tabs.push(link);
      else out.switchers[kind] = [...(out.switchers[kind] ?? []), { ...link, isDefault: node.isDefault === true }];
    }
  }
  return out;
}

/**
 * A page's section with the global items added: global tabs after its tabs; global options after
 * its switchers' options. Without a switcher of that kind, global versions and languages make one
 * (the `default: true` entry, else the first, standing for this site), while global dropdowns and
 * products, which have no default, join the global anchors as plain links.
 */
export function withGlobalNavigation<T extends Pick<PageContext, 'tabs' | 'switchers' | 'globalAnchors'>>(
  parts: T,
  g: GlobalNavigation,
): T {
  if (g.tabs.length === 0 && Object.keys(g.switchers).length === 0) return parts;
  const switchers = { ...parts.switchers };
  const anchors = [...parts.globalAnchors];
  for (const [kind, options] of Object.entries(g.switchers) as Array<[SwitcherKind, SwitcherOptions]>) {
    const links = options.map(({ isDefault: _, ...link }) => link);
    const own = switchers[kind];
    if (own) switchers[kind] = { ...own, options: [...own.options, ...links] };
    else if (kind === 'dropdown' || kind === 'product') anchors.push(...links);
    else {
      const chosen = Math.max(
        0,
        options.findIndex((o) => o.isDefault),
      );
      switchers[kind] = {
        current: links[chosen]!.label,
        options: links.map((l, i) => (i === chosen ? { ...l, current: true } : l)),
      };
    }
  }
  return { ...parts, tabs: [...parts.tabs, ...g.tabs], switchers, globalAnchors: anchors };
}

/** The site's global links joined with those of the divisions a page sits in (`global` on a language, tab…). */
export interface SectionGlobals {
  /** Global anchors: the site's, then each enclosing division's, outermost first. */
  anchors: NavLink[];
  /** The other global items, in the same order. */
  items: GlobalNavigation;
}

/**
 * The global links of a page's trail: `navigation.global` plus the `global` of each division on
 * the trail (Mintlify's schema allows it on every division). Each division's links are made once
 * (icons rendered, warnings reported once), then reused for all its pages.
 */
export function createSectionGlobals(h: SectionHelpers): (trail: readonly NavNode[]) => SectionGlobals {
  const root: SectionGlobals = { anchors: globalAnchorLinks(h), items: globalNavigation(h) };
  const own = new Map<NavNode, SectionGlobals>();
  const ownOf = (node: DivisionNode): SectionGlobals => {
    let got = own.get(node);
    if (!got) {
      const anchors = (node.globalAnchors ?? [])
        .map((n) => toNavLink(n, false, h))
        .filter((l): l is NavLink => l !== undefined);
      got = { anchors, items: globalNavigation(h, node.globalItems ?? {}) };
      own.set(node, got);
    }
    return got;
  };
  return (trail) => {
    const divisions = trail.filter(
      (n): n is DivisionNode => n.type !== 'group' && 'globalItems' in n && !!n.globalItems,
    );
    if (divisions.length === 0) return root;
    const parts = [root, ...divisions.map(ownOf)];
    return {
      anchors: parts.flatMap((p) => p.anchors),
      items: {
        tabs: parts.flatMap((p) => p.items.tabs),
        switchers: mergeSwitchers(parts.map((p) => p.items.switchers)),
      },
    };
  };
}

function mergeSwitchers(list: Array<GlobalNavigation['switchers']>): GlobalNavigation['switchers'] {
  const out: GlobalNavigation['switchers'] = {};
  for (const switchers of list) {
    for (const [kind, options] of Object.entries(switchers) as Array<[SwitcherKind, SwitcherOptions]>) {
      out[kind] = [...(out[kind] ?? []), ...options];
    }
  }
  return out;
}
