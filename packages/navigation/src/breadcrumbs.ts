import type { NavNode } from './types.ts';

/**
 * The breadcrumbs of a page whose enclosing divisions and groups are `trail` (root first):
 * reference §2.4, they never show versions or languages. The one place breadcrumbs are decided
 * (Route.breadcrumbs, and the theme's trail in @docsgen/build section-navigation.ts).
 */
export function breadcrumbsOf(trail: readonly NavNode[]): NavNode[] {
  return trail.filter((n) => n.type !== 'version' && n.type !== 'language');
}
