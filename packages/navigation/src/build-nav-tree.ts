import {
  type DocsConfig,
  joinJsonPath,
  locationOf,
  type NavGroup,
  type NavPageEntry,
  normalizeOpenApiValue,
  type OpenApiValue,
  type SourceMap,
} from '@docsgen/config';
import { closestMatches, type Diagnostic, error, warning } from '@docsgen/diagnostics';
import {
  closestOperations,
  endpointSlugs,
  findOperation,
  findSpec,
  groupOperationsByTag,
  type LoadedSpec,
  type OpenApiIndex,
  type OperationInfo,
  operationKey,
  parseEndpointRef,
} from '@docsgen/openapi';
import { normalizePageRef, slugToUrl, titleFromUrl } from './page-url.ts';
import type { RedirectMatcher } from './redirect-matcher.ts';
import type {
  DivisionNode,
  EndpointNode,
  GroupNode,
  IconRef,
  LinkNode,
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

interface Provider {
  /** Endpoint entries that took their spec from this element. */
  count: number;
}

interface Scope {
  trail: NavNode[];
  divisions: DivisionNode[];
  openapi: OpenApiSourceRef[];
  provider?: Provider;
  hidden: boolean;
  defaultRank: number;
  context: string;
}

type Json = Record<string, unknown>;

const KIND: Record<string, DivisionNode['type']> = {
  tab: 'tab',
  anchor: 'anchor',
  dropdown: 'dropdown',
  product: 'product',
  version: 'version',
  language: 'language',
  item: 'menuItem',
};
const COLLECTION_KIND: Record<string, string> = {
  tabs: 'tab',
  anchors: 'anchor',
  dropdowns: 'dropdown',
  products: 'product',
  versions: 'version',
  languages: 'language',
  menu: 'item',
};
const COLLECTIONS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors', 'menu', 'groups', 'pages'];

/**
 * Walks the validated navigation into NavNodes, resolving page references against the page
 * table, endpoint entries against the OpenAPI index (inheritance: nearest ancestor wins), and
 * generating endpoint groups for elements whose spec no entry uses. Records every appearance of
 * a route; routes themselves are decided afterwards, once every appearance is known.
 * Recursion is bounded by the parser's depth limit.
 */
export function buildNavTree(input: NavTreeInput): NavTree {
  const { config, pages, openapi, map } = input;
  const diagnostics: Diagnostic[] = [];
  const occurrences: Occurrence[] = [];
  const redirectedEntries: NavTree['redirectedEntries'] = [];
  const slugCache = new Map<string, Map<string, string>>();
  const pageSlugs = [...pages.keys()].map((u) => u.slice(1) || 'index');

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

  const slugsFor = (spec: LoadedSpec, directory?: string) => {
    const key = `${spec.file}\u0000${directory ?? ''}`;
    let slugs = slugCache.get(key);
    if (!slugs) {
      slugs = endpointSlugs(spec, directory);
      slugCache.set(key, slugs);
    }
    return slugs;
  };

  const endpointNode = (
    op: OperationInfo,
    spec: LoadedSpec,
    directory: string | undefined,
    jsonPath: string,
    scope: Scope,
  ): EndpointNode => {
    const slug = slugsFor(spec, directory).get(operationKey(op)) ?? '';
    return {
      type: 'endpoint',
      url: slugToUrl(slug),
      label: op.title,
      method: op.method,
      path: op.path,
      spec: spec.file,
      ...at(jsonPath),
      openapi: scope.openapi,
      ...(op.hidden ? { hidden: true } : {}),
    };
  };

  const pageEntry = (entry: string, jsonPath: string, scope: Scope): NavNode | undefined => {
    const ref = parseEndpointRef(entry);
    if (ref) return endpointEntry(entry, ref, jsonPath, scope);
    const page = resolvePage(entry, jsonPath);
    if (!page) return redirectedEntry(entry, jsonPath);
    const node: PageNode = {
      type: 'page',
      url: page.url,
      file: page.file,
      label: titleFromUrl(page.url),
      jsonPath,
      openapi: scope.openapi,
    };
    record(node, { kind: 'page', file: page.file }, scope, true, true);
    return node;
  };

  // A listed page with no file whose path is a redirect source: Mintlify keeps the entry (a link
  // titled from its path) and the redirect takes the reader on; so does docsgen.
  const redirectedEntry = (entry: string, jsonPath: string): LinkNode | undefined => {
    const ref = normalizePageRef(entry);
    if (!ref.ok) return undefined;
    const url = slugToUrl(ref.slug);
    if (pages.has(url) || input.collided?.has(url) || !input.redirected(url)) return undefined;
    return { type: 'link', label: titleFromUrl(url), href: url, ...at(jsonPath) };
  };

  const resolvePage = (entry: string, jsonPath: string): { url: string; file: string } | undefined => {
    const ref = normalizePageRef(entry);
    if (!ref.ok) {
      diagnostics.push(
        error(
          'nav/path-escapes-root',
          `Page \`${entry}\` ${ref.reason === 'absolute' ? 'is an absolute path' : 'escapes the docs root'}; pages must be inside the docs root.`,
          {
            ...locationOf(map, jsonPath),
            hint: 'Write the path relative to the docs root, e.g. "guides/quickstart".',
          },
        ),
      );
      return undefined;
    }
    const url = slugToUrl(ref.slug);
    const file = pages.get(url) ?? input.listedOnly?.get(url);
    if (file !== undefined) {
      if (!pages.has(url)) pages.set(url, file);
      return { url, file };
    }
    // `Intro` when `intro.mdx` took /intro: the collision error already names both files.
    if (input.collided?.has(url)) return undefined;
    if (input.redirected(url)) {
      redirectedEntries.push({ entry, url, jsonPath });
      return undefined;
    }
    const link = input.skippedLinks?.get(url);
    if (link !== undefined) {
      // Out of the repository: refused (catalogue row 22, safety). Broken: Mintlify's build warns
      // about a listed page it cannot find and carries on; so does docsgen.
      const broken = input.brokenLinks?.has(link) === true;
      diagnostics.push(
        (broken ? warning : error)(
          'nav/page-not-readable',
          broken
            ? `Page \`${entry}\` is \`${link}\`, a broken symlink (or a loop); it is left out.`
            : `Page \`${entry}\` is \`${link}\`, a symlink that leaves the repository; docsgen does not read it.`,
          {
            ...locationOf(map, jsonPath),
            related: [{ message: 'the skipped link', file: link }],
            hint: broken
              ? 'Fix the link, or remove the entry.'
              : 'Copy the file into the repository instead of linking to it.',
          },
        ),
      );
      return undefined;
    }
    // A control character (a NUL) in a path is pathological input, refused as the catalogue asks.
    const control = /[\u0000-\u001f]/.test(entry);
    // Very short candidates "match" by containment; they are noise as suggestions.
    const near = closestMatches(ref.slug, pageSlugs, 5)
      .filter((c) => c.length * 2 >= ref.slug.length)
      .slice(0, 3);
    // Mintlify's build warns and carries on; the entry is left out of docsgen's sidebar (no link to a 404).
    diagnostics.push(
      (control ? error : warning)(
        'nav/missing-page',
        `Page \`${entry}\` does not exist: no ${ref.slug || 'index'}.mdx or ${ref.slug || 'index'}.md in the docs root.`,
        {
          ...locationOf(map, jsonPath),
          hint: near.length
            ? `Did you mean ${near.map((n) => `\`${n}\``).join(', ')}?`
            : 'Create the file, fix the path (relative to the docs root, without extension), or add a redirect for it.',
        },
      ),
    );
    return undefined;
  };

  const endpointEntry = (
    entry: string,
    ref: NonNullable<ReturnType<typeof parseEndpointRef>>,
    jsonPath: string,
    scope: Scope,
  ): NavNode | undefined => {
    let candidates: OpenApiSourceRef[];
    if (ref.spec !== undefined) {
      const written = normalizeOpenApiValue(ref.spec)[0]!;
      const inherited = scope.openapi.find((s) => findSpecSafe(s.source)?.file === findSpecSafe(written.source)?.file);
      candidates = [
        { source: written.source, ...(inherited?.directory !== undefined ? { directory: inherited.directory } : {}) },
      ];
    } else {
      candidates = scope.openapi;
      if (scope.provider) scope.provider.count++;
    }
    if (candidates.length === 0) {
      diagnostics.push(
        // Mintlify's build reads such an entry as a page that does not exist: a warning, left out.
        warning('nav/endpoint-no-spec', `Endpoint entry \`${entry}\` has no OpenAPI spec in scope; it is left out.`, {
          ...locationOf(map, jsonPath),
          hint: 'Set "openapi": "path/to/spec.yaml" on this group or an enclosing element, or name the spec in the entry: "spec.yaml GET /path".',
        }),
      );
      return undefined;
    }
    const loaded = candidates.map((c) => ({ ref: c, spec: findSpecSafe(c.source) }));
    const missing = loaded.filter((l) => !l.spec);
    if (missing.length === loaded.length) {
      // A declared spec that failed to load was already reported at its declaration.
      if (missing.some((m) => input.declaredSpecs.has(m.ref.source))) return undefined;
      diagnostics.push(
        error(
          'nav/endpoint-no-spec',
          `Endpoint entry \`${entry}\` names the spec \`${ref.spec}\`, which is not loaded.`,
          {
            ...locationOf(map, jsonPath),
            hint: 'Check the spec path (relative to the docs root) in the entry.',
          },
        ),
      );
      return undefined;
    }
    const found = loaded.flatMap((l) => {
      const op = l.spec ? findOperation(l.spec, ref.method, ref.path) : undefined;
      return op && l.spec ? [{ op, spec: l.spec, directory: l.ref.directory }] : [];
    });
    if (found.length === 0) {
      const first = loaded.find((l) => l.spec)!.spec!;
      const near = closestOperations(first, ref.method, ref.path, 3);
      diagnostics.push(
        error(
          'nav/endpoint-not-found',
          `Endpoint \`${ref.method === 'WEBHOOK' ? `webhook ${ref.path}` : `${ref.method} ${ref.path}`}\` is not in ${first.file}.`,
          {
            ...locationOf(map, jsonPath),
            hint: near.length
              ? `Closest operations: ${near.map((n) => `\`${n}\``).join(', ')}.`
              : `Check ${first.file} for the method and path.`,
          },
        ),
      );
      return undefined;
    }
    const distinct = [...new Map(found.map((f) => [f.spec.file, f])).values()];
    if (distinct.length > 1) {
      diagnostics.push(
        error(
          'nav/endpoint-ambiguous',
          `Endpoint \`${entry}\` is defined in several specs in scope: ${distinct.map((f) => f.spec.file).join(', ')}.`,
          {
            ...locationOf(map, jsonPath),
            hint: `Name the spec in the entry, e.g. "${distinct[0]!.spec.file} ${entry.trim()}".`,
          },
        ),
      );
      return undefined;
    }
    const { op, spec, directory } = distinct[0]!;
    if (op.excluded) {
      diagnostics.push(
        warning(
          'nav/endpoint-excluded',
          `Endpoint \`${entry}\` is marked \`x-excluded\` in ${spec.file}; no page is built for it.`,
          {
            ...locationOf(map, jsonPath),
            hint: 'Remove the entry, or drop `x-excluded` from the operation.',
          },
        ),
      );
      return undefined;
    }
    const node = endpointNode(op, spec, directory, jsonPath, scope);
    record(node, { kind: 'endpoint', spec: spec.file, method: op.method, path: op.path }, scope, true, !op.hidden);
    return op.hidden ? undefined : node;
  };

  const findSpecSafe = (source: string): LoadedSpec | undefined => (openapi ? findSpec(openapi, source) : undefined);

  // Groups generated from a spec no entry used (reference §2.5): one per tag, in document order.
  const generated = (own: OpenApiSourceRef[], jsonPath: string, scope: Scope, topLevel: boolean): GroupNode[] => {
    const first = own[0];
    const spec = first ? findSpecSafe(first.source) : undefined;
    if (!first || !spec) return [];
    return groupOperationsByTag(spec).map(({ label, operations }) => {
      const group: GroupNode = {
        type: 'group',
        label,
        topLevel,
        children: [],
        ...at(joinJsonPath(jsonPath, 'openapi')),
        openapi: scope.openapi,
      };
      const inner: Scope = { ...scope, trail: [...scope.trail, group] };
      for (const op of operations) {
        const node = endpointNode(op, spec, first.directory, group.jsonPath, inner);
        record(node, { kind: 'endpoint', spec: spec.file, method: op.method, path: op.path }, inner, false, !op.hidden);
        if (!op.hidden) group.children.push(node);
      }
      group.firstPageUrl = firstPage(group);
      return group;
    });
  };

  const ownOpenApi = (obj: Json, scope: Scope): { list: OpenApiSourceRef[]; own: OpenApiSourceRef[] } => {
    if (obj.openapi === undefined) return { list: scope.openapi, own: [] };
    const own = normalizeOpenApiValue(obj.openapi as OpenApiValue).map((e) => ({
      source: e.source,
      ...(e.directory !== undefined ? { directory: e.directory } : {}),
    }));
    return { list: own, own };
  };

  const group = (g: NavGroup, jsonPath: string, scope: Scope, topLevel: boolean): GroupNode => {
    const { list, own } = ownOpenApi(g as unknown as Json, scope);
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
      const page = resolvePage(g.root, rootPath);
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
    if (own.length && provider?.count === 0) node.children.push(...generated(own, jsonPath, inner, false));
    node.firstPageUrl = firstPage(node);
    return node;
  };

  const entries = (list: NavPageEntry[], jsonPath: string, scope: Scope): NavNode[] => {
    const out: NavNode[] = [];
    list.forEach((entry, i) => {
      const p = joinJsonPath(jsonPath, i);
      const node = typeof entry === 'string' ? pageEntry(entry, p, scope) : group(entry, p, scope, false);
      if (node) out.push(node);
    });
    return out;
  };

  const collection = (obj: Json, jsonPath: string, scope: Scope): { key?: string; nodes: NavNode[] } => {
    const key = COLLECTIONS.find((k) => Array.isArray(obj[k]));
    if (!key) return { nodes: [] };
    const list = obj[key] as unknown[];
    const p = joinJsonPath(jsonPath, key);
    if (key === 'pages') {
      // Groups written directly in a division's `pages` are top-level groups.
      const out: NavNode[] = [];
      list.forEach((entry, i) => {
        const ep = joinJsonPath(p, i);
        const node =
          typeof entry === 'string' ? pageEntry(entry, ep, scope) : group(entry as NavGroup, ep, scope, true);
        if (node) out.push(node);
      });
      return { key, nodes: out };
    }
    if (key === 'groups')
      return { key, nodes: list.map((g, i) => group(g as NavGroup, joinJsonPath(p, i), scope, true)) };
    const kind = COLLECTION_KIND[key]!;
    const items = list as Json[];
    const explicitDefault = items.findIndex((d) => d.default === true);
    const defaultIndex = kind === 'version' || kind === 'language' ? Math.max(0, explicitDefault) : -1;
    return { key, nodes: items.map((d, i) => division(d, kind, joinJsonPath(p, i), scope, i === defaultIndex)) };
  };

  const division = (d: Json, kind: string, jsonPath: string, scope: Scope, isDefault: boolean): DivisionNode => {
    const { list, own } = ownOpenApi(d, scope);
    const type = KIND[kind]!;
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
      ...(kind === 'language' && (d.navbar || d.footer) ? { chrome: { navbar: d.navbar, footer: d.footer } } : {}),
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
      node.children.push(...generated(own, jsonPath, inner, true));
    }
    node.firstPageUrl = firstPage(node);
    return node;
  };

  const nav = config.navigation as Json;
  const rootOpenApi = normalizeOpenApiValue(
    (nav.openapi as OpenApiValue | undefined) ?? (config.api?.openapi as OpenApiValue | undefined),
  ).map((e) => ({ source: e.source, ...(e.directory !== undefined ? { directory: e.directory } : {}) }));
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

/**
 * URL of the first page reachable in a node (reference §2.3): a group's `root` first, then its
 * children in order; hidden items and link-only divisions are skipped; among versions and
 * languages the default one is tried first.
 */
export function firstPage(node: NavNode): string | undefined {
  switch (node.type) {
    case 'page':
    case 'endpoint':
      return node.hidden ? undefined : node.url;
    case 'link':
      return undefined;
    case 'group': {
      if (node.rootUrl) return node.rootUrl;
      for (const child of node.children) {
        if (child.hidden) continue;
        const url =
          child.type === 'group' || child.type === 'page' || child.type === 'endpoint' ? firstPage(child) : undefined;
        if (url) return url;
      }
      return undefined;
    }
    default: {
      const children = [...node.children].sort(
        (a, b) =>
          Number(b.type !== 'group' && 'isDefault' in b && !!b.isDefault) -
          Number(a.type !== 'group' && 'isDefault' in a && !!a.isDefault),
      );
      for (const child of children) {
        if (child.hidden) continue;
        const url =
          child.type === 'page' || child.type === 'endpoint'
            ? child.url
            : 'firstPageUrl' in child
              ? child.firstPageUrl
              : undefined;
        if (url) return url;
      }
      return undefined;
    }
  }
}
