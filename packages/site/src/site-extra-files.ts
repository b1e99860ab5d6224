import { type Diagnostic, warning } from '@docsgen/diagnostics';
import type { Site } from '@docsgen/navigation';
import { buildMcpManifest } from '@docsgen/search';
import { agentFiles } from './agent-files.ts';
import type { ContextFactory } from './create-page-context.ts';
import { HEADER_POLICY, headersFile } from './headers-file.ts';
import { integrationPolicySources } from './integration-policy.ts';
import { notFoundPage } from './not-found-page.ts';
import { withPagePolicy } from './page-policy.ts';
import type { PageRecord } from './page-record.ts';
import { planRedirects, redirectOutputPath, redirectPage, redirectsFile } from './plan-redirects.ts';
import type { SidebarFragment } from './sidebar-fragments.ts';
import { rootRedirectTarget, SITE_FILES } from './site-files.ts';
import { routeHref, routeMarkdownPath } from './site-href.ts';
import { robotsTxt, sitemapXml } from './sitemap-xml.ts';
import type { SkillSources } from './skill-files.ts';
import type { Theme } from './theme-api.ts';
import { updateFeedPath, updateFeedXml } from './update-feed.ts';

/** One file the site has besides its pages, for the engine to write. */
export interface SiteFile {
  /** POSIX, relative to the site root, no leading slash. */
  path: string;
  contents: string | Uint8Array;
}

/**
 * What {@link siteExtraFiles} made: the files in the order they are to be written, the sidebar
 * fragment the 404 page names (written once per run with the pages' fragments, even when a file of
 * the docs root replaces the 404 page), and what it found.
 */
export interface SiteExtras {
  files: SiteFile[];
  fragments: SidebarFragment[];
  diagnostics: Diagnostic[];
}

/** Inputs of {@link siteExtraFiles}. */
export interface SiteExtrasInput {
  site: Site;
  theme: Theme;
  factory: ContextFactory;
  /** Written pages in navigation order. */
  records: PageRecord[];
  /** The docs root's static files (see scanRootFiles). */
  rootFiles: { assets: string[] };
  /** The output paths written so far (pages, their Markdown copies, assets). */
  written: ReadonlySet<string>;
  /** Reads a published static file of the docs root (a custom llms.txt, for its `.well-known` copy). */
  readUserFile: (path: string) => Promise<Uint8Array | undefined>;
  /** Reads the repository's skill files (the engine's read-skill-sources.ts). */
  readSkills: () => Promise<SkillSources>;
  base: string;
  /** Absolute site URL, when known. */
  siteUrl?: string;
  /** The 404 page redirects home as `errors.404.redirect` says; false: never (dev, see redirectsNotFound). */
  notFoundRedirects: boolean;
  /** `--csp`: the 404 page's policy (its pages get theirs from the theme, see theme-with-policy.ts) and `_headers` with `frame-ancestors` (headers-file.ts); default false. */
  csp?: boolean;
}

/**
 * The files around the pages: 404.html, redirects (pages and `_redirects`), sitemap.xml,
 * robots.txt, llms.txt, llms-full.txt, the skills, update feeds and the MCP manifest. The engine
 * writes them, then the search index and the docs root's static files.
 * A file of the same name in the docs root (robots.txt, llms.txt…) wins over the generated one.
 */
