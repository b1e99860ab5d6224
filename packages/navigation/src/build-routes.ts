import { locationOf, type SourceMap } from '@docsgen/config';
import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import { breadcrumbsOf } from './breadcrumbs.ts';
import type { Occurrence } from './build-nav-tree.ts';
import { titleFromUrl } from './page-url.ts';
import type { Route, RouteSource } from './types.ts';

/** Output of {@link buildRoutes}. */
export interface RouteTable {
  /** Navigation routes in navigation order, then pages outside the navigation by URL. */
  routes: Route[];
  /** Problems found (pages listed twice, two sources for one URL). */
  diagnostics: Diagnostic[];
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function sameSource(a: RouteSource, b: RouteSource): boolean {
  if (a.kind === 'page') return b.kind === 'page' && a.file === b.file;
  return b.kind === 'endpoint' && a.spec === b.spec && a.method === b.method && a.path === b.path;
}

function describeSource(s: RouteSource): string {
  return s.kind === 'page' ? s.file : `${s.spec} ${s.method === 'WEBHOOK' ? 'webhook' : s.method} ${s.path}`;
}

/**
 * Turns route appearances into one route per URL. The appearance under the default version and
 * language wins (reference §2.2), else the first; a page listed twice in one version/language is
 * a warning. Pages not in the navigation follow, sorted by URL (code points). Prev/next link
 * consecutive listed pages of the same section, skipping hidden ones.
 */
export function buildRoutes(
  occurrences: readonly Occurrence[],
  pages: Map<string, string>,
  map?: SourceMap,
): RouteTable {
  const diagnostics: Diagnostic[] = [];
  const byUrl = new Map<string, Occurrence[]>();
  for (const occ of occurrences) {
    const list = byUrl.get(occ.url);
    if (list) list.push(occ);
    else byUrl.set(occ.url, [occ]);
  }
  const routes: Route[] = [];
  for (const [url, list] of byUrl) {
    const first = list[0]!;
    checkAppearances(url, list, pages, map, diagnostics);
    const candidates = list.filter((o) => sameSource(o.source, first.source));
    const best = candidates.reduce((a, b) => (b.defaultRank < a.defaultRank ? b : a));
    routes.push({
      url,
      source: best.source,
      trail: best.trail,
      breadcrumbs: breadcrumbsOf(best.trail),
      section: best.section,
      title: best.title,
      inNavigation: best.inNavigation,
    });
  }
  const unlisted = [...pages].filter(([url]) => !byUrl.has(url)).sort(([a], [b]) => cmp(a, b));
  for (const [url, file] of unlisted) {
    routes.push({
      url,
      source: { kind: 'page', file },
      trail: [],
      section: { path: [] },
      title: titleFromUrl(url),
      inNavigation: false,
    });
  }
  linkNeighbours(occurrences, new Map(routes.map((r) => [r.url, r])));
  return { routes, diagnostics };
}

// The appearances of one URL: another source mapping to it is an error, a page listed twice in
// one version and language a warning.
function checkAppearances(
  url: string,
  list: Occurrence[],
  pages: Map<string, string>,
  map: SourceMap | undefined,
  diagnostics: Diagnostic[],
): void {
  const first = list[0]!;
  const pageFile = pages.get(url);
  if (first.source.kind === 'endpoint' && pageFile !== undefined) {
    diagnostics.push(
      error(
        'nav/url-collision',
        `Two sources map to ${url}: the page \`${pageFile}\` and the endpoint ${describeSource(first.source)}.`,
        {
          ...locationOf(map, first.jsonPath),
          related: [{ message: 'the page file', file: pageFile }],
          hint: 'Rename the page, or give the endpoint another slug (`directory` on the openapi source, or x-mint.href).',
        },
      ),
    );
  }
  const seen = new Map<string, Occurrence>();
  for (const occ of list) {
    if (!sameSource(occ.source, first.source)) {
      diagnostics.push(
        error(
          'nav/url-collision',
          `Two sources map to ${url}: ${describeSource(first.source)} and ${describeSource(occ.source)}.`,
          {
            ...locationOf(map, occ.jsonPath),
            related: [{ message: 'first mapped here', ...locationOf(map, first.jsonPath) }],
            hint: 'Give one of the endpoints another slug (`directory` on the openapi source, or x-mint.href).',
          },
        ),
      );
      continue;
    }
    if (!occ.explicit) continue;
    const before = seen.get(occ.context);
    if (before) {
      diagnostics.push(
        warning(
          'nav/duplicate-page',
          `\`${url}\` is listed twice in the navigation; it gets one page, placed at its first entry.`,
          {
            ...locationOf(map, occ.jsonPath),
            related: [{ message: 'first listed here', ...locationOf(map, before.jsonPath) }],
            hint: 'Remove one of the two entries.',
          },
        ),
      );
    } else seen.set(occ.context, occ);
  }
}

// Prev/next follow each section's own listing order; a page shared by several sections links
// its neighbours from the section it belongs to (its canonical appearance).
function linkNeighbours(occurrences: readonly Occurrence[], routeByUrl: Map<string, Route>): void {
  const bySection = new Map<string, Set<string>>();
  for (const occ of occurrences) {
    if (!occ.inNavigation) continue;
    const key = occ.section.path.join('|');
    const urls = bySection.get(key) ?? new Set<string>();
    urls.add(occ.url);
    bySection.set(key, urls);
  }
  for (const [key, set] of bySection) {
    const urls = [...set];
    urls.forEach((url, i) => {
      const route = routeByUrl.get(url);
      if (!route?.inNavigation || route.section.path.join('|') !== key) return;
      if (i > 0) route.prev = urls[i - 1];
      if (i < urls.length - 1) route.next = urls[i + 1];
    });
  }
}
