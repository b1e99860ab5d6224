import { joinJsonPath, locationOf } from '@docsgen/config';
import { isExternalUrl } from '@docsgen/html';
import type { IconRef } from '@docsgen/navigation';
import { LANGUAGE_NAMES, type SectionHelpers } from './section-navigation.ts';
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

const KEYS: Array<[key: string, label: string, kind: SwitcherKind | 'tab']> = [
  ['tabs', 'tab', 'tab'],
  ['dropdowns', 'dropdown', 'dropdown'],
  ['products', 'product', 'product'],
  ['versions', 'version', 'version'],
  ['languages', 'language', 'language'],
];

type Item = Record<string, unknown>;

/**
 * `navigation.global.tabs|dropdowns|products|versions|languages` (organize/settings-reference:
 * "global navigation elements that appear across all pages and locales") as links. Each is a link
 * to another site or page (`href`); hidden items and items without an allowed `href` are left out
 * (the config check reports unsafe URLs).
 */
export function globalNavigation(h: SectionHelpers): GlobalNavigation {
  const global = (h.site.config.navigation as { global?: Record<string, unknown> } | undefined)?.global;
  const out: GlobalNavigation = { tabs: [], switchers: {} };
  if (!global) return out;
  for (const [key, field, kind] of KEYS) {
    const list = global[key];
    if (!Array.isArray(list)) continue;
    list.forEach((raw: Item, i) => {
      if (!raw || typeof raw !== 'object' || raw.hidden === true || typeof raw.href !== 'string') return;
      const href = linkHref(raw.href, h.base);
      const name = String(raw[field] ?? '');
      if (href === undefined || name === '') return;
      const jsonPath = joinJsonPath(`navigation.global.${key}`, i);
      const icon =
        typeof raw.icon === 'string' && typeof raw.iconType === 'string'
          ? { name: raw.icon, style: raw.iconType }
          : raw.icon;
      const link: NavLink = {
        label: kind === 'language' ? (LANGUAGE_NAMES[name] ?? name) : name,
        href,
        external: isExternalUrl(raw.href),
        iconSvg: h.icon(icon as IconRef | undefined, locationOf(h.site.sourceMap, `${jsonPath}.icon`)),
        description: typeof raw.description === 'string' ? raw.description : undefined,
        current: false,
      };
      if (kind === 'tab') out.tabs.push(link);
      else out.switchers[kind] = [...(out.switchers[kind] ?? []), { ...link, isDefault: raw.default === true }];
    });
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
