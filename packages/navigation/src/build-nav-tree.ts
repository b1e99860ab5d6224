// The entry point of the navigation walk, on top of it: it imports the walkers
// (walk-nav-division.ts, walk-nav-group.ts, resolve-nav-entries.ts) and the walk's types
// (nav-tree-walk.ts); none of them imports it.
import type { Diagnostic } from '@docsgen/diagnostics';
import { firstPage } from './first-page.ts';
import type { NavTree, NavTreeInput, NavTreeWalk, Occurrence, Scope } from './nav-tree-walk.ts';
import { openApiRefs } from './own-openapi.ts';
import { EntryResolver } from './resolve-nav-entries.ts';
import type { DivisionNode, RouteSection } from './types.ts';
import { walkNavCollection } from './walk-nav-division.ts';

export type { NavTree, NavTreeInput, Occurrence } from './nav-tree-walk.ts';

/**
 * Walks the validated navigation into NavNodes, resolving page references against the page
 * table, endpoint entries against the OpenAPI index (inheritance: nearest ancestor wins), and
 * generating endpoint groups for elements whose spec no entry uses. Records every appearance of
 * a route; routes themselves are decided afterwards, once every appearance is known.
 * Recursion is bounded by the parser's depth limit. The levels are walked by walk-nav-division.ts and
 * walk-nav-group.ts, the entries resolved by resolve-nav-entries.ts.
 */
export function buildNavTree(input: NavTreeInput): NavTree {
  const { config, map } = input;
  const diagnostics: Diagnostic[] = [];
  const occurrences: Occurrence[] = [];
  const redirectedEntries: NavTree['redirectedEntries'] = [];

  const at = (jsonPath: string) => {
    const loc = map?.get(jsonPath)?.value;
    return { jsonPath, file: loc?.file ?? 'docs.json', ...(loc ? { line: loc.line, column: loc.column } : {}) };
  };
  const record: NavTreeWalk['record'] = (node, source, scope, explicit, inNav) => {
    occurrences.push({
      url: node.url,
      source,
      title: node.label,
      trail: scope.trail,
      section: sectionOf(scope.divisions),
      inNavigation: inNav && !scope.hidden,
      defaultRank: scope.defaultRank,
      context: scope.context,
      explicit,
      jsonPath: node.jsonPath,
    });
  };
  const resolver = new EntryResolver({ input, diagnostics, redirectedEntries, record, at });

  const nav = config.navigation;
  const rootScope: Scope = {
    trail: [],
    divisions: [],
    openapi: openApiRefs(nav.openapi ?? config.api?.openapi),
    hidden: false,
    defaultRank: 0,
    context: '',
    ...(nav.directory !== undefined ? { directory: nav.directory } : {}),
  };
  const { nodes } = walkNavCollection({ resolver, at, record }, nav, 'navigation', rootScope);
  return { nav: nodes, occurrences, diagnostics, redirectedEntries };
}

function sectionOf(divisions: DivisionNode[]): RouteSection {
  const section: RouteSection = { path: divisions.map((d) => d.jsonPath) };
  for (const d of divisions) {
    if (d.type === 'menuItem') section.menuItem = d.label;
    else section[d.type] = d.label;
  }
  return section;
}

export { firstPage };
