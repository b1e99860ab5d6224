// The types of one navigation walk, at the bottom of it: the walk imports in one direction,
// types.ts and this file, then the walkers (own-openapi.ts, resolve-nav-entries.ts,
// walk-nav-group.ts, walk-nav-division.ts), then the entry point build-nav-tree.ts. Nothing here
// imports a walker (test/nav-import-cycles.test.ts fails on a cycle).
import type { DocsConfig, SourceMap } from '@docsgen/config';
import type { Diagnostic } from '@docsgen/diagnostics';
import type { OpenApiIndex } from '@docsgen/openapi';
import type { RedirectMatcher } from './redirect-matcher.ts';
import type {
  DivisionNode,
  EndpointNode,
  GroupNode,
  NavNode,
  OpenApiSourceRef,
  PageNode,
  RouteSection,
  RouteSource,
} from './types.ts';

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

/** Inputs of buildNavTree (build-nav-tree.ts). */
export interface NavTreeInput {
  /** The validated configuration. */
  config: DocsConfig;
  /** URL → page file. */
  pages: Map<string, string>;
  /** URL → file of pages that exist only when listed (README and friends); listed ones are added to `pages`. */
  listedOnly?: Map<string, string>;
  /** URL → file that lost a URL collision: already reported, so an entry naming it is skipped, not "missing"; default none. */
  collided?: Map<string, string>;
  /** URLs of pages withheld for their `groups` frontmatter (see loadSite): an entry naming one is skipped, not "missing"; default none. */
  withheld?: ReadonlySet<string>;
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

/** A page entry a redirect covers, left out, to check where the redirect leads once the routes are known. */
export interface RedirectedEntry {
  /** The entry as written. */
  entry: string;
  /** Its URL. */
  url: string;
  /** Its JSON path. */
  jsonPath: string;
}

/** Output of buildNavTree (build-nav-tree.ts). */
export interface NavTree {
  /** Root nodes. */
  nav: NavNode[];
  /** Every route appearance, in navigation order. */
  occurrences: Occurrence[];
  /** Problems found. */
  diagnostics: Diagnostic[];
  /** Page entries left out because a redirect covers them. */
  redirectedEntries: RedirectedEntry[];
}

/** The element that gave endpoint entries their spec: it generates no endpoint groups when one did. */
export interface Provider {
  /** Endpoint entries that took their spec from this element. */
  count: number;
}

/** What an element of the walk inherits from the elements around it. */
export interface Scope {
  /** Enclosing divisions and groups, root first. */
  trail: NavNode[];
  /** Enclosing divisions, root first. */
  divisions: DivisionNode[];
  /** The specs in scope (nearest ancestor's `openapi`). */
  openapi: OpenApiSourceRef[];
  /** The nearest element with its own `openapi`; default none. */
  provider?: Provider;
  /** Under a hidden element. */
  hidden: boolean;
  /** Number of enclosing versions and languages that are not the default. */
  defaultRank: number;
  /** JSON paths of the enclosing divisions, joined. */
  context: string;
  /** The nearest `directory` among the enclosing elements, else `navigation.directory`; default none. */
  directory?: string;
}

/** The position of a JSON path in docs.json (or the `$ref` file holding it), for a node. */
export type NodePosition = (jsonPath: string) => { jsonPath: string; file: string; line?: number; column?: number };

/** Records one appearance of a route. */
export type RecordOccurrence = (
  node: PageNode | EndpointNode,
  source: RouteSource,
  scope: Scope,
  explicit: boolean,
  inNav: boolean,
) => void;

/** What resolves the entries of the walk (resolve-nav-entries.ts's EntryResolver). */
export interface NavEntryResolver {
  /** A `pages` entry that is a string: a page, an endpoint, a redirected page kept as a link; undefined when left out. */
  pageEntry(entry: string, jsonPath: string, scope: Scope): NavNode | undefined;
  /** A page path resolved against the page table (problems reported); undefined when there is none. */
  resolvePage(entry: string, jsonPath: string): { url: string; file: string } | undefined;
  /** The endpoint groups generated from a spec no entry used. */
  generated(own: OpenApiSourceRef[], jsonPath: string, scope: Scope, topLevel: boolean): GroupNode[];
}

/** What the steps of one buildNavTree walk share (build-nav-tree.ts makes it). */
export interface NavTreeWalk {
  /** Resolves page and endpoint entries, and generates endpoint groups. */
  resolver: NavEntryResolver;
  /** The position of a JSON path, for a node. */
  at: NodePosition;
  /** Records one appearance of a route. */
  record: RecordOccurrence;
}

/** What the entry resolver shares with the walk of the levels. */
export interface EntryResolverContext {
  /** The inputs of buildNavTree. */
  input: NavTreeInput;
  /** Problems found (appended to). */
  diagnostics: Diagnostic[];
  /** Page entries a redirect covers (appended to). */
  redirectedEntries: RedirectedEntry[];
  /** Records one appearance of a route. */
  record: RecordOccurrence;
  /** The position of a JSON path, for a node. */
  at: NodePosition;
}
