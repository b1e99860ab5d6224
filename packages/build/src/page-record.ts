import type { Diagnostic } from '@docsgen/diagnostics';

/** What the site-wide steps (sitemap, llms.txt, search) keep of a written page; the HTML document is not kept. */
export interface PageRecord {
  /** Route URL. */
  url: string;
  /** Title. */
  title: string;
  /** Description; default none. */
  description?: string;
  /** Frontmatter noindex or hidden. */
  noindex: boolean;
  /** Frontmatter hidden. */
  hidden: boolean;
  /** Frontmatter searchable (default true). */
  searchable: boolean;
  /** In the navigation. */
  inNavigation: boolean;
  /** Clean Markdown body; default none. */
  markdown?: string;
  /** Content HTML (for the search index). */
  html: string;
  /** Language code of the section. */
  language?: string;
  /** Version label of the section. */
  version?: string;
  /** Breadcrumb labels joined, for search results. */
  section?: string;
  /** Nearest group label (llms.txt sections). */
  group?: string;
  /** Endpoint method. */
  method?: string;
  /** Endpoint path. */
  path?: string;
  /** Frontmatter keywords. */
  keywords?: string[];
  /** Frontmatter boost. */
  boost?: number;
  /** The frontmatter keys the navigation shows (title, sidebarTitle, tag, icon, hidden…), as JSON; a dev edit that changes them rebuilds the sidebars. */
  frontmatter: string;
  /** Diagnostics of this page's compile (replaced when the dev builder re-renders the page alone). */
  diagnostics: Diagnostic[];
}

/** The frontmatter keys that appear outside the page itself (sidebars, switchers, search filters), as JSON. */
export function navFrontmatter(fm: Record<string, unknown>): string {
  const keys = [
    'title',
    'sidebarTitle',
    'tag',
    'icon',
    'iconType',
    'hidden',
    'noindex',
    'url',
    'openapi',
    'api',
    'deprecated',
  ];
  return JSON.stringify(keys.map((k) => fm[k] ?? null));
}
