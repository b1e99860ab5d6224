import { type Diagnostic, error, warning } from '@docsgen/diagnostics';
import { contentHash } from '@docsgen/diagnostics/content-hash';
import { readRepositoryFile } from '@docsgen/diagnostics/read-repository-file';
import type { Site } from '@docsgen/navigation';
import { type BuildSearchIndexInput, buildSearchIndex, type SearchPage, writeMcpManifest } from '@docsgen/search';
import { writeAgentFiles } from './agent-files.ts';
import type { ContextFactory } from './create-page-context.ts';
import { notFoundPage } from './not-found-page.ts';
import type { RecordingSink } from './output-sink.ts';
import { type PageRecord, unpackText } from './page-record.ts';
import { planRedirects, redirectOutputPath, redirectPage, redirectsFile } from './plan-redirects.ts';
import { SITE_FILES } from './site-files.ts';
import { routeHref, routeMarkdownPath } from './site-href.ts';
import { robotsTxt, sitemapXml } from './sitemap-xml.ts';
import type { Theme } from './theme-api.ts';
import { updateFeedPath, updateFeedXml } from './update-feed.ts';

/** Inputs of {@link writeSiteExtras}. */
export interface SiteExtrasInput {
  site: Site;
  theme: Theme;
  factory: ContextFactory;
  /** Written pages in navigation order. */
  records: PageRecord[];
  /** The docs root's static files (see scanRootFiles). */
  rootFiles: { assets: string[] };
  root: string;
  base: string;
  sink: RecordingSink;
  /** Absolute site URL, when known. */
  siteUrl?: string;
  /** Write the search index; default true (the dev builder refreshes it in the background). */
  search?: boolean;
  /** Options of the search index (shard keys' salt, shards taken over from the previous output). */
  searchOptions?: SearchIndexOptions;
  /** The 404 page redirects home as `errors.404.redirect` says; false: never (dev, see redirectsNotFound). */
  notFoundRedirects: boolean;
}

/**
 * The files around the pages: 404.html, redirects (pages and `_redirects`), sitemap.xml,
 * robots.txt, llms.txt, llms-full.txt, the MCP manifest and the search index (the docs root's static
 * files follow, see {@link copyStaticFiles}).
 * A file of the same name in the docs root (robots.txt, llms.txt…) wins over the generated one.
 */
export async function writeSiteExtras(input: SiteExtrasInput): Promise<Diagnostic[]> {
  const { base, sink, records } = input;
  const config = input.site.config;
  const diagnostics: Diagnostic[] = [];
  const userFiles = new Set(input.rootFiles.assets);
  const generate: Generate = async (path, contents) => {
    if (!userFiles.has(path)) await sink.write(path, contents);
  };

  // 404 page: served by hosts for unknown URLs at any depth, so every href in it is base-absolute.
  await generate(
    SITE_FILES.notFound,
    notFoundPage({
      settings: input.notFoundRedirects ? config.errors?.['404'] : { ...config.errors?.['404'], redirect: false },
      theme: input.theme,
      factory: input.factory,
      base,
      homeUrl: input.site.homeUrl,
    }),
  );
  diagnostics.push(...(await writeRedirects(input, userFiles, generate)));

  // Indexable pages: navigable ones (or all with `seo.indexing: all`), never hidden or noindex.
  const indexable = records.filter(
    (r) => !r.noindex && !r.hidden && (r.inNavigation || config.seo?.indexing === 'all'),
  );
  diagnostics.push(...(await writeSitemap(input, indexable, userFiles, generate)));

  // llms.txt and llms-full.txt list the default language and version only, as the format does.
  const defaultSection = input.site.routes[0]?.section;
  const inDefault = (r: PageRecord) => r.language === defaultSection?.language && r.version === defaultSection?.version;
  diagnostics.push(
    ...(await writeAgentFiles({
      site: input.site,
      config,
      pages: indexable.filter((r) => r.inNavigation && inDefault(r)),
      base,
      siteUrl: input.siteUrl,
      userFiles,
      readUserFile: (path) => readRepositoryFile(input.root, path, { outside: { what: 'File', diagnostics } }),
      write: (path, contents) => sink.write(path, contents),
    })),
  );

  await writeUpdateFeeds(input);
  if (input.search !== false)
    diagnostics.push(
      ...(await writeSearchIndex(records, (path, contents) => sink.write(path, contents), input.searchOptions)),
    );
  await writeSiteMcpManifest(input);
  return diagnostics;
}

/** Writes a generated file unless a file of the docs root has its path. */
type Generate = (path: string, contents: string | Uint8Array) => Promise<void>;

