import {
  DIVISION_LEVELS,
  type DocsConfig,
  joinJsonPath,
  NAV_COLLECTIONS,
  NAV_LEVELS,
  type NavCollection,
  type NavGroup,
  type NavPageEntry,
  normalizeOpenApiValue,
  type SourceMap,
} from '@docsgen/config';
import type { Diagnostic } from '@docsgen/diagnostics';
import type { OpenApiIndex } from '@docsgen/openapi';
import { firstPage } from './first-page.ts';
import { titleFromUrl } from './page-url.ts';
import type { RedirectMatcher } from './redirect-matcher.ts';
import { EntryResolver, type Provider, type Scope } from './resolve-nav-entries.ts';
import type {
  DivisionNode,
  EndpointNode,
  GroupNode,
  IconRef,
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

type Json = Record<string, unknown>;

/** An element holding lists (`navigation`, a division): its lists, by key, as validated. */
type Holder = { [K in NavCollection]?: unknown };

/**
 * Walks the validated navigation into NavNodes, resolving page references against the page
 * table, endpoint entries against the OpenAPI index (inheritance: nearest ancestor wins), and
 * generating endpoint groups for elements whose spec no entry uses. Records every appearance of
 * a route; routes themselves are decided afterwards, once every appearance is known.
 * Recursion is bounded by the parser's depth limit.
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

  const sectionOf = (divisions: DivisionNode[]): RouteSection => {
    const section: RouteSection = { path: divisions.map((d) => d.jsonPath) };
    for (const d of divisions) {
      if (d.type === 'menuItem') section.menuItem = d.label;
      else section[d.type] = d.label;
    }
    return section;
  };

  const record = (
    node: PageNode | EndpointNode,
    source: RouteSource,
    scope: Scope,
    explicit: boolean,
    inNav: boolean,
  ) => {
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

  const ownOpenApi = (value: unknown, scope: Scope): { list: OpenApiSourceRef[]; own: OpenApiSourceRef[] } => {
    if (value === undefined) return { list: scope.openapi, own: [] };
    const own = normalizeOpenApiValue(value as Parameters<typeof normalizeOpenApiValue>[0]).map((e) => ({
      source: e.source,
      ...(e.directory !== undefined ? { directory: e.directory } : {}),
    }));
    return { list: own, own };
  };

  const group = (g: NavGroup, jsonPath: string, scope: Scope, topLevel: boolean): GroupNode => {
    const { list, own } = ownOpenApi(g.openapi, scope);
    const node: GroupNode = {
      type: 'group',
      label: g.group,
      topLevel,
      children: [],
      ...at(jsonPath),
      ...(g.hidden ? { hidden: true } : {}),
      ...(g.icon !== undefined ? { icon: g.icon as IconRef } : {}),
      ...(g.tag !== undefined ? { tag: g.tag } : {}),
      ...(g.expanded !== undefined ? { expanded: g.expanded } : {}),
      ...(typeof (g as { directory?: unknown }).directory === 'string'
        ? { directory: (g as { directory: string }).directory }
        : {}),
      openapi: list,
    };
    const provider: Provider | undefined = own.length ? { count: 0 } : scope.provider;
    const inner: Scope = {
      ...scope,
      trail: [...scope.trail, node],
      openapi: list,
      provider,
      hidden: scope.hidden || !!g.hidden,
    };
    if (g.root !== undefined) {
      const rootPath = joinJsonPath(jsonPath, 'root');
      const page = resolver.resolvePage(g.root, rootPath);
      if (page) {
        node.rootUrl = page.url;
        const rootNode: PageNode = {
          type: 'page',
          url: page.url,
          file: page.file,
          label: titleFromUrl(page.url),
          jsonPath: rootPath,
          openapi: list,
        };
        record(rootNode, { kind: 'page', file: page.file }, inner, true, true);
      }
    }
    node.children = entries(g.pages ?? [], joinJsonPath(jsonPath, 'pages'), inner);
    if (own.length && provider?.count === 0) node.children.push(...resolver.generated(own, jsonPath, inner, false));
    node.firstPageUrl = firstPage(node);
    return node;
  };

  const entries = (list: NavPageEntry[], jsonPath: string, scope: Scope): NavNode[] => {
    const out: NavNode[] = [];
    list.forEach((entry, i) => {
      const p = joinJsonPath(jsonPath, i);
      const node = typeof entry === 'string' ? resolver.pageEntry(entry, p, scope) : group(entry, p, scope, false);
      if (node) out.push(node);
    });
    return out;
  };

  const collection = (obj: Holder, jsonPath: string, scope: Scope): { key?: NavCollection; nodes: NavNode[] } => {
    const key = NAV_COLLECTIONS.find((k) => Array.isArray(obj[k]));
    if (!key) return { nodes: [] };
    const list = obj[key] as unknown[];
    const p = joinJsonPath(jsonPath, key);
    if (key === 'pages') {
      // Groups written directly in a division's `pages` are top-level groups.
      const out: NavNode[] = [];
      list.forEach((entry, i) => {
        const ep = joinJsonPath(p, i);
        const node =
          typeof entry === 'string' ? resolver.pageEntry(entry, ep, scope) : group(entry as NavGroup, ep, scope, true);
        if (node) out.push(node);
      });
      return { key, nodes: out };
    }
    if (key === 'groups')
      return { key, nodes: list.map((g, i) => group(g as NavGroup, joinJsonPath(p, i), scope, true)) };
    const kind = NAV_LEVELS[key].label;
    const items = list as Json[];
    const explicitDefault = items.findIndex((d) => d.default === true);
    const defaultIndex = kind === 'version' || kind === 'language' ? Math.max(0, explicitDefault) : -1;
    return { key, nodes: items.map((d, i) => division(d, kind, joinJsonPath(p, i), scope, i === defaultIndex)) };
  };

  const division = (d: Json, kind: string, jsonPath: string, scope: Scope, isDefault: boolean): DivisionNode => {
    const { list, own } = ownOpenApi(d.openapi, scope);
    const type = DIVISION_LEVELS.get(kind)!.node;
    const label = String(kind === 'product' && typeof d.name === 'string' ? d.name : d[kind]);
    const node: DivisionNode = {
      type,
      label,
      children: [],
      ...at(jsonPath),
      ...(d.hidden ? { hidden: true } : {}),
      ...(d.icon !== undefined ? { icon: d.icon as IconRef } : {}),
      ...(typeof d.href === 'string' ? { href: d.href } : {}),
      ...(typeof d.description === 'string' ? { description: d.description } : {}),
      ...(isDefault ? { isDefault: true } : {}),
      ...(typeof d.tag === 'string' ? { tag: d.tag } : {}),
      ...(d.banner && typeof d.banner === 'object' ? { banner: d.banner as DivisionNode['banner'] } : {}),
      ...(d.color && typeof d.color === 'object' ? { color: d.color as DivisionNode['color'] } : {}),
      ...(kind === 'tab' && d.align === 'end' ? { align: 'end' as const } : {}),
      ...(typeof d.directory === 'string' ? { directory: d.directory } : {}),
      ...(kind === 'language' && (d.navbar || d.footer)
        ? { chrome: { navbar: d.navbar as DocsConfig['navbar'], footer: d.footer as DocsConfig['footer'] } }
        : {}),
      openapi: list,
    };
    const switcher = type === 'version' || type === 'language';
    const provider: Provider | undefined = own.length ? { count: 0 } : scope.provider;
    const inner: Scope = {
      trail: [...scope.trail, node],
      divisions: [...scope.divisions, node],
      openapi: list,
      provider,
      hidden: scope.hidden || !!d.hidden,
      defaultRank: scope.defaultRank + (switcher && !isDefault ? 1 : 0),
      context: `${scope.context}|${jsonPath}`,
    };
    const { key, nodes } = collection(d, jsonPath, inner);
    node.children = nodes;
    if (own.length && provider?.count === 0 && (key === undefined || key === 'groups' || key === 'pages')) {
      node.children.push(...resolver.generated(own, jsonPath, inner, true));
    }
    node.firstPageUrl = firstPage(node);
    return node;
  };

  const nav = config.navigation;
  const rootOpenApi = normalizeOpenApiValue(nav.openapi ?? config.api?.openapi).map((e) => ({
    source: e.source,
    ...(e.directory !== undefined ? { directory: e.directory } : {}),
  }));
  const rootScope: Scope = {
    trail: [],
    divisions: [],
    openapi: rootOpenApi,
    hidden: false,
    defaultRank: 0,
    context: '',
  };
  const { nodes } = collection(nav, 'navigation', rootScope);
  return { nav: nodes, occurrences, diagnostics, redirectedEntries };
}

export { firstPage };
