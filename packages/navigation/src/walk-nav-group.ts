// Groups and page lists of the validated navigation walked into NavNodes, for buildNavTree
// (build-nav-tree.ts); walk-nav-division.ts walks the levels above them.
import { joinJsonPath, type NavGroup, type NavPageEntry } from '@docsgen/config';
import { firstPage } from './first-page.ts';
import type { NavTreeWalk, Provider, Scope } from './nav-tree-walk.ts';
import { ownOpenApi } from './own-openapi.ts';
import { titleFromUrl } from './page-url.ts';
import type { GroupNode, IconRef, NavNode, OpenApiSourceRef, PageNode } from './types.ts';

/** A group at `jsonPath` (`topLevel` when a division or the root holds it) and everything under it. */
export function walkNavGroup({
  walk,
  g,
  jsonPath,
  scope,
  topLevel,
}: {
  walk: NavTreeWalk;
  g: NavGroup;
  jsonPath: string;
  scope: Scope;
  topLevel: boolean;
}): GroupNode {
  const { list, own } = ownOpenApi(g.openapi, scope);
  const node = groupNode({
    walk,
    g,
    jsonPath,
    topLevel,
    openapi: list,
    directoryStyle: g.directory ?? scope.directory,
  });
  const provider: Provider | undefined = own.length ? { count: 0 } : scope.provider;
  const inner: Scope = {
    ...scope,
    trail: [...scope.trail, node],
    openapi: list,
    provider,
    hidden: scope.hidden || !!g.hidden,
    directory: node.directoryStyle,
  };
  if (g.root !== undefined) recordGroupRoot({ walk, node, root: g.root, jsonPath, inner, openapi: list });
  node.children = walkNavEntries(walk, g.pages ?? [], joinJsonPath(jsonPath, 'pages'), inner);
  if (own.length && provider?.count === 0) node.children.push(...walk.resolver.generated(own, jsonPath, inner, false));
  node.firstPageUrl = firstPage(node);
  return node;
}

/** The entries of a group's `pages` list: pages, endpoints and nested groups. */
export function walkNavEntries(walk: NavTreeWalk, list: NavPageEntry[], jsonPath: string, scope: Scope): NavNode[] {
  const out: NavNode[] = [];
  list.forEach((entry, i) => {
    const p = joinJsonPath(jsonPath, i);
    const node =
      typeof entry === 'string'
        ? walk.resolver.pageEntry(entry, p, scope)
        : walkNavGroup({ walk, g: entry, jsonPath: p, scope, topLevel: false });
    if (node) out.push(node);
  });
  return out;
}

function groupNode({
  walk,
  g,
  jsonPath,
  topLevel,
  openapi,
  directoryStyle,
}: {
  walk: NavTreeWalk;
  g: NavGroup;
  jsonPath: string;
  topLevel: boolean;
  openapi: OpenApiSourceRef[];
  directoryStyle: string | undefined;
}): GroupNode {
  return {
    type: 'group',
    label: g.group,
    topLevel,
    children: [],
    ...walk.at(jsonPath),
    ...(g.hidden ? { hidden: true } : {}),
    ...(g.icon !== undefined ? { icon: g.icon as IconRef } : {}),
    ...(g.tag !== undefined ? { tag: g.tag } : {}),
    ...(g.expanded !== undefined ? { expanded: g.expanded } : {}),
    ...(g.directory !== undefined ? { directory: g.directory } : {}),
    ...(g.boost !== undefined ? { boost: g.boost } : {}),
    ...(directoryStyle !== undefined ? { directoryStyle } : {}),
    openapi,
  };
}

// A group's `root` page: the group's link, recorded as a route of the group.
function recordGroupRoot({
  walk,
  node,
  root,
  jsonPath,
  inner,
  openapi,
}: {
  walk: NavTreeWalk;
  node: GroupNode;
  root: string;
  jsonPath: string;
  inner: Scope;
  openapi: OpenApiSourceRef[];
}): void {
  const rootPath = joinJsonPath(jsonPath, 'root');
  const page = walk.resolver.resolvePage(root, rootPath);
  if (!page) return;
  node.rootUrl = page.url;
  const rootNode: PageNode = {
    type: 'page',
    url: page.url,
    file: page.file,
    label: titleFromUrl(page.url),
    jsonPath: rootPath,
    openapi,
  };
  walk.record(rootNode, { kind: 'page', file: page.file }, inner, true, true);
}
