import type { Route } from '@docsgen/navigation';

/**
 * The search boost of a page from the navigation: the `boost` of the nearest enclosing group that
 * sets one (settings reference `navigation.groups[].boost`: pages inherit it from the nearest
 * ancestor group), else undefined. Frontmatter `boost` wins over it (the caller's choice).
 */
export function groupBoost(route: Pick<Route, 'trail'>): number | undefined {
  for (let i = route.trail.length - 1; i >= 0; i--) {
    const node = route.trail[i]!;
    if (node.type !== 'group') continue;
    const { boost } = node;
    if (typeof boost === 'number' && Number.isFinite(boost) && boost >= 0) return boost;
  }
  return undefined;
}
