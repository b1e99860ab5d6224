import type { DocsConfig } from '@docsgen/config';
import type { Route } from '@docsgen/navigation';

// The value at a docs.json JSON path such as `navigation.tabs[1].groups[0]`, else undefined.
function valueAt(config: DocsConfig, jsonPath: string): unknown {
  let value: unknown = config;
  for (const part of jsonPath.match(/[^.[\]]+/g) ?? []) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[part];
  }
  return value;
}

/**
 * The search boost of a page from the navigation: the `boost` of the nearest enclosing group that
 * sets one (settings reference `navigation.groups[].boost`: pages inherit it from the nearest
 * ancestor group), else undefined. Frontmatter `boost` wins over it (the caller's choice).
 */
export function groupBoost(config: DocsConfig, route: Pick<Route, 'trail'>): number | undefined {
  for (let i = route.trail.length - 1; i >= 0; i--) {
    const node = route.trail[i]!;
    if (node.type !== 'group') continue;
    const boost = valueAt(config, `${node.jsonPath}.boost`);
    if (typeof boost === 'number' && Number.isFinite(boost) && boost >= 0) return boost;
  }
  return undefined;
}
