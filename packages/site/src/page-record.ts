import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Diagnostic } from '@docsgen/diagnostics';
import type { UpdateFeedItem } from '@docsgen/html';
import type { CompiledPage } from '@docsgen/mdx';
import { htmlClassKey } from './tailwind-classes.ts';

/**
 * Text a page record keeps until the end of the build: every page's content HTML and Markdown
 * wait for the search index and llms-full.txt. On a 10,000-page site that is over 300 MB as
 * strings, so a large site keeps them deflated (a sixth of the size; the fastest level, a fraction
 * of a millisecond a page on the main thread while it waits for the workers); a smaller one keeps
 * the strings and skips that work.
 */
export type PackedText = string | Uint8Array;

/** Routes from which a site's page records are packed. */
export const PACK_FROM_ROUTES = 2000;

/** Packs `text` when `pack` is true (see {@link PackedText}). */
export function packText(text: string, pack: boolean): PackedText {
  if (!pack) return text;
  const packed = deflateRawSync(Buffer.from(text, 'utf8'), { level: 1 });
  // Output that fits zlib's first 16 KB chunk comes back as a view of that chunk: kept as it is,
  // a 5 KB text would hold all 16 KB until the build ends (two per page: 300 MB at 10,000 pages).
  return packed.byteLength === packed.buffer.byteLength ? packed : new Uint8Array(packed);
}

/** The text `packed` was made from. */
export function unpackText(packed: PackedText): string {
  return typeof packed === 'string' ? packed : inflateRawSync(packed).toString('utf8');
}

/** What the site-wide steps (sitemap, llms.txt, search) keep of a written page; the HTML document is not kept. */
export interface PageRecord {
  /** Route URL. */
  url: string;
  /** Title. */
  title: string;
  /** Description; default none. */
  description?: string;
  /** Frontmatter noindex, or hidden unless `seo.indexing: "all"`. */
  noindex: boolean;
  /** Frontmatter hidden, unless `seo.indexing: "all"` (then it is indexed, searched and listed like any page). */
  hidden: boolean;
  /** Frontmatter searchable (default true). */
  searchable: boolean;
  /** In the navigation. */
  inNavigation: boolean;
  /** Clean Markdown body, packed; default none. */
  markdown?: PackedText;
  /** Content HTML (for the search index), packed. */
  html: PackedText;
  /** The entries of the page's changelog feed (its `<Update>`s); default none: no feed. */
  updates?: UpdateFeedItem[];
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
  /** What of the page shows outside it ({@link pageNavKey}: navigation frontmatter, HTML classes); a dev edit that changes it reruns the pipeline. */
  frontmatter: string;
  /** Diagnostics of this page's compile (replaced when the dev builder re-renders the page alone). */
  diagnostics: Diagnostic[];
}

/**
 * What of a page shows outside the page itself: its navigation-visible frontmatter and the classes
 * of its HTML (they feed the site's Tailwind stylesheet, linked by every page). A page edit that
 * changes it is no text-only edit (patch build, dev's one-page re-render).
 */
export function pageNavKey(page: Pick<CompiledPage, 'frontmatter' | 'html'>): string {
  return `${navFrontmatter(page.frontmatter)}\n${htmlClassKey(page.html)}`;
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
    'hideApiMarker',
  ];
  return JSON.stringify(keys.map((k) => fm[k] ?? null));
}