export async function siteExtraFiles(input: SiteExtrasInput): Promise<SiteExtras> {
  const { base, records } = input;
  const config = input.site.config;
  const diagnostics: Diagnostic[] = [];
  const files: SiteFile[] = [];
  const made = new Set<string>();
  const out: Output = {
    add: (path, contents) => {
      files.push({ path, contents });
      made.add(path);
    },
    has: (path) => made.has(path) || input.written.has(path),
  };
  const userFiles = new Set(input.rootFiles.assets);
  const generate: Generate = (path, contents) => {
    if (!userFiles.has(path)) out.add(path, contents);
  };

  // 404 page: served by hosts for unknown URLs at any depth, so every href in it is base-absolute.
  const notFound = notFoundPage({
    settings: input.notFoundRedirects ? config.errors?.['404'] : { ...config.errors?.['404'], redirect: false },
    theme: input.theme,
    factory: input.factory,
    base,
    homeUrl: input.site.homeUrl,
  });
  // With --csp, its policy is made once the redirect home is in it, so the redirect's script is hashed.
  const policy = input.csp ? withPagePolicy(notFound.html, integrationPolicySources(config)) : undefined;
  generate(SITE_FILES.notFound, policy?.html ?? notFound.html);
  diagnostics.push(...redirectFiles(input, out, userFiles, generate));
  if (input.csp) diagnostics.push(...policyHeaders(base, userFiles, generate));

  // Indexable pages: navigable ones (or all with `seo.indexing: all`), never hidden or noindex.
  const indexable = records.filter(
    (r) => !r.noindex && !r.hidden && (r.inNavigation || config.seo?.indexing === 'all'),
  );
  diagnostics.push(...sitemapFiles(input, indexable, userFiles, generate));

  // llms.txt and llms-full.txt list the default language and version only, as the format does.
  const defaultSection = input.site.routes[0]?.section;
  const inDefault = (r: PageRecord) => r.language === defaultSection?.language && r.version === defaultSection?.version;
  diagnostics.push(
    ...(await agentFiles({
      site: input.site,
      config,
      pages: indexable.filter((r) => r.inNavigation && inDefault(r)),
      base,
      siteUrl: input.siteUrl,
      userFiles,
      readUserFile: input.readUserFile,
      readSkills: input.readSkills,
      add: out.add,
    })),
  );

  updateFeeds(input, out);
  out.add(SITE_FILES.mcpManifest, siteMcpManifest(input));
  return { files, fragments: notFound.fragments, diagnostics };
}

/** The files made so far: `add` one, `has` a path (made here or written before). */
interface Output {
  add: (path: string, contents: string | Uint8Array) => void;
  has: (path: string) => boolean;
}

/** Adds a generated file unless a file of the docs root has its path. */
type Generate = (path: string, contents: string | Uint8Array) => void;

