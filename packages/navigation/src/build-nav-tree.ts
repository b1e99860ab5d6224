import type { DocsConfig, SourceMap } from '@docsgen/config';
import type { Diagnostic } from '@docsgen/diagnostics';
import type { OpenApiIndex } from '@docsgen/openapi';
import { firstPage } from './first-page.ts';
import type { NavTreeWalk } from './nav-tree-walk.ts';
import { openApiRefs } from './own-openapi.ts';
import type { RedirectMatcher } from './redirect-matcher.ts';
import { EntryResolver, type Scope } from './resolve-nav-entries.ts';
import type { DivisionNode, NavNode, RouteSection, RouteSource } from './types.ts';
import { walkNavCollection } from './walk-nav-division.ts';

/** One appearance of a route in the navigation (a page can appear several times). */
export interface Occurrence {
  /** Route URL. */
  url: string;
  /** Where the content comes from. */
  source: RouteSource;
  /** Title known now (nav label or operation title). */
  title: string;
  /** Enclosing divisions and groups, root first (breadcrumbs leave out versions and languages). */
  trail: NavNode[];
  /** Enclosing divisions. */
  section: RouteSection;
  /** False under a hidden element or for an `x-hidden` operation. */
  inNavigation: boolean;
  /** Number of enclosing versions and languages that are not the default (0 wins). */
  defaultRank: number;
  /** JSON paths of the enclosing divisions: listing a page twice in one section is a warning (across sections it is a shared page). */
  context: string;
  /** Written in docs.json (false for bulk-generated endpoints). */
  explicit: boolean;
  /** JSON path of the entry. */
  jsonPath: string;
}

/** Inputs of {@link buildNavTree}. */
export interface NavTreeInput {
  /** The validated configuration. */
  config: DocsConfig;
  /** URL → page file. */
  pages: Map<string, string>;
  /** URL → file of pages that exist only when listed (README and friends); listed ones are added to `pages`. */
  listedOnly?: Map<string, string>;
  /** URL → file that lost a URL collision: already reported, so an entry naming it is skipped, not "missing"; default none. */
  collided?: Map<string, string>;
  /** URL → page file that is a symlink the scan skipped (outside the root or broken); default none. */
  skippedLinks?: Map<string, string>;
  /** Files of `skippedLinks` that are broken links (the others lead out of the repository); default none. */
  brokenLinks?: Set<string>;
  /** Loaded specs; undefined when none were loaded. */
  openapi?: OpenApiIndex;
  /** Spec sources that were declared (loaded or not), normalised: missing ones were reported at load. */
  declaredSpecs: Set<string>;
  /** docs.json positions. */
  map?: SourceMap;
  /** Redirect sources, so that a redirected nav page is not reported missing. */
  redirected: RedirectMatcher;
}

/** Output of {@link buildNavTree}. */
export interface NavTree {
  /** Root nodes. */
  nav: NavNode[];
  /** Every route appearance, in navigation order. */
  occurrences: Occurrence[];
  /** Problems found. */
  diagnostics: Diagnostic[];
  /** Page entries left out because a redirect covers them, to check where the redirect leads once the routes are known. */
  redirectedEntries: Array<{ entry: string; url: string; jsonPath: string }>;
}

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
