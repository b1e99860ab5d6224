import { collectOpenApiSources, type DocsConfig, locationOf, type SourceMap } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import type { OpenApiIndex } from '@docsgen/openapi';
import { buildNavTree } from './build-nav-tree.ts';
import { buildRoutes } from './build-routes.ts';
import { checkConfigUrls } from './check-config-urls.ts';
import { collectEntrySpecSources } from './collect-entry-spec-sources.ts';
import { collectPages } from './collect-pages.ts';
import { resolveGlobalAnchors } from './global-anchors.ts';
import { fileToUrl, isMarkdownFile } from './page-url.ts';
import { type RedirectMatcher, redirectMatcher } from './redirect-matcher.ts';
import type { Route, Site } from './types.ts';

/** Inputs of {@link resolveNavigation}. */
export interface ResolveNavigationOptions {
  /** The validated configuration (from loadConfig). */
  config: DocsConfig;
  /** Absolute real path of the docs root. */
  root: string;
  /** Docs-root-relative POSIX paths of the repository's files, sorted (from scanDocsRoot). */
  files: readonly string[];
  /** Symlinks the scan skipped (outside the root, broken, looping); default none. A nav entry naming one is told so. */
  skippedLinks?: readonly string[];
  /** Those of `skippedLinks` that are broken or loop (the others lead out of the repository); default none. */
  brokenLinks?: readonly string[];
  /** Loaded OpenAPI specs (from loadOpenApiIndex); default none: endpoint entries are then errors. */
  openapi?: OpenApiIndex;
  /** docs.json positions (from loadConfig), for located diagnostics; default none (JSON paths only). */
  map?: SourceMap;
  /** Files of `files` withheld for their `groups` frontmatter: no page, and no entry naming one is "missing"; default none. */
  withheld?: ReadonlySet<string>;
}

/**
 * Builds the navigation tree and the route table from a validated configuration and the list of
 * files. Synchronous and pure: everything it needs is passed in (OpenAPI specs are loaded before).
 */
export function resolveNavigation(options: ResolveNavigationOptions): Site {
  const { config, map } = options;
  const withheld = options.withheld ?? new Set<string>();
  const published = withheld.size > 0 ? options.files.filter((f) => !withheld.has(f)) : options.files;
  const pages = collectPages(published);
  // The tree adds listed README-like files to the page table, so it gets its own copy.
  const pageTable = new Map(pages.byUrl);
  // With an index, every declared spec was attempted and a failed one already reported there.
  const declaredSpecs = new Set(
    options.openapi ? [...collectOpenApiSources(config), ...collectEntrySpecSources(config)].map((s) => s.source) : [],
  );
  const redirected = redirectMatcher(config.redirects ?? []);
  const tree = buildNavTree({
    config,
    pages: pageTable,
    listedOnly: pages.listedOnly,
    collided: pages.collided,
    ...(withheld.size > 0 ? { withheld: new Set([...withheld].map(fileToUrl)) } : {}),
    skippedLinks: new Map(
      (options.skippedLinks ?? []).filter((file) => isMarkdownFile(file)).map((file) => [fileToUrl(file), file]),
    ),
    brokenLinks: new Set(options.brokenLinks ?? []),
    openapi: options.openapi,
    declaredSpecs,
    map,
    redirected,
  });
  const table = buildRoutes(tree.occurrences, pageTable, map);
  const routeByUrl = new Map<string, Route>(table.routes.map((r) => [r.url, r]));
  const files = new Set(published);
  const served = (p: string) => routeByUrl.has(p) || files.has(p.slice(1));
  const global = resolveGlobalAnchors(tree.nav, config, { routeByUrl, redirected, map });
  const firstNavPage = tree.nav
    .map((n) => (n.type === 'page' || n.type === 'endpoint' ? n.url : 'firstPageUrl' in n ? n.firstPageUrl : undefined))
    .find((u) => u !== undefined);
  const homeUrl = routeByUrl.has('/') ? '/' : (firstNavPage ?? table.routes[0]?.url);
  return {
    root: options.root,
    config,
    ...(homeUrl !== undefined ? { homeUrl } : {}),
    nav: tree.nav,
    globalAnchors: global.anchors,
    globalItems: global.items,
    routes: table.routes,
    routeByUrl,
    diagnostics: [
      ...pages.diagnostics,
      ...tree.diagnostics,
      ...table.diagnostics,
      ...global.diagnostics,
      ...redirectedEntries(tree.redirectedEntries, redirected, served, map),
      ...checkConfigUrls(config, map),
    ],
  };
}

/**
 * A page entry a redirect covers is left out of the navigation (the reader is sent on); told when
 * the redirects end at no page or file, or never end.
 */
function redirectedEntries(
  entries: ReadonlyArray<{ entry: string; url: string; jsonPath: string }>,
  redirected: RedirectMatcher,
  served: (path: string) => boolean,
  map?: SourceMap,
): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const { entry, url, jsonPath } of entries) {
    const end = redirected.follow(url, served);
    if (!end || end.kind === 'external' || (end.kind === 'path' && served(end.path))) continue;
    const chain = end.via.map((u) => `\`${u}\``).join(' → ');
    out.push(
      warning(
        'nav/redirected-page',
        end.kind === 'loop'
          ? `Page \`${entry}\` has no file, and its redirects never end: ${chain}.`
          : `Page \`${entry}\` has no file, and its redirect leads to \`${end.path}\`, which is no page either (${chain}).`,
        {
          ...locationOf(map, jsonPath),
          hint: 'Add the page, point the redirect at an existing page, or remove the entry.',
        },
      ),
    );
  }
  return out;
}