// Redirect pages and `_redirects`, and the root's redirect to the home page.
async function writeRedirects(input: SiteExtrasInput, userFiles: Set<string>, generate: Generate) {
  const { base, sink } = input;
  const config = input.site.config;
  const routes = new Set(input.site.routes.map((r) => r.url));
  const planned = planRedirects({ config, routes, assets: userFiles, base, sourceMap: input.site.sourceMap });
  const diagnostics = [...planned.diagnostics];
  // A redirect from a path that is a file of the site (a page's `.md` copy, a static file) would
  // need that file to be a folder: the file wins, as on any static host, and the redirect is dropped.
  const redirects = planned.redirects.filter((r) => {
    const file = r.source.replace(/^\/+/, '');
    if (r.pattern || !(sink.written.has(file) || userFiles.has(file))) return true;
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
    if (sink.written.has(path)) continue;
    await sink.write(path, redirectPage(r.destination));
  }
  if (redirects.length > 0) await generate(SITE_FILES.redirects, redirectsFile(redirects, base));
  // A site without an index page still answers at its root, as on Mintlify (which serves the
  // navigation's first page there): `/` sends readers on to the home page, unless a redirect or
  // a static `index.html` of the docs root already answers there.
  const home = input.site.homeUrl;
  if (home !== undefined && home !== '/' && !sink.written.has('index.html')) {
    await generate('index.html', redirectPage(routeHref(home, base)));
  }
  return diagnostics;
}

// sitemap.xml (with a site URL) and robots.txt.
async function writeSitemap(
  input: SiteExtrasInput,
  indexable: PageRecord[],
  userFiles: Set<string>,
  generate: Generate,
): Promise<Diagnostic[]> {
  const { base, siteUrl } = input;
  const config = input.site.config;
  if (siteUrl !== undefined) {
    const slash = config.seo?.trailingSlash === true;
    const urls = indexable.map((r) => {
      const href = routeHref(r.url, base);
      return siteUrl + (slash && !href.endsWith('/') ? `${href}/` : href);
    });
    await generate(SITE_FILES.sitemap, sitemapXml(urls));
    await generate(SITE_FILES.robots, robotsTxt(`${siteUrl}${base}${SITE_FILES.sitemap}`));
    return [];
  }
  await generate(SITE_FILES.robots, robotsTxt(undefined));
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
async function writeUpdateFeeds({ records, base, siteUrl, site, sink }: SiteExtrasInput): Promise<void> {
  const config = site.config;
  // From each page's update data, made by its compile (never read back from its HTML).
  for (const r of records) {
    const items = r.updates;
    if (!items || items.length === 0) continue;
    const href = routeHref(r.url, base);
    const absolute = (h: string) => (siteUrl !== undefined ? siteUrl + h : h);
    await sink.write(
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
async function writeSiteMcpManifest({ site, records, sink }: SiteExtrasInput): Promise<void> {
  const config = site.config;
  await writeMcpManifest(
    {
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
    },
    (path, contents) => sink.write(path, contents),
  );
}

/**
 * Copies the docs root's static files to the output, after every generated file (a generated file
 * wins over a static file of the same path, with a warning unless the static file is meant to
 * replace it: robots.txt, llms.txt…).
 */
export async function copyStaticFiles(
  input: Pick<SiteExtrasInput, 'rootFiles' | 'root' | 'sink'>,
): Promise<Diagnostic[]> {
  const { sink } = input;
  const diagnostics: Diagnostic[] = [];
  // Static files last: a generated page or asset of the same path wins, with a warning.
  for (const file of input.rootFiles.assets) {
    if (sink.written.has(file)) {
      if (!['robots.txt', 'sitemap.xml', 'llms.txt', 'llms-full.txt', '_redirects', '404.html'].includes(file)) {
        diagnostics.push(
          warning(
            'build/static-file-shadowed',
            `Static file \`${file}\` has the same output path as a generated file; the generated file is kept.`,
            {
              file,
              hint: 'Rename or move the file.',
            },
          ),
        );
      }
      continue;
    }
    // A file listed at the start can be gone by now (deleted, renamed by an editor): that file
    // fails with a located error, the build does not crash.
    const contents = await readRepositoryFile(input.root, file, {
      outside: { what: 'Static file', diagnostics },
      missing: (code) =>
        diagnostics.push(
          error('build/static-file-unreadable', `Static file \`${file}\` could not be read (${code}).`, {
            file,
            hint:
              code === 'ENOENT'
                ? 'It was removed or renamed during the build; build again.'
                : 'Check the file permissions.',
          }),
        ),
    });
    if (contents) await sink.write(file, contents);
  }
  return diagnostics;
}

/** Options of {@link writeSearchIndex}: the shard keys' salt, which shards to keep and which were started early (see buildSearchIndex). */
export type SearchIndexOptions = Pick<BuildSearchIndexInput, 'salt' | 'keep' | 'prepared'>;

/** What the search index is given of a page record. */
export function searchPageOf(r: PageRecord): SearchPage {
  let htmlKey: string | undefined;
  return {
    url: r.url,
    title: r.title,
    get html() {
      return unpackText(r.html);
    },
    // Read only for shard keys (a page handed to an early index never needs it). Other HTML never
    // packs to the same bytes, and the same HTML packs alike with the same zlib.
    get htmlKey() {
      htmlKey ??= contentHash(r.html);
      return htmlKey;
    },
    language: r.language,
    version: r.version,
    section: r.section,
    method: r.method,
    path: r.path,
    keywords: r.keywords,
    boost: r.boost,
    exclude: r.noindex || r.hidden || !r.searchable,
  };
}

/** The search index of these pages (Pagefind), written through `write`. */
export async function writeSearchIndex(
  records: PageRecord[],
  write: (path: string, contents: Uint8Array) => Promise<void>,
  options: SearchIndexOptions = {},
): Promise<Diagnostic[]> {
  const search = await buildSearchIndex({
    // Each page's HTML is unpacked when the indexer reads it, so the site's pages are never all
    // unpacked at once.
    pages: records.map(searchPageOf),
    write,
    ...options,
  });
  return search.diagnostics;
}
