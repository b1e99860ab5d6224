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
}
