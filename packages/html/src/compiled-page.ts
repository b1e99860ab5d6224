import type { Diagnostic } from '@docsgen/diagnostics';

/** A heading of a page, for the table of contents and anchor checks. */
export interface Heading {
  /** 1..6. */
  depth: number;
  /** Plain text of the heading. */
  text: string;
  /** Unique id on the page (`headingSlug` from @docsgen/components, `{#custom-id}` honoured). */
  id: string;
}

/** A link or image reference found in a page, checked against the route table after compile. */
export interface PageLink {
  /** `link` for <a>/markdown links/Card href, `image` for images and other assets. */
  kind: 'link' | 'image';
  /** The URL as written. */
  href: string;
  /** 1-based line in the .mdx file. */
  line?: number;
  /** 1-based column in the .mdx file. */
  column?: number;
}

/** Parsed frontmatter: known keys typed, any custom key kept. */
export interface Frontmatter {
  title?: string;
  description?: string;
  sidebarTitle?: string;
  icon?: string;
  tag?: string;
  hidden?: boolean;
  noindex?: boolean;
  searchable?: boolean;
  boost?: number;
  mode?: string;
  deprecated?: boolean;
  keywords?: string[];
  openapi?: string;
  'openapi-schema'?: string;
  api?: string;
  [key: string]: unknown;
}

/** The result of compiling one page (an MDX file or a synthesised endpoint page). */
export interface CompiledPage {
  /** Frontmatter as parsed (empty object when none). */
  frontmatter: Frontmatter;
  /** Title to show: frontmatter title, else nav label, else file-name fallback. */
  title: string;
  /** Description, from frontmatter or the spec (the theme shows it under the title); default none. */
  description?: string;
  /**
   * What `<meta name="description">` and link previews say when it is not `description`: an endpoint
   * page's whole description as text, as Mintlify's page metadata carries it, though only a plain
   * first paragraph shows under the title; default `description`.
   */
  metaDescription?: string;
  /** Headings in document order (for the TOC: depth 2 and 3). */
  headings: Heading[];
  /** Rendered body HTML (static; no framework). */
  html: string;
  /** Extra HTML the theme puts in the right-hand panel (RequestExample/ResponseExample, endpoint examples). */
  asideHtml?: string;
  /** Links and images found, for checking and asset copying. */
  links: PageLink[];
  /** Every element id in the rendered page (headings, `<div id>`, Tab/Accordion/Step/field anchors): what `#fragment` links may target; default the heading ids. */
  anchors?: string[];
  /** Client features the page needs, so the theme loads only those: e.g. `mermaid`, `katex`, `tryit`. */
  features: string[];
  /** Plain text of the page for search and llms (components lowered). */
  text?: string;
  /** Clean Markdown copy of the page (components lowered) for `<url>.md`, llms-full.txt and MCP. */
  markdown?: string;
  /** Problems found in this page. */
  diagnostics: Diagnostic[];
  /** Docs-root-relative files the page imports, directly or through snippets (cache keys, dev rebuilds); default []. */
  imports?: string[];
  /** Interactive user components the page rendered, hydrated in the browser (islands); default none. */
  islands?: PageIsland[];
  /** The entries of the page's changelog feed, from its `<Update>` elements; default none (no feed). */
  updates?: UpdateFeedItem[];
}

/** One entry of a page's changelog feed (see remark-update-feed in @docsgen/mdx). */
export interface UpdateFeedItem {
  /** Item title: the `rss` title, a heading inside the update, or the update's label. */
  title: string;
  /** Fragment of the update, or of the heading, in the page (not encoded). */
  anchor: string;
  /** Plain text: the `rss` description, or the text of the update or of the heading's section. */
  description: string;
}

/** An island's component: what the browser bundle of a page imports. */
export interface PageIsland {
  /** Docs-root-relative file defining it (a JSX snippet, or an MDX page or snippet). */
  file: string;
  /** Its export name. */
  name: string;
  /** For an MDX file: its ESM code (imports and exports), which the browser bundle compiles. */
  esm?: string;
}
