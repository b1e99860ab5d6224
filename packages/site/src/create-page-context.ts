import { languageTag } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { contentHash } from '@docsgen/diagnostics/content-hash';
import { safeUrl } from '@docsgen/html';
import type { CompiledPage } from '@docsgen/mdx';
import type { NavNode, Route, Site } from '@docsgen/navigation';
import { parseEndpointRef } from '@docsgen/openapi/parse-endpoint-ref';
import { parseManualApiRef } from '@docsgen/openapi/parse-manual-api-ref';
import { interfaceText } from '@docsgen/theme-api';
import { createCardPageIcons } from './card-page-icons.ts';
import { chromeLinks } from './chrome-links.ts';
import { pageContextualMenu, siteContextual } from './contextual-menu.ts';
import { directoryListing } from './directory-listing.ts';
import { feedbackLinks, type PageFeedback } from './feedback-links.ts';
import { createSectionGlobals, withGlobalNavigation } from './global-navigation.ts';
import { createIconRenderer } from './icon-renderer.ts';
import { languageAlternates } from './language-alternates.ts';
import { pageLastModified } from './page-last-modified.ts';
import { pageMeta } from './page-meta.ts';
import { renderInlineMarkdown } from './render-inline-markdown.ts';
import type { RepositoryFacts } from './repository-facts.ts';
import { type SectionHelpers, sectionContainer, sectionNavigation, sectionTrail } from './section-navigation.ts';
import { createSidebarFragments, type SidebarFragment, type SidebarFragmentOptions } from './sidebar-fragments.ts';
import { createSiteChrome } from './site-chrome.ts';
import { normalizeBase, routeHref } from './site-href.ts';
import { createStructuredData } from './structured-data.ts';
import type { NotFoundPageContext, PageContext, Theme, ThemeDefaults } from './theme-api.ts';
import { updateFeedPath } from './update-feed.ts';

/** Options of {@link createContextFactory}. */
export interface PageContextOptions {
  /** Base path; default `/`. */
  base?: string;
  /** Absolute site URL (no trailing slash needed); default none (no canonical URLs). */
  siteUrl?: string;
  /** The theme's published defaults. */
  defaults: ThemeDefaults;
  /** Hashed asset hrefs shared by every page; default none. */
  assets?: { css: string[]; js: string[] };
  /** Receives problems found while building contexts (unknown icons, refused links); default dropped into the result of the factory. */
  diagnostics?: Diagnostic[];
  /**
   * The theme's sidebar markup: groups away from each page move to per-section fragments (see
   * {@link createSidebarFragments}); default none (every page holds its whole section).
   */
  sidebarFragments?: Pick<SidebarFragmentOptions, 'render'>;
  /** The docs root's git facts, read by the engine when a page asks; default none (no dates from git, no repository from `origin`). */
  repository?: RepositoryFacts;
}

/**
 * A context and the sidebar fragments its sidebar names (none or one): files for the engine to
 * write, once each however many pages name them.
 */
export interface WithFragments<C> {
  context: C;
  fragments: SidebarFragment[];
}

/** Builds page contexts for one site; site-wide parts are computed once. */
export interface ContextFactory {
  /** Context of one page; `extraAssets` are the page's feature assets (mermaid, katex…). */
  page(route: Route, page: CompiledPage, extraAssets?: { css: string[]; js: string[] }): WithFragments<PageContext>;
  /** Context of the 404 page (default section); `descriptionHtml` must already be safe HTML. */
  notFound(title: string, descriptionHtml?: string): WithFragments<NotFoundPageContext>;
  /** Problems found so far (unknown icons, refused links). */
  diagnostics: Diagnostic[];
}

// Frontmatter `canonical`: an absolute http(s) URL replaces the generated one (organize/seo).
function pageCanonical(value: unknown): string | undefined {
  return typeof value === 'string' && /^https?:\/\/[^/]/i.test(value.trim()) ? safeUrl(value.trim()) : undefined;
}

/**
 * The operation a page's frontmatter names, read as its page is made: `openapi: "[spec] METHOD /path"`
 * (or `webhook name`) first, then a hand-written page's `api: "METHOD /path or URL"`.
 */
function frontmatterOperation(fm: Record<string, unknown>): { method: string; path: string } | undefined {
  if (typeof fm.openapi === 'string') {
    const ref = parseEndpointRef(fm.openapi);
    if (ref) return { method: ref.method, path: ref.path };
  }
  return typeof fm.api === 'string' ? parseManualApiRef(fm.api) : undefined;
}

