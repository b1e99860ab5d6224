/** Types of the contextual menu (docs.json and frontmatter `contextual`) a theme prints. */

/** What clicking an option does. */
export type ContextualAction = 'copy-page' | 'link' | 'copy-text' | 'print';

/** What the links of one page are made from. */
export interface ContextualTargets {
  /** The page's URL (absolute when known). */
  pageUrl: string;
  /** Its `.md` copy (base-relative in links; the browser fetches it from there). */
  markdownUrl: string;
  /** The route path, `/guides/start` (`$path`). */
  path: string;
  /** The site's MCP server URL, `<site>/mcp` as on Mintlify (`$mcp`). */
  mcpUrl: string;
  /** The MCP server's name in an editor: the site name. */
  mcpName: string;
  /** The page's OpenAPI spec file, on API pages; default none. */
  specUrl?: string;
}

/** A custom option's `href` as written: a URL, or a base and query whose values take placeholders. */
export type ContextualHref = string | { base: string; query?: Array<{ key: string; value: string }> };

/** One entry of a page's contextual menu, ready to print. */
export interface ContextualItem {
  /** Built-in identifier (`chatgpt`), or `custom`. */
  id: string;
  label: string;
  description: string;
  action: ContextualAction;
  /** Where a `link` leads (allow-listed); the client rewrites it with absolute URLs. */
  href?: string;
  /** What a `copy-text` option copies. */
  copyText?: string;
  /** Its icon's markup (already safe); default none. */
  iconSvg?: string;
  /** Custom options: the `href` as written, filled again in the browser (`$page`, absolute `$mcp`). */
  custom?: ContextualHref;
}

/** A page's contextual menu: where it shows and its entries (none: the page shows no menu). */
export interface ContextualMenu {
  display: 'header' | 'toc';
  items: ContextualItem[];
  /** Base-relative targets the client script makes absolute from the reader's location. */
  targets: ContextualTargets;
}
