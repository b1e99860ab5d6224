import { type DocsConfig, joinJsonPath, locationOf, type NavAnchor, type SourceMap } from '@docsgen/config';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import { isExternalUrl, safeUrl } from '@docsgen/html';
import { normalizePageRef, slugToUrl } from './page-url.ts';
import type { RedirectMatcher } from './redirect-matcher.ts';
import type { DivisionNode, IconRef, NavNode, Route } from './types.ts';

/** What checking a global anchor's target needs. */
interface AnchorScope {
  routeByUrl: Map<string, Route>;
  redirected: RedirectMatcher;
  map?: SourceMap;
}

/**
 * The global anchors of the site (`navigation.global.anchors`, returned) and of each division
 * (`global.anchors` on a tab, language, version…: Mintlify's schema allows `global` on every
 * division, its links showing on that division's pages), set as `globalAnchors` on the division
 * nodes of `nav`. An internal href must name a page of the site (or redirect to one).
 */
export function resolveGlobalAnchors(
  nav: readonly NavNode[],
  config: DocsConfig,
  scope: AnchorScope,
): { anchors: DivisionNode[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const anchors = anchorNodes(config.navigation.global?.anchors ?? [], 'navigation.global.anchors', scope, diagnostics);
  const stack: NavNode[] = [...nav];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'page' || node.type === 'endpoint' || node.type === 'link') continue;
    stack.push(...node.children);
    if (node.type === 'group' || !node.global?.anchors?.length) continue;
    const path = joinJsonPath(joinJsonPath(node.jsonPath, 'global'), 'anchors');
    node.globalAnchors = anchorNodes(node.global.anchors, path, scope, diagnostics);
  }
  return { anchors, diagnostics };
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