/** What every context of one factory shares, computed once. */
interface FactoryState {
  site: Site;
  config: Site['config'];
  base: string;
  siteUrl: string | undefined;
  diagnostics: Diagnostic[];
  icon: ReturnType<typeof createIconRenderer>;
  helpers: SectionHelpers;
  chrome: ReturnType<typeof createSiteChrome>;
  /** Card icons taken from the pages cards link to. */
  cardIcons: ReturnType<typeof createCardPageIcons>;
  /** A page's JSON-LD. */
  structuredData: ReturnType<typeof createStructuredData>;
  globals: ReturnType<typeof createSectionGlobals>;
  contextual: ReturnType<typeof siteContextual>;
  /** The repository's last-modified dates (one `git log`, run when the first page showing a date needs it). */
  gitDates: () => Map<string, string> | undefined;
  sharedAssets: PageContext['site']['assets'];
  trailingSlash: boolean;
  /** `seo.indexing: "all"`. */
  indexAll: boolean;
  fragments: ReturnType<typeof createSidebarFragments> | undefined;
  /** A language's own navbar and footer, made once per language. */
  languageLinks: Map<NavNode, ReturnType<typeof chromeLinks>>;
  /** The page footer's feedback links (docs.json `feedback`). */
  feedback: PageFeedback;
}

/** Makes a context factory for a site (see {@link PageContextOptions}). */
export function createContextFactory(site: Site, options: PageContextOptions): ContextFactory {
  const diagnostics = options.diagnostics ?? [];
  const config = site.config;
  const base = normalizeBase(options.base);
  const siteUrl = options.siteUrl?.replace(/(?<!\/)\/+$/, '');
  const icon = createIconRenderer(config.icons?.library, base, diagnostics, site.sourceMap);
  const helpers: SectionHelpers = { site, base, icon };
  const cardIcons = createCardPageIcons(site, base, icon);
  const chrome = createSiteChrome({ site, config, base, siteUrl, defaults: options.defaults, icon, diagnostics });
  const structuredData = createStructuredData({
    organization: config.seo?.organization,
    siteName: chrome.name,
    siteDescription: config.description,
    siteUrl,
    base,
    diagnostics,
    sourceMap: site.sourceMap,
  });
  const globals = createSectionGlobals(helpers);
  const contextual = siteContextual(site, diagnostics);
  // One `git log` for the whole repository (the engine's), run when the first page showing a date needs it.
  const gitDates = () => options.repository?.lastModified();
  const fragments = options.sidebarFragments
    ? createSidebarFragments({ ...options.sidebarFragments, helpers, drilldown: chrome.drilldown })
    : undefined;
  const f: FactoryState = {
    site,
    config,
    base,
    siteUrl,
    diagnostics,
    icon,
    helpers,
    chrome,
    cardIcons,
    structuredData,
    globals,
    contextual,
    gitDates,
    sharedAssets: options.assets ?? { css: [], js: [] },
    trailingSlash: config.seo?.trailingSlash === true,
    indexAll: config.seo?.indexing === 'all',
    fragments,
    languageLinks: new Map(),
    feedback: feedbackLinks(site, diagnostics, () => options.repository?.origin()),
  };
  return {
    diagnostics,
    page: (route, page, extraAssets) => pageContext(f, route, page, extraAssets),
    notFound(title, descriptionHtml) {
      const { language, fragments, ...parts } = commonParts(f, undefined, undefined);
      const context: NotFoundPageContext = {
        site: siteFor(f, language, { ...f.sharedAssets, css: [...f.sharedAssets.css], js: [...f.sharedAssets.js] }),
        page: {
          title,
          url: '/404',
          href: `${base}404`,
          noindex: true,
          ...(descriptionHtml ? { descriptionHtml } : {}),
        },
        ...parts,
      };
      return { context, fragments };
    },
  };
}

// The site's chrome for a page of `language`: its own navbar and footer (`navigation.languages[].navbar/footer`) when it has them.
function siteFor(
  f: FactoryState,
  language: NavNode | undefined,
  assets: PageContext['site']['assets'],
): PageContext['site'] {
  const own = language?.type === 'language' ? language.chrome : undefined;
  if (!own) return { ...f.chrome, assets };
  let links = f.languageLinks.get(language!);
  if (!links) {
    const at = {
      base: f.base,
      icon: f.icon,
      diagnostics: f.diagnostics,
      file: language!.file,
      jsonPath: language!.jsonPath,
      sourceMap: f.site.sourceMap,
    };
    links = chromeLinks(own.navbar, own.footer, at);
    f.languageLinks.set(language!, links);
  }
  return {
    ...f.chrome,
    ...(own.navbar ? { navbar: links.navbar } : {}),
    ...(own.footer ? { footer: links.footer } : {}),
    assets,
  };
}

