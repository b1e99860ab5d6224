import { locationOf, type SourceMap } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
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
    checkAppearances({ url, list, pages, map, diagnostics });
    // A page file at an endpoint's URL is what gets published there (see checkAppearances).
    const pageFile = list.some((o) => o.source.kind === 'endpoint') ? pages.get(url) : undefined;
    const source: RouteSource = pageFile !== undefined ? { kind: 'page', file: pageFile } : list[0]!.source;
    const own = list.filter((o) => sameSource(o.source, source));
    const candidates = own.length ? own : list;
    const best = candidates.reduce((a, b) => (b.defaultRank < a.defaultRank ? b : a));
    routes.push({
      url,
      source,
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

// The appearances of one URL. A page file at an endpoint's URL wins, as Mintlify's prebuild lets
// the user's page replace the generated one (keeping its title when the page sets none): a
// warning. Two endpoints at one URL: Mintlify writes one page over the other; a warning too. A
// page listed twice in one version and language: a warning.
function checkAppearances({
  url,
  list,
  pages,
  map,
  diagnostics,
}: {
  url: string;
  list: Occurrence[];
  pages: Map<string, string>;
  map: SourceMap | undefined;
  diagnostics: Diagnostic[];
}): void {
  const first = list[0]!;
  const pageFile = pages.get(url);
  const endpoint = list.find((o) => o.source.kind === 'endpoint');
  if (endpoint && pageFile !== undefined) {
    diagnostics.push(
      warning(
        'nav/page-replaces-endpoint',
        `The page \`${pageFile}\` and the generated endpoint page of ${describeSource(endpoint.source)} share ${url}; the page is published there, as on Mintlify.`,
        {
          ...locationOf(map, endpoint.jsonPath),
          related: [{ message: 'the page file', file: pageFile }],
          hint: 'Delete the page to publish the generated endpoint page, or give the endpoint another slug (`directory` on the openapi source, or x-mint.href).',
        },
      ),
    );
  }
  const seen = new Map<string, Occurrence>();
  const reported = new Set<string>();
  for (const occ of list) {
    if (!sameSource(occ.source, first.source)) {
      if (pageFile !== undefined) continue;
      const key = describeSource(occ.source);
      if (reported.has(key)) continue;
      reported.add(key);
      diagnostics.push(
        warning(
          'nav/url-collision',
          `Two endpoints map to ${url}: ${describeSource(first.source)} and ${key}; the first is published there.`,
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
