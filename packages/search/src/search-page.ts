/** A page handed to the search indexer. */
export interface SearchPage {
  /** Route URL without the base path, e.g. `/guides/intro` (the client adds the base). */
  url: string;
  /** Page title, shown as the result heading. */
  title: string;
  /** The page's content HTML (CompiledPage.html), not the whole themed document. */
  html: string;
  /**
   * A hash of `html`, when the caller has one: shard keys use it instead of reading `html` (which
   * the caller may keep packed until the indexer needs it); default none (`html` is hashed).
   */
  htmlKey?: string;
  /** Language code of the page (docs.json language); default: the site's single language (`en`). */
  language?: string;
  /** Version label the page belongs to; default none (matches no version filter). */
  version?: string;
  /** Section shown under the result title (tab and group trail, e.g. `Guides › Setup`); default none. */
  section?: string;
  /** HTTP method of an endpoint page (GET, POST, WEBHOOK…); default none. */
  method?: string;
  /** Path of an endpoint page (`/plants/{id}`); default none. */
  path?: string;
  /** Frontmatter `keywords`: extra search terms, not shown; default none. */
  keywords?: string[];
  /** Frontmatter `boost`: relevance multiplier (1 = neutral, 0.25 demotes, 3 promotes); default 1. */
  boost?: number;
  /** True for pages that must not be indexed (`hidden`, `noindex`, `searchable: false`); default false. */
  exclude?: boolean;
}
