import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { Diagnostic } from '@docsgen/diagnostics';

/**
 * Text kept deflated until the end of the build. Every page's content HTML and Markdown wait for
 * the search index and llms-full.txt: on a 10,000-page site that is over 300 MB as strings, and a
 * sixth of it packed. The fastest level: packing a page costs a fraction of a millisecond, on the
 * main thread while it waits for the workers.
 */
export type PackedText = Uint8Array;

/** Packs `text` (see {@link PackedText}). */
export function packText(text: string): PackedText {
  return deflateRawSync(Buffer.from(text, 'utf8'), { level: 1 });
}

/** The text `packed` was made from. */
export function unpackText(packed: PackedText): string {
  return inflateRawSync(packed).toString('utf8');
}

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
  /** Clean Markdown body, packed; default none. */
  markdown?: PackedText;
  /** Content HTML (for the search index), packed. */
  html: PackedText;
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
