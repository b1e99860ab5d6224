import { DIVISION_COLLECTIONS, languageName, NAV_LEVELS } from '@docsgen/config';
import { isExternalUrl } from '@docsgen/html';
import type { DivisionNode, NavNode, Route, Site } from '@docsgen/navigation';
import { breadcrumbsOf } from '@docsgen/navigation/breadcrumbs';
import type { IconRenderer } from './icon-renderer.ts';
import { linkHref, routeHref } from './site-href.ts';
import type { NavLink, PageContext, SidebarItem, Switcher } from './theme-api.ts';

/** Helpers shared by every page of a build. */
export interface SectionHelpers {
  /** The resolved site. */
  site: Site;
  /** Base path (`/` or `/docs/`). */
  base: string;
  /** Renders icons (reports unknown ones). */
  icon: IconRenderer;
}

/** The per-section parts of a page context. */
export type SectionParts = Pick<PageContext, 'tabs' | 'anchors' | 'switchers' | 'sidebar' | 'breadcrumbs' | 'eyebrow'>;

type DivisionType = DivisionNode['type'];

// The division node types and list keys, from the navigation levels table.
const DIVISION_TYPES = new Set<string>(DIVISION_COLLECTIONS.map((c) => NAV_LEVELS[c].node));

function isDivision(node: NavNode): node is DivisionNode {
  return DIVISION_TYPES.has(node.type);
}

// The division kind a node stands for: a link entry carries the level it sits in (`tabs` for a tab
// that is only a link).
function divisionKind(node: NavNode): DivisionType | undefined {
  if (isDivision(node)) return node.type;
  if (node.type !== 'link' || node.level === undefined) return undefined;
  const level = NAV_LEVELS[node.level];
  return level.division ? (level.node as DivisionType) : undefined;
}

/**
 * The divisions enclosing a page. Pages outside the navigation (and the 404 page) get the default
 * section: at each level of divisions, the `default: true` one or else the first visible one.
 */
export function sectionTrail(site: Site, route: Route | undefined): NavNode[] {
  if (route && route.trail.length > 0) return route.trail;
  const trail: NavNode[] = [];
  let level: NavNode[] = site.nav;
  for (;;) {
    const divisions = level.filter((n): n is DivisionNode => isDivision(n) && n.children.length > 0);
    if (divisions.length === 0) return trail;
    const chosen = divisions.find((d) => d.isDefault) ?? divisions.find((d) => !d.hidden) ?? divisions[0]!;
    trail.push(chosen);
    level = chosen.children;
  }
}

function divisionHref(node: NavNode, base: string): string | undefined {
  if (node.type === 'link') return linkHref(node.href, base);
  if (isDivision(node)) {
    if (node.firstPageUrl !== undefined) return routeHref(node.firstPageUrl, base);
    return linkHref(node.href, base);
  }
  return undefined;
}

/** A navigation node as a link (undefined for a node with nowhere to go). */
export function toNavLink(node: NavNode, current: boolean, h: SectionHelpers): NavLink | undefined {
  if (!('label' in node)) return undefined;
  const href = divisionHref(node, h.base);
  if (href === undefined) return undefined;
  const raw =
    node.type === 'link' ? node.href : isDivision(node) && node.firstPageUrl === undefined ? node.href : undefined;
  return {
    label: node.type === 'language' ? languageName(node.label) : node.label,
    href,
    external: raw !== undefined && isExternalUrl(raw),
    iconSvg: h.icon(node.icon, { file: node.file, jsonPath: node.jsonPath, line: node.line, column: node.column }),
    description: isDivision(node) ? node.description : undefined,
    tag: isDivision(node) ? node.tag : undefined,
    current,
    color: isDivision(node) ? anchorColor(node.color) : undefined,
    ...(isDivision(node) && node.align === 'end' ? { align: 'end' as const } : {}),
  };
}

const HEX_COLOR = /^#(?:[0-9a-fA-F]{3}){1,2}$/;

// An anchor's `color`, hex values only (they are printed in a style attribute).
function anchorColor(color: DivisionNode['color']): NavLink['color'] {
  const light = typeof color?.light === 'string' && HEX_COLOR.test(color.light) ? color.light : undefined;
  const dark = typeof color?.dark === 'string' && HEX_COLOR.test(color.dark) ? color.dark : undefined;
  return light || dark ? { light, dark } : undefined;
}