// The section navigation, sidebar, language and interface text of a route (none for the 404 page),
// and the sidebar fragment file the sidebar names.
function commonParts(f: FactoryState, route: Route | undefined, url: string | undefined) {
  const { site, helpers, fragments, base } = f;
  const trail = sectionTrail(site, route);
  const globals = f.globals(trail);
  const section = withGlobalNavigation(
    { ...sectionNavigation(trail, url, helpers, fragments === undefined), globalAnchors: globals.anchors },
    globals.items,
  );
  let sidebarFragment: string | undefined;
  const files: SidebarFragment[] = [];
  if (fragments) {
    const own = fragments.sidebar(sectionContainer(site, trail), url === undefined ? undefined : routeHref(url, base));
    section.sidebar = own.sidebar;
    sidebarFragment = own.fragment?.href;
    if (own.fragment) files.push(own.fragment.file);
  }
  const language = trail.find((n) => n.type === 'language');
  const code = language?.type === 'language' ? language.label : undefined;
  const banner = language?.type === 'language' ? language.banner : undefined;
  return {
    ...section,
    language,
    fragments: files,
    sidebarFragment,
    lang: languageTag(code),
    text: interfaceText(code),
    alternates: url === undefined ? [] : languageAlternates(trail, url, helpers, f.siteUrl),
    languageBanner:
      banner && banner.content.trim() !== ''
        ? {
            html: renderInlineMarkdown(banner.content, base),
            dismissible: banner.dismissible === true,
            id: `language-banner-${contentHash(banner.content).slice(0, 8)}`,
          }
        : undefined,
  };
}

// The context of one page; `extraAssets` are the page's feature assets.
function pageContext(
  f: FactoryState,
  route: Route,
  page: CompiledPage,
  extraAssets: { css: string[]; js: string[] } | undefined,
): WithFragments<PageContext> {
  const { site, config, base, siteUrl, sharedAssets, helpers } = f;
  const href = routeHref(route.url, base);
  const fm = page.frontmatter;
  const canonical =
    pageCanonical(fm.canonical) ??
    (siteUrl !== undefined ? siteUrl + href + (f.trailingSlash && !href.endsWith('/') ? '/' : '') : undefined);
  // A hidden page is noindex unless `seo.indexing: "all"` (organize/hidden-pages: "Search, SEO, and AI indexing").
  const noindex = fm.noindex === true || (fm.hidden === true && !f.indexAll);
  const title = page.title || route.title;
  const neighbour = (u: string | undefined) => {
    const r = u !== undefined ? site.routeByUrl.get(u) : undefined;
    return r ? { label: r.title, href: routeHref(r.url, base) } : undefined;
  };
  const api =
    route.source.kind === 'endpoint'
      ? { method: route.source.method, path: route.source.path }
      : frontmatterOperation(fm);
  const { language, fragments, ...parts } = commonParts(f, route, route.url);
  const ctx: PageContext = {
    site: siteFor(f, language, {
      fonts: sharedAssets.fonts,
      css: [...sharedAssets.css, ...(extraAssets?.css ?? [])],
      js: [...sharedAssets.js, ...(extraAssets?.js ?? [])],
    }),
    page: {
      url: route.url,
      href,
      canonical,
      title,
      description: page.description,
      ...(page.metaDescription ? { metaDescription: page.metaDescription } : {}),
      content: f.cardIcons(page, href),
      toc: page.headings.filter((h) => h.depth === 2 || h.depth === 3),
      mode: typeof fm.mode === 'string' ? fm.mode : 'default',
      hideFooterPagination: fm.hideFooterPagination === true,
      deprecated: fm.deprecated === true,
      lastModified: pageLastModified(
        config.metadata?.timestamp === true,
        fm,
        route.source.kind === 'page' ? route.source.file : undefined,
        f.gitDates,
      ),
      meta: pageMeta({
        config,
        url: route.url,
        title,
        description: page.metaDescription ?? page.description,
        frontmatter: fm,
        canonical,
        siteName: f.chrome.name,
        noindex,
        onRefused: (key, value, from) =>
          f.diagnostics.push(
            warning('build/meta-url-refused', `Meta tag \`${key}\` has a URL the allow-list refuses; it is left out.`, {
              file: from === 'docs.json' ? 'docs.json' : route.source.kind === 'page' ? route.source.file : undefined,
              hint: `Use a relative path or an http(s) URL (got \`${JSON.stringify(value).slice(1, 81)}\`).`,
            }),
          ),
      }),
      noindex,
      directory: directoryListing(route, helpers),
      api,
      markdownHref: route.url === '/' ? `${base}index.md` : `${href}.md`,
      rss: fm.rss === true && (page.updates?.length ?? 0) > 0 ? base + updateFeedPath(route.url) : undefined,
      contextual: pageContextualMenu({ site, route, page, base, siteUrl, fallback: f.contextual, icon: f.icon }),
      feedback: f.feedback(route.source.kind === 'page' ? route.source.file : undefined, route.url),
    },
    ...parts,
    prev: neighbour(route.prev),
    next: neighbour(route.next),
  };
  const json = f.structuredData(ctx);
  if (json !== undefined) ctx.page.structuredData = json;
  return { context: ctx, fragments };
}

/** A context factory for pages rendered by `theme`, with sidebar fragments when the theme renders sidebar items. */
export function createThemedContexts(
  site: Site,
  theme: Pick<Theme, 'defaults' | 'renderSidebarItems'>,
  options: Omit<PageContextOptions, 'defaults' | 'sidebarFragments'>,
): ContextFactory {
  const render = theme.renderSidebarItems?.bind(theme);
  return createContextFactory(site, { ...options, defaults: theme.defaults, sidebarFragments: render && { render } });
}
