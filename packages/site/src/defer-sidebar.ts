import type { SidebarItem } from './theme-api.ts';

/**
 * Sidebar entries a page holds in full before a section counts as large: past it, a page holds
 * only the top-level item holding it, and the rest of the section's top level comes from the
 * section's fragment (a tab with hundreds of pages would otherwise put its whole tree into every page).
 */
export const SIDEBAR_INLINE_LIMIT = 150;

/** Entries shown at load when collapsed groups are headers only (groups open at load count their children). */
export function inlineCount(items: SidebarItem[]): number {
  let n = 0;
  for (const item of items) {
    n++;
    if (item.kind === 'group' && item.expanded) n += inlineCount(item.items);
  }
  return n;
}

function firstPage(items: SidebarItem[]): SidebarItem | undefined {
  for (const item of items) {
    if (item.kind === 'page') return { ...item, current: false };
    if (item.kind === 'group') {
      const found = firstPage(item.items);
      if (found) return found;
    }
  }
  return undefined;
}

const keyOf = (prefix: string, i: number) => (prefix === '' ? String(i) : `${prefix}.${i}`);

function deferGroup(item: SidebarItem, key: string, deferOpen: boolean): SidebarItem {
  if (item.kind !== 'group') return item;
  if (item.current || (item.expanded && !deferOpen)) return { ...item, items: deferLevel(item.items, deferOpen, key) };
  const placeholder = firstPage(item.items);
  return { ...item, items: placeholder ? [placeholder] : [], lazy: key };
}

function deferLevel(items: SidebarItem[], deferOpen: boolean, prefix: string): SidebarItem[] {
  return items.map((item, i) => deferGroup(item, keyOf(prefix, i), deferOpen));
}

function holdsCurrent(item: SidebarItem): boolean {
  return (item.kind === 'page' && item.current) || (item.kind === 'group' && item.current);
}

/**
 * The sidebar as a page holds it. Groups holding the current page stay in full; groups collapsed
 * at load become their header and a placeholder list with their first page (so they work without
 * scripts), with `lazy` set to their key: the index path of the group among the section's visible
 * items (`2`, `2.0`…), the same in every page of the section. With `deferOpen` (a large section)
 * every group away from the current page is deferred, and the top-level items around the one
 * holding the page are left out as `deferred` runs.
 */
export function deferSidebar(items: SidebarItem[], deferOpen: boolean): SidebarItem[] {
  if (!deferOpen) return deferLevel(items, false, '');
  const out: SidebarItem[] = [];
  let from = -1;
  items.forEach((item, i) => {
    if (holdsCurrent(item)) {
      if (from >= 0) out.push({ kind: 'deferred', from, to: i - 1 });
      from = -1;
      out.push(deferGroup(item, String(i), true));
    } else if (from < 0) from = i;
  });
  if (from >= 0) out.push({ kind: 'deferred', from, to: items.length - 1 });
  return out;
}

/**
 * The entries of a section's fragment, from its sidebar built for no page: every group's children
 * by key (collapsed sub-groups deferred again, their own entries follow; open ones in full), and,
 * for large sections, each top-level item as `~<index>` (groups as deferred headers).
 */
export function fragmentEntries(items: SidebarItem[], deferOpen: boolean): Array<[string, SidebarItem[]]> {
  const out: Array<[string, SidebarItem[]]> = [];
  const walk = (level: SidebarItem[], prefix: string) => {
    level.forEach((item, i) => {
      if (item.kind !== 'group') return;
      const key = keyOf(prefix, i);
      out.push([key, deferLevel(item.items, false, key)]);
      walk(item.items, key);
    });
  };
  walk(items, '');
  if (deferOpen) for (const [i, item] of items.entries()) out.push([`~${i}`, [deferGroup(item, String(i), true)]]);
  return out;
}

/** True when some group of the tree is deferred or some top-level run left out. */
export function hasLazy(items: SidebarItem[]): boolean {
  return items.some(
    (item) => item.kind === 'deferred' || (item.kind === 'group' && (item.lazy !== undefined || hasLazy(item.items))),
  );
}

/**
 * Where each page of a section's sidebar (built for no page) sits: href → index paths of the items
 * that become current on that page (its page entries, and groups whose root page it is).
 */
export function currentPaths(items: SidebarItem[]): Map<string, number[][]> {
  const paths = new Map<string, number[][]>();
  const add = (href: string, path: number[]) => {
    const list = paths.get(href);
    if (list) list.push(path);
    else paths.set(href, [path]);
  };
  const walk = (level: SidebarItem[], prefix: number[]) => {
    level.forEach((item, i) => {
      const path = [...prefix, i];
      if (item.kind === 'page') add(item.href, path);
      else if (item.kind === 'group') {
        if (item.rootHref !== undefined) add(item.rootHref, path);
        walk(item.items, path);
      }
    });
  };
  walk(items, []);
  return paths;
}

/**
 * The sidebar of one page from its section's sidebar built for no page: the items at `paths` (see
 * {@link currentPaths}) marked current, and the groups holding them current and open. Only the
 * items on those paths are copied, so this costs the depth of the tree, not its size.
 */
export function markCurrent(items: SidebarItem[], paths: number[][]): SidebarItem[] {
  if (paths.length === 0) return items;
  const out = [...items];
  const byIndex = new Map<number, number[][]>();
  for (const [head, ...rest] of paths) {
    const list = byIndex.get(head!);
    if (list) list.push(rest);
    else byIndex.set(head!, [rest]);
  }
  for (const [i, rests] of byIndex) {
    const item = out[i]!;
    if (item.kind === 'page') out[i] = { ...item, current: true };
    else if (item.kind === 'group') {
      const inner = rests.filter((r) => r.length > 0);
      out[i] = { ...item, current: true, expanded: true, items: markCurrent(item.items, inner) };
    }
  }
  return out;
}