/**
 * For a language or version option, the same page in that option when it exists: the route with
 * the locale/version folder swapped, removed or added, that belongs to the option.
 */
export function equivalentUrl(
  url: string,
  from: DivisionNode,
  to: DivisionNode,
  h: SectionHelpers,
): string | undefined {
  const key = from.type === 'language' ? 'language' : 'version';
  const segs = url.split('/').filter(Boolean);
  const fromPrefix = from.firstPageUrl?.split('/').filter(Boolean)[0];
  const toPrefix = to.firstPageUrl?.split('/').filter(Boolean)[0];
  const candidates: string[] = [];
  const rest = segs.slice(1).join('/');
  for (const p of [toPrefix, to.label]) {
    if (!p) continue;
    if (segs[0] === fromPrefix || segs[0] === from.label) candidates.push(`/${[p, rest].filter(Boolean).join('/')}`);
    candidates.push(`/${[p, ...segs].join('/')}`);
  }
  if (segs[0] === fromPrefix || segs[0] === from.label) candidates.push(rest === '' ? '/' : `/${rest}`);
  for (const c of candidates) {
    const route = h.site.routeByUrl.get(c);
    if (route && route.section[key] === to.label) return c;
  }
  return undefined;
}

function switcherFor(siblings: NavNode[], current: DivisionNode, url: string | undefined, h: SectionHelpers): Switcher {
  const options: NavLink[] = [];
  for (const node of siblings) {
    const link = toNavLink(node, node === current, h);
    if (!link) continue;
    if (url !== undefined && node === current) link.href = routeHref(url, h.base);
    else if (url !== undefined && isDivision(node) && (node.type === 'language' || node.type === 'version')) {
      const same = equivalentUrl(url, current, node, h);
      if (same !== undefined) link.href = routeHref(same, h.base);
    }
    options.push(link);
  }
  const label = current.type === 'language' ? languageName(current.label) : current.label;
  return { current: label, options };
}

function containsUrl(node: NavNode, url: string | undefined): boolean {
  if (url === undefined) return false;
  switch (node.type) {
    case 'page':
    case 'endpoint':
      return node.url === url;
    case 'link':
      return false;
    case 'group':
      return node.rootUrl === url || node.children.some((c) => containsUrl(c, url));
    default:
      return node.children.some((c) => containsUrl(c, url));
  }
}

/** Sidebar items of one level: pages, endpoints, links and groups (divisions are shown elsewhere). */
export function sidebarItems(nodes: NavNode[], url: string | undefined, h: SectionHelpers): SidebarItem[] {
  const items: SidebarItem[] = [];
  for (const node of nodes) {
    if (node.hidden) continue;
    const at = { file: node.file, jsonPath: node.jsonPath, line: node.line, column: node.column };
    switch (node.type) {
      case 'page': {
        // Frontmatter `url`: the entry leads to that address (organize/pages, "External links").
        const external = node.externalUrl !== undefined ? linkHref(node.externalUrl, h.base) : undefined;
        const iconAt = { file: node.file, line: node.iconLine };
        if (external !== undefined) {
          items.push({
            kind: 'link',
            label: node.label,
            href: external,
            external: isExternalUrl(node.externalUrl!),
            iconSvg: h.icon(node.icon, iconAt),
          });
          break;
        }
        items.push({
          kind: 'page',
          label: node.label,
          href: routeHref(node.url, h.base),
          current: node.url === url,
          iconSvg: h.icon(node.icon, iconAt),
          tag: node.tag,
          method: node.method,
          deprecated: node.deprecated,
        });
        break;
      }
      case 'endpoint':
        items.push({
          kind: 'page',
          label: node.label,
          href: routeHref(node.url, h.base),
          current: node.url === url,
          iconSvg: h.icon(node.icon, at),
          method: node.method,
        });
        break;
      case 'link': {
        const href = linkHref(node.href, h.base);
        if (href !== undefined) {
          items.push({
            kind: 'link',
            label: node.label,
            href,
            external: isExternalUrl(node.href),
            iconSvg: h.icon(node.icon, at),
          });
        }
        break;
      }
      case 'group': {
        const current = containsUrl(node, url);
        items.push({
          kind: 'group',
          label: node.label,
          iconSvg: h.icon(node.icon, at),
          tag: node.tag,
          topLevel: node.topLevel,
          expanded: node.topLevel || node.expanded === true || current,
          current,
          rootHref: node.rootUrl !== undefined ? routeHref(node.rootUrl, h.base) : undefined,
          firstHref: node.firstPageUrl !== undefined ? routeHref(node.firstPageUrl, h.base) : undefined,
          items: sidebarItems(node.children, url, h),
        });
        break;
      }
      default:
        // Divisions below the section level are not sidebar items.
        break;
    }
  }
  return items;
}