// Redirect pages and `_redirects`, and the root's redirect to the home page.
function redirectFiles(input: SiteExtrasInput, out: Output, userFiles: Set<string>, generate: Generate) {
  const { base } = input;
  const config = input.site.config;
  const routes = new Set(input.site.routes.map((r) => r.url));
  const planned = planRedirects({
    config,
    routes,
    assets: userFiles,
    base,
    sourceMap: input.site.sourceMap,
    withheld: new Set(input.site.withheld ?? []),
  });
  const diagnostics = [...planned.diagnostics];
  // A redirect from a path that is a file of the site (a page's `.md` copy, a static file) would
  // need that file to be a folder: the file wins, as on any static host, and the redirect is dropped.
  const redirects = planned.redirects.filter((r) => {
    const file = r.source.replace(/^\/+/, '');
    if (r.pattern || !(out.has(file) || userFiles.has(file))) return true;
    diagnostics.push(
      warning(
        'build/redirect-shadowed',
        `Redirect source \`${r.source}\` is a file of the built site${file.endsWith('.md') && routes.has(`/${file.slice(0, -3)}`) ? ` (the Markdown copy of \`/${file.slice(0, -3)}\`)` : ''}; the file is kept and the redirect ignored.`,
        { file: 'docs.json', ...r.at, hint: 'Remove the redirect: the file already answers at that path.' },
      ),
    );
    return false;
  });
  for (const r of redirects) {
    if (r.pattern) continue;
    const path = redirectOutputPath(r.source);
    if (out.has(path)) continue;
    out.add(path, redirectPage(r.destination));
  }
  if (redirects.length > 0) generate(SITE_FILES.redirects, redirectsFile(redirects, base));
  // A site without an index page still answers at its root, as on Mintlify (which serves the
  // navigation's first page there): `/` sends readers on to the home page, unless a redirect or
  // a static `index.html` of the docs root already answers there.
  const home = rootRedirectTarget(input.site.homeUrl);
  if (home !== undefined && !out.has('index.html')) {
    generate('index.html', redirectPage(routeHref(home, base)));
  }
  return diagnostics;
}

// `_headers` with the policy a <meta> cannot carry, unless the docs root ships its own (kept as it is).
function policyHeaders(base: string, userFiles: Set<string>, generate: Generate): Diagnostic[] {
  if (!userFiles.has('_headers')) {
    generate('_headers', headersFile(base));
    return [];
  }
  return [
    warning(
      'build/csp-headers',
      `The docs root has its own \`_headers\`, published as it is: --csp does not add its \`Content-Security-Policy: ${HEADER_POLICY}\` rule to it (the pages still carry their <meta> policy).`,
      {
        file: '_headers',
        hint: `Add \`Content-Security-Policy: ${HEADER_POLICY}\` under a \`${base}*\` rule of your _headers to keep other sites from framing the pages.`,
      },
    ),
  ];
}

// sitemap.xml (with a site URL) and robots.txt.
function sitemapFiles(
  input: SiteExtrasInput,
  indexable: PageRecord[],
  userFiles: Set<string>,
  generate: Generate,
): Diagnostic[] {
  const { base, siteUrl } = input;
  const config = input.site.config;
  if (siteUrl !== undefined) {
    const slash = config.seo?.trailingSlash === true;
    const urls = indexable.map((r) => {
      const href = routeHref(r.url, base);
      return siteUrl + (slash && !href.endsWith('/') ? `${href}/` : href);
    });
    generate(SITE_FILES.sitemap, sitemapXml(urls));
    generate(SITE_FILES.robots, robotsTxt(`${siteUrl}${base}${SITE_FILES.sitemap}`));
    return [];
  }
  generate(SITE_FILES.robots, robotsTxt(undefined));
  if (userFiles.has(SITE_FILES.sitemap)) return [];
  return [
    {
      severity: 'info',
      code: 'build/no-site-url',
      message: 'No sitemap.xml was written: a sitemap needs absolute URLs and the site URL is unknown.',
      hint: 'Pass `--site-url https://docs.example.com`, or set `seo.metatags.canonical` in docs.json.',
    },
  ];
}

// A page with `<Update>` entries has a feed at `<page>/rss.xml` (create/changelogs).
function updateFeeds({ records, base, siteUrl, site }: SiteExtrasInput, out: Output): void {
  const config = site.config;
  // From each page's update data, made by its compile (never read back from its HTML).
  for (const r of records) {
    const items = r.updates;
    if (!items || items.length === 0) continue;
    const href = routeHref(r.url, base);
    const absolute = (h: string) => (siteUrl !== undefined ? siteUrl + h : h);
    out.add(
      updateFeedPath(r.url),
      updateFeedXml({
        title: r.title,
        description: r.description,
        pageUrl: absolute(href),
        feedUrl: absolute(`${href.replace(/\/$/, '')}/rss.xml`),
        siteName: config.name ?? 'Documentation',
        items,
      }),
    );
  }
}

// What `docsgen mcp` serves from a built site without rebuilding it.
function siteMcpManifest({ site, records }: SiteExtrasInput): string {
  const config = site.config;
  return buildMcpManifest({
    name: config.name ?? 'Documentation',
    description: config.description,
    pages: records
      .filter((r) => !r.noindex && !r.hidden && r.searchable && r.markdown !== undefined)
      .map((r) => ({
        url: r.url,
        markdownPath: routeMarkdownPath(r.url),
        title: r.title,
        description: r.description,
        section: r.section,
        language: r.language,
        version: r.version,
        method: r.method,
        path: r.path,
        keywords: r.keywords,
        boost: r.boost,
      })),
  });
}
