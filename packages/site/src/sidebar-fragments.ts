import { hashedName } from '@docsgen/diagnostics/content-hash';
import type { NavNode } from '@docsgen/navigation';
import {
  currentPaths,
  deferSidebar,
  fragmentEntries,
  hasLazy,
  inlineCount,
  markCurrent,
  SIDEBAR_INLINE_LIMIT,
} from './defer-sidebar.ts';
import { type SectionHelpers, sidebarItems } from './section-navigation.ts';
import type { SidebarItem } from './theme-api.ts';

/** What {@link createSidebarFragments} needs from the theme and the build. */
export interface SidebarFragmentOptions {
  /** Helpers of the build's sections. */
  helpers: SectionHelpers;
  /** The theme's markup for one level of items (`Theme.renderSidebarItems`). */
  render(items: SidebarItem[], options: { drilldown: boolean }): string;
  /** Effective drilldown of the site. */
  drilldown: boolean;
}

/** A section's sidebar fragment: a file of the output, the same value for every page that names it. */
export interface SidebarFragment {
  /** POSIX, relative to the site root, no leading slash (content-hashed). */
  path: string;
  /** The fragment's JSON. */
  contents: string;
}

/** Per-section sidebar fragments, each made once the first time a page needs it. */
export interface SidebarFragments {
  /**
   * The sidebar of the page at `href` (base applied; none for the 404 page) in the section built
   * from `container`, far groups deferred, and when any group is, the fragment: its href and its
   * file (for the engine to write; many pages name the same one).
   */
  sidebar(
    container: NavNode[],
    href: string | undefined,
  ): { sidebar: SidebarItem[]; fragment?: { href: string; file: SidebarFragment } };
}

/**
 * Sidebar fragments: for each section (the node list its sidebar is built from), the children of
 * every group as the theme renders them, in one content-hashed JSON file under `assets/` that the
 * browser fetches once and keeps, so a page holds only its own path through the section.
 */
export function createSidebarFragments(options: SidebarFragmentOptions): SidebarFragments {
  // Each section's sidebar is built once, for no page; a page marks its own path in it.
  type Section = {
    full: SidebarItem[];
    paths: Map<string, number[][]>;
    deferOpen: boolean;
    fragment?: { href: string; file: SidebarFragment };
  };
  const sections = new Map<NavNode[], Section>();
  const section = (container: NavNode[]) => {
    let found = sections.get(container);
    if (!found) {
      const full = sidebarItems(container, undefined, options.helpers);
      found = { full, paths: currentPaths(full), deferOpen: inlineCount(full) > SIDEBAR_INLINE_LIMIT };
      sections.set(container, found);
    }
    return found;
  };
  // Rendered the first time a page of the section defers a group, so sites whose pages defer
  // nothing get no extra file.
  const fragmentOf = (s: Section): { href: string; file: SidebarFragment } => {
    if (s.fragment === undefined) {
      const entries: Record<string, string> = {};
      for (const [key, items] of fragmentEntries(s.full, s.deferOpen)) {
        entries[key] = options.render(items, { drilldown: options.drilldown });
      }
      const contents = JSON.stringify(entries);
      const path = `assets/${hashedName('sidebar.json', contents)}`;
      s.fragment = { href: `${options.helpers.base}${path}`, file: { path, contents } };
    }
    return s.fragment;
  };
  return {
    sidebar(container, href) {
      const s = section(container);
      const sidebar = markCurrent(s.full, href === undefined ? [] : (s.paths.get(href) ?? []));
      if (!sidebar.some((item) => item.kind === 'group')) return { sidebar };
      const deferred = deferSidebar(sidebar, s.deferOpen);
      return hasLazy(deferred) ? { sidebar: deferred, fragment: fragmentOf(s) } : { sidebar };
    },
  };
}