/**
 * Tabs, anchors, switchers, sidebar, breadcrumbs and eyebrow of the section holding `url`
 * (`trail` from {@link sectionTrail}). Only the current section's sidebar is emitted, so a page's
 * size does not grow with the rest of the site.
 */
export function sectionNavigation(
  trail: NavNode[],
  url: string | undefined,
  h: SectionHelpers,
  withSidebar = true,
): SectionParts {
  const parts: SectionParts = { tabs: [], anchors: [], switchers: {}, sidebar: [], breadcrumbs: [] };
  let container: NavNode[] = h.site.nav;
  let parentList: NavNode[] = h.site.nav;
  let eyebrow: string | undefined;
  let parentDivision: DivisionNode | undefined;
  for (const node of trail) {
    if (isDivision(node)) {
      const siblings = parentList.filter((n) => divisionKind(n) === node.type && !n.hidden);
      switch (node.type) {
        case 'tab':
          parts.tabs = [];
          for (const tab of siblings) {
            const link = toNavLink(tab, tab === node, h);
            if (!link) continue;
            const menu = isDivision(tab)
              ? tab.children
                  .filter((c) => divisionKind(c) === 'menuItem' && !c.hidden)
                  .map((c) => toNavLink(c, containsUrl(c, url), h))
                  .filter((l): l is NavLink => l !== undefined)
              : [];
            parts.tabs.push(menu.length > 0 ? { ...link, menu } : link);
          }
          break;
        case 'anchor':
          parts.anchors = siblings.map((n) => toNavLink(n, n === node, h)).filter((l): l is NavLink => l !== undefined);
          break;
        case 'menuItem':
          // A product's `menu` (a tab's shows in the tab bar): its items lead the sidebar, as anchors.
          if (parentDivision?.type === 'product') {
            parts.anchors = siblings
              .map((n) => toNavLink(n, n === node, h))
              .filter((l): l is NavLink => l !== undefined);
          }
          break;
        default:
          parts.switchers[node.type] = switcherFor(siblings, node, url, h);
      }
      container = node.children;
      parentList = node.children;
      parentDivision = node;
    } else if (node.type === 'group') {
      eyebrow = node.label;
      parentList = node.children;
    }
  }
  parts.breadcrumbs = breadcrumbsOf(trail).flatMap((node) => {
    const href =
      node.type === 'group'
        ? node.rootUrl !== undefined
          ? routeHref(node.rootUrl, h.base)
          : undefined
        : isDivision(node)
          ? divisionHref(node, h.base)
          : null;
    if (href === null) return [];
    return href === undefined ? [{ label: node.label }] : [{ label: node.label, href }];
  });
  // Sibling anchors at the level holding the section's content are shown even when the page sits
  // in none of them (a link-only anchor next to groups).
  if (parts.anchors.length === 0) {
    parts.anchors = container
      .filter((n) => divisionKind(n) === 'anchor' && !n.hidden)
      .map((n) => toNavLink(n, false, h))
      .filter((l): l is NavLink => l !== undefined);
  }
  // Left empty when the caller builds the sidebar itself (from a per-section tree, see sidebar-fragments.ts).
  if (withSidebar) parts.sidebar = sidebarItems(container, url, h);
  const division = [...trail]
    .reverse()
    .find((n): n is DivisionNode => isDivision(n) && n.type !== 'language' && n.type !== 'version');
  parts.eyebrow = eyebrow ?? division?.label;
  return parts;
}

/** The node list the sidebar of a section is built from: the children of its innermost division. */
export function sectionContainer(site: Site, trail: NavNode[]): NavNode[] {
  const division = [...trail].reverse().find(isDivision);
  return division ? division.children : site.nav;
}

/** Global anchors as links. */
export function globalAnchorLinks(h: SectionHelpers): NavLink[] {
  return h.site.globalAnchors.map((n) => toNavLink(n, false, h)).filter((l): l is NavLink => l !== undefined);
}
