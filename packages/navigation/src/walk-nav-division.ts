// The levels of the validated navigation above groups (the root's and each division's one list of
// children) walked into NavNodes, for buildNavTree (build-nav-tree.ts).
import {
  DIVISION_LEVELS,
  type DocsConfig,
  joinJsonPath,
  NAV_COLLECTIONS,
  NAV_LEVELS,
  type NavCollection,
  type NavGlobal,
  type NavGroup,
} from '@docsgen/config';
import { firstPage } from './first-page.ts';
import type { NavTreeWalk, NodePosition, Provider, Scope } from './nav-tree-walk.ts';
import { ownOpenApi } from './own-openapi.ts';
import type { DivisionNode, IconRef, NavNode, OpenApiSourceRef } from './types.ts';
import { walkNavGroup } from './walk-nav-group.ts';

type Json = Record<string, unknown>;

/** An element holding lists (`navigation`, a division): its lists, by key, as validated. */
export type NavHolder = { [K in NavCollection]?: unknown };

/** The one list of children of `obj` (the root or a division) walked into nodes, with its key. */
export function walkNavCollection(
  walk: NavTreeWalk,
  obj: NavHolder,
  jsonPath: string,
  scope: Scope,
): { key?: NavCollection; nodes: NavNode[] } {
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
        typeof entry === 'string'
          ? walk.resolver.pageEntry(entry, ep, scope)
          : walkNavGroup({ walk, g: entry as NavGroup, jsonPath: ep, scope, topLevel: true });
      if (node) out.push(node);
    });
    return { key, nodes: out };
  }
  if (key === 'groups')
    return {
      key,
      nodes: list.map((g, i) =>
        walkNavGroup({ walk, g: g as NavGroup, jsonPath: joinJsonPath(p, i), scope, topLevel: true }),
      ),
    };
  const kind = NAV_LEVELS[key].label;
  const items = list as Json[];
  const explicitDefault = items.findIndex((d) => d.default === true);
  const defaultIndex = kind === 'version' || kind === 'language' ? Math.max(0, explicitDefault) : -1;
  return {
    key,
    nodes: items.map((d, i) =>
      walkNavDivision({ walk, d, kind, jsonPath: joinJsonPath(p, i), scope, isDefault: i === defaultIndex }),
    ),
  };
}

function walkNavDivision({
  walk,
  d,
  kind,
  jsonPath,
  scope,
  isDefault,
}: {
  walk: NavTreeWalk;
  d: Json;
  kind: string;
  jsonPath: string;
  scope: Scope;
  isDefault: boolean;
}): DivisionNode {
  const { list, own } = ownOpenApi(d.openapi, scope);
  const node = divisionNode({ at: walk.at, d, kind, jsonPath, isDefault, openapi: list });
  const switcher = node.type === 'version' || node.type === 'language';
  const provider: Provider | undefined = own.length ? { count: 0 } : scope.provider;
  const inner: Scope = {
    trail: [...scope.trail, node],
    divisions: [...scope.divisions, node],
    openapi: list,
    provider,
    hidden: scope.hidden || !!d.hidden,
    defaultRank: scope.defaultRank + (switcher && !isDefault ? 1 : 0),
    context: `${scope.context}|${jsonPath}`,
    directory: typeof d.directory === 'string' ? d.directory : scope.directory,
  };
  const { key, nodes } = walkNavCollection(walk, d, jsonPath, inner);
  node.children = nodes;
  if (own.length && provider?.count === 0 && (key === undefined || key === 'groups' || key === 'pages')) {
    node.children.push(...walk.resolver.generated(own, jsonPath, inner, true));
  }
  node.firstPageUrl = firstPage(node);
  return node;
}

/** The node of a division `d` of level `kind` (`tab`, `anchor`…), without its children. */
export function divisionNode({
  at,
  d,
  kind,
  jsonPath,
  isDefault,
  openapi,
}: {
  at: NodePosition;
  d: Json;
  kind: string;
  jsonPath: string;
  isDefault: boolean;
  openapi: OpenApiSourceRef[];
}): DivisionNode {
  return {
    type: DIVISION_LEVELS.get(kind)!.node,
    label: String(kind === 'product' && typeof d.name === 'string' ? d.name : d[kind]),
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
    ...(d.global && typeof d.global === 'object' ? { global: d.global as NavGlobal } : {}),
    openapi,
  };
}
