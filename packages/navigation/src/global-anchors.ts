import {
  type DocsConfig,
  joinJsonPath,
  locationOf,
  NAV_GLOBAL_COLLECTIONS,
  NAV_LEVELS,
  type NavAnchor,
  type NavGlobal,
  type SourceMap,
} from '@docsgen/config';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import { isExternalUrl, safeUrl } from '@docsgen/html';
import type { NodePosition } from './nav-tree-walk.ts';
import { normalizePageRef, slugToUrl } from './page-url.ts';
import type { RedirectMatcher } from './redirect-matcher.ts';
import type { DivisionNode, GlobalItems, IconRef, NavNode, Route } from './types.ts';
import { divisionNode } from './walk-nav-division.ts';

/** What checking a global anchor's target needs. */
interface AnchorScope {
  routeByUrl: Map<string, Route>;
  redirected: RedirectMatcher;
  map?: SourceMap;
}

/**
 * The global items of the site (`navigation.global`, returned: its anchors, and all its lists as
 * link divisions) and of each division (`global` on a tab, language, version…: Mintlify's schema
 * allows `global` on every division, its links showing on that division's pages), set as
 * `globalAnchors` and `globalItems` on the division nodes of `nav`. An anchor's internal href must
 * name a page of the site (or redirect to one).
 */
export function resolveGlobalAnchors(
  nav: readonly NavNode[],
  config: DocsConfig,
  scope: AnchorScope,
): { anchors: DivisionNode[]; items: GlobalItems; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const root = globalItems(config.navigation.global ?? {}, 'navigation.global', scope, diagnostics);
  const stack: NavNode[] = [...nav];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'page' || node.type === 'endpoint' || node.type === 'link') continue;
    stack.push(...node.children);
    if (node.type === 'group' || !node.global) continue;
    const own = globalItems(node.global, joinJsonPath(node.jsonPath, 'global'), scope, diagnostics);
    if (own.anchors?.length) node.globalAnchors = own.anchors;
    if (Object.keys(own).length > 0) node.globalItems = own;
  }
  return { anchors: root.anchors ?? [], items: root, diagnostics };
}

/** The lists of a `global` at `path` as link divisions: anchors checked (anchorNodes), the others as written. */
function globalItems(global: NavGlobal, path: string, scope: AnchorScope, diagnostics: Diagnostic[]): GlobalItems {
  const items: GlobalItems = {};
  const at: NodePosition = (jsonPath) => {
    const loc = scope.map?.get(jsonPath)?.value;
    return { jsonPath, file: loc?.file ?? 'docs.json', ...(loc ? { line: loc.line, column: loc.column } : {}) };
  };
  for (const key of NAV_GLOBAL_COLLECTIONS) {
    const listPath = joinJsonPath(path, key);
    if (key === 'anchors') {
      if (global.anchors) items.anchors = anchorNodes(global.anchors, listPath, scope, diagnostics);
      continue;
    }
    const list = global[key];
    if (!list) continue;
    const kind = NAV_LEVELS[key].label;
    const explicitDefault = list.findIndex((d) => 'default' in d && d.default === true);
    const defaultIndex = kind === 'version' || kind === 'language' ? Math.max(0, explicitDefault) : -1;
    items[key] = list.map((d, i) =>
      divisionNode({ at, d, kind, jsonPath: joinJsonPath(listPath, i), isDefault: i === defaultIndex, openapi: [] }),
    );
  }
  return items;
}

function anchorNodes(
  list: readonly NavAnchor[],
  listPath: string,
  scope: AnchorScope,
  diagnostics: Diagnostic[],
): DivisionNode[] {
  const { routeByUrl, redirected, map } = scope;
  return list.map((a, i) => {
    const jsonPath = joinJsonPath(listPath, i);
    const href = a.href ?? '';
    const loc = map?.get(jsonPath)?.value;
    const node: DivisionNode = {
      type: 'anchor',
      label: a.anchor,
      href,
      children: [],
      jsonPath,
      file: loc?.file ?? 'docs.json',
      ...(loc ? { line: loc.line, column: loc.column } : {}),
      ...(a.icon !== undefined ? { icon: a.icon as IconRef } : {}),
      ...(a.hidden ? { hidden: true } : {}),
      ...(a.color && typeof a.color === 'object' ? { color: a.color as DivisionNode['color'] } : {}),
    };
    if (safeUrl(href) === undefined || isExternalUrl(href) || href.startsWith('#')) return node;
    const ref = normalizePageRef(href.replace(/[?#][\s\S]*$/, ''));
    if (ref.ok && routeByUrl.has(slugToUrl(ref.slug))) return node;
    const end = ref.ok ? redirected.follow(slugToUrl(ref.slug), (p) => routeByUrl.has(p)) : undefined;
    if (end?.kind === 'external' || (end?.kind === 'path' && routeByUrl.has(end.path))) return node;
    diagnostics.push(
      error(
        'nav/global-anchor-target',
        `Global anchor \`${a.anchor}\` links to \`${href}\`, which is neither an external URL nor a page of the site.`,
        {
          ...locationOf(map, joinJsonPath(jsonPath, 'href')),
          hint: 'Use a full https:// URL, or the path of an existing page such as "/quickstart".',
        },
      ),
    );
    return node;
  });
}
