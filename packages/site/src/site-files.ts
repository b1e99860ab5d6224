// The names of the files the build writes beside the pages, shared by their writers
// (site-extra-files.ts, agent-files.ts, render-page.ts's copies) and the link check, so a link to
// one of them (`/llms.txt`, `/quickstart.md`, `/changelog/rss.xml`) is never reported broken and
// the two cannot drift apart.
import { GENERATED_FILES, WELL_KNOWN } from '@docsgen/navigation/check-route';
import { routeMarkdownPath } from './site-href.ts';
import { updateFeedPath } from './update-feed.ts';

/**
 * Site-wide files at fixed paths (written unless a file of the docs root replaces them); the
 * sitemap is written with a site URL only. Named one floor down, where the route check refuses a
 * page or endpoint that would take one of these names (check-route.ts).
 */
export const SITE_FILES = GENERATED_FILES;

/** The discovery folder: copies of llms.txt and llms-full.txt, the skills and their indexes. */
export { WELL_KNOWN };

const FIXED = new Set<string>(Object.values(SITE_FILES));

/** What decides which files the build writes beside the pages. */
export interface GeneratedSite {
  /** Every route URL. */
  routeUrls: ReadonlySet<string>;
  /** The routes with `<Update>` entries (each has a feed), when known; else every route may. */
  feeds?: ReadonlySet<string>;
  /** The site's home page (`ResolvedSite.homeUrl`). */
  homeUrl?: string;
}

/**
 * Where the root's `index.html` redirect leads: the home page of a site without an index page
 * (its first navigation page, as Mintlify serves at `/`); undefined when the root is a page.
 */
export function rootRedirectTarget(homeUrl: string | undefined): string | undefined {
  return homeUrl !== undefined && homeUrl !== '/' ? homeUrl : undefined;
}

/**
 * Whether the build writes `path` (docs-root-relative, no leading slash) itself: a site-wide
 * file, a file under `.well-known/`, the root's redirect home, the Markdown copy of a route or
 * the update feed of a route.
 */
export function isGeneratedFile(path: string, site: GeneratedSite): boolean {
  const { routeUrls, feeds } = site;
  if (FIXED.has(path) || path.startsWith(WELL_KNOWN)) return true;
  if (path === 'index.html') return rootRedirectTarget(site.homeUrl) !== undefined;
  if (path.endsWith('.md')) {
    const url = path === 'index.md' ? '/' : `/${path.slice(0, -3)}`;
    return routeUrls.has(url) && routeMarkdownPath(url) === path;
  }
  if (path === 'rss.xml' || path.endsWith('/rss.xml')) {
    const url = path === 'rss.xml' ? '/' : `/${path.slice(0, -'/rss.xml'.length)}`;
    return (feeds ?? routeUrls).has(url) && updateFeedPath(url) === path;
  }
  return false;
}
