import type { Diagnostic } from '@docsgen/diagnostics';
import type { CompiledPage, Heading } from '@docsgen/html';
import type { ContextualMenu } from './contextual-menu.ts';
import type { InterfaceText } from './interface-text.ts';

/** A resolved link a theme can print as-is (href already allow-listed and base-prefixed). */
export interface NavLink {
  /** Text shown. */
  label: string;
  /** href, base path applied; external URLs unchanged. */
  href: string;
  /** True for links leaving the site (open with rel="noopener"). */
  external: boolean;
  /** Inline SVG markup of the icon (already sanitized), or undefined. */
  iconSvg?: string;
  /** Short text under the label (menu items, products). */
  description?: string;
  /** Badge text. */
  tag?: string;
  /** True when the current page is inside this item. */
  current: boolean;
  /** A tab's `align: "end"`: the theme puts it at the end of the tab bar; default the start. */
  align?: 'end';
  /** An anchor's `color` (hex, validated): its icon's background in light and dark; default none. */
  color?: { light?: string; dark?: string };
}

/** One entry of a {@link DirectoryListing}: a page, a link, or a group with its own entries. */
export interface DirectoryItem {
  label: string;
  /** href of the page, link, or the group's root (else first) page; base applied. */
  href: string;
  /** True for links leaving the site. */
  external: boolean;
  iconSvg?: string;
  /** A group's entries (pages, links and nested groups); undefined for a page or link. */
  items?: DirectoryItem[];
}

/** A group root page's listing of the group (organize/navigation, "Directory listings"). */
export interface DirectoryListing {
  /** `card`: a grid of cards; `accordion`: one expandable entry per item. */
  style: 'card' | 'accordion';
  items: DirectoryItem[];
}

/** One item of the sidebar of the current section. */
export type SidebarItem =
  | {
      kind: 'page';
      label: string;
      href: string;
      /** The current page. */
      current: boolean;
      iconSvg?: string;
      tag?: string;
      /** HTTP method label for endpoint pages (GET, POST, WEBHOOK…). */
      method?: string;
      /** Frontmatter `deprecated: true`: a "Deprecated" label beside the entry. Default false. */
      deprecated?: boolean;
    }
  | {
      kind: 'group';
      label: string;
      iconSvg?: string;
      tag?: string;
      /** Top-level groups are always expanded and have no collapse control. */
      topLevel: boolean;
      /** Expanded at load: `expanded: true`, or it holds the current page. */
      expanded: boolean;
      /** Holds the current page. */
      current: boolean;
      /** href of the group's `root` page; the title links there. */
      rootHref?: string;
      /** href of the group's first page (used by drilldown). */
      firstHref?: string;
      /** Children; for a `lazy` group only a placeholder (its first page, so it works without scripts). */
      items: SidebarItem[];
      /**
       * Set when the group's children are not in the page: its key in the section's sidebar fragment
       * (`PageContext.sidebarFragment`), whose entry replaces the placeholder list. Default unset.
       */
      lazy?: string;
    }
  | { kind: 'link'; label: string; href: string; external: boolean; iconSvg?: string }
  | {
      kind: 'deferred';
      /**
       * Top-level items `from`…`to` (inclusive indexes) of a large section, left out of the page: the
       * client script inserts the section fragment's entries `~from`…`~to` in their place.
       */
      from: number;
      /** Last index of the run. */
      to: number;
    };

/** A switcher (product, version, language, dropdown): the current option and the others. */
export interface Switcher {
  /** Visible label of the current option. */
  current: string;
  /** Every option; `href` is the same page in that option when it exists, else its first page. */
  options: NavLink[];
}

/** Everything a theme needs for one page, flat and ready. Layout code reads it and computes nothing global. */
export interface PageContext {
  site: {
    /** Site name from docs.json. */
    name: string;
    /** Site description. */
    description?: string;
    /** Base path, always starting and ending with `/` (default `/`). */
    base: string;
    /** Absolute site URL for canonical links, when known (`seo`/`--site-url`); default none. */
    siteUrl?: string;
    /** Logo images (hrefs already base-prefixed) and click target. */
    logo?: { light: string; dark: string; href: string };
    /** Favicon href (docs.json `favicon`, or its `light` file). */
    favicon?: string;
    /** The dark-mode favicon href (`favicon.dark`), shown when the reader's system is dark; default none. */
    faviconDark?: string;
    /**
     * CSS of docs.json `fonts` and `background` (site-style.ts), safe to print in a `<style>`
     * (values re-serialised and escaped); default none.
     */
    styleCss?: string;
    /** Primary, light and dark colours (hex). */
    colors: { primary: string; light?: string; dark?: string };
    /** `appearance.default` (system|light|dark) and whether the toggle is hidden. */
    appearance: { default: 'system' | 'light' | 'dark'; strict: boolean };
    /** Effective breadcrumbs setting after theme default and `styling.eyebrows`. */
    breadcrumbs: boolean;
    /** Effective drilldown after theme default and `interaction.drilldown`. */
    drilldown: boolean;
    /** Search placeholder. */
    searchPrompt?: string;
    /** Footer socials and link columns, hrefs allow-listed. */
    footer?: { socials: NavLink[]; columns: Array<{ header?: string; items: NavLink[] }> };
    /** Top bar links and primary button. */
    navbar: { links: NavLink[]; primary?: NavLink };
    /** Site-wide banner (`banner` in docs.json), content already rendered to safe HTML. */
    banner?: { html: string; dismissible: boolean; id: string };
    /** Hashed asset hrefs (CSS, theme script, custom user CSS/JS) and the theme's font files to preload (default none). */
    assets: { css: string[]; js: string[]; fonts?: string[] };
  };
  page: {
    /** Route URL (without base). */
    url: string;
    /** Full href of this page with base. */
    href: string;
    /** Canonical absolute URL when site URL is known. */
    canonical?: string;
    title: string;
    description?: string;
    /** What `<meta name="description">` says (CompiledPage.metaDescription, else `description`); default `description`. */
    metaDescription?: string;
    /** Compiled content. */
    content: CompiledPage;
    /** TOC entries (depth 2–3). */
    toc: Heading[];
    /** `mode` frontmatter: default|wide|custom|frame|center (any other value is shown as default). */
    mode: string;
    /** Frontmatter `hideFooterPagination: true`: no previous/next links. Default false. */
    hideFooterPagination?: boolean;
    /** Frontmatter `deprecated: true`: a "Deprecated" label beside the title. Default false. */
    deprecated?: boolean;
    /**
     * Last-modified date (`YYYY-MM-DD`, the last git commit touching the page file) when the page
     * shows one (`metadata.timestamp` or frontmatter `timestamp`); default none.
     */
    lastModified?: string;
    /** Meta tags: name/property → content (og:*, twitter:*, robots…). */
    meta: Array<{ name?: string; property?: string; content: string }>;
    /** True for noindex pages. */
    noindex: boolean;
    /**
     * The page's schema.org structured data (JSON-LD `@graph`) as JSON already escaped for a
     * `<script type="application/ld+json">` element; default none (noindex pages have none).
     */
    structuredData?: string;
    /**
     * The listing of its group's pages and groups a group's `root` page shows below its content
     * (`directory: "card"` or `"accordion"`, inherited through the navigation); default none.
     */
    directory?: DirectoryListing;
    /** Endpoint method/path when this is an API page. */
    api?: { method: string; path: string };
    /** href of the `.md` copy. */
    markdownHref: string;
    /** Frontmatter `rss: true` on a page with `<Update>` entries: its feed's href, for an RSS button; default none. */
    rss?: string;
    /**
     * The contextual menu (docs.json `contextual`, or the page's own): where it shows, its entries
     * and what the browser needs to make their links absolute (no entries: no menu). A context
     * without it (older callers) gets “Copy page” and “View as Markdown”.
     */
    contextual?: ContextualMenu;
    /**
     * docs.json `feedback.edits`/`feedback.issues` as links for the page footer: its file in the
     * repository's editor and a new issue naming it (hrefs allow-listed by the theme); default none.
     */
    feedback?: { editHref?: string; issueHref?: string };
  };
  /** Horizontal tab bar of the current section (empty when the site has no tabs). */
  tabs: Array<NavLink & { menu?: NavLink[] }>;
  /** Anchors at the top of the sidebar (current section's level). */
  anchors: NavLink[];
  /** Global anchors, on every page. */
  globalAnchors: NavLink[];
  /** Switchers present on the site, for the current section. */
  switchers: { product?: Switcher; version?: Switcher; language?: Switcher; dropdown?: Switcher };
  /** Sidebar items of the current section. */
  sidebar: SidebarItem[];
  /**
   * href of the section's sidebar fragment (JSON: `lazy` key → the theme's HTML of that group's
   * children), content-hashed and shared by the section's pages; set when some group is `lazy`.
   */
  sidebarFragment?: string;
  /** Breadcrumb trail (labels and hrefs of the enclosing tab, anchor, groups…). */
  breadcrumbs: Array<{ label: string; href?: string }>;
  /** Section eyebrow (nearest group name) when breadcrumbs are off. */
  eyebrow?: string;
  prev?: { label: string; href: string };
  next?: { label: string; href: string };
  /** The current language's banner, rendered to safe HTML. */
  languageBanner?: { html: string; dismissible: boolean; id: string };
  /** `lang` attribute for <html>. */
  lang: string;
  /** The theme's interface text in the page's language (English when the site has no languages). */
  text: InterfaceText;
  /**
   * The same page in each language of the site (`<link rel="alternate" hreflang>`), this page
   * included; empty when the site has one language or the page has no counterpart. `href` is
   * absolute when the site URL is known.
   */
  alternates: Array<{ hreflang: string; href: string }>;
  /** Diagnostics shown in dev's overlay (empty in build). */
  devDiagnostics?: Diagnostic[];
  /** Extra HTML for the end of <body> (dev reload client). */
  bodyEndHtml?: string;
}

/** What a theme's 404 page receives: the page context with only what a missing page has. */
export type NotFoundPageContext = Omit<PageContext, 'page'> & {
  page: Pick<PageContext['page'], 'title' | 'url' | 'href'> & {
    /** True: the 404 page is never indexed (`<meta name="robots" content="noindex">`); default false. */
    noindex?: boolean;
    /** `errors.404.description` rendered to safe inline HTML; default none (the theme's own sentence). */
    descriptionHtml?: string;
  };
};

/** A theme's published defaults. */
export interface ThemeDefaults {
  /** Breadcrumbs on by default. */
  breadcrumbs: boolean;
  /** Drilldown on by default. */
  drilldown: boolean;
}

/** A static asset a theme ships: written to the output under `assets/` with a content hash. */
export interface ThemeAsset {
  /** Logical name, e.g. `theme.css`, `theme.js`. */
  name: string;
  /** File contents (give this or `entry`). */
  contents?: string | Uint8Array;
  /** Absolute path of a client script (TS/JS) that the build bundles and minifies with esbuild. */
  entry?: string;
  /** Written as `assets/<name>` without a content hash: a file the theme's CSS links by name (a font); default false. */
  keepName?: boolean;
  /** `font`: every page preloads it (`<link rel="preload" as="font">`), unless docs.json `fonts` replaces the body font. */
  preload?: 'font';
}

/** A theme: a layout, CSS, one small client script and a table of defaults. */
export interface Theme {
  /** Theme name used in docs.json's `theme` (after mapping format names). */
  name: string;
  /** Published defaults. */
  defaults: ThemeDefaults;
  /** Renders a full HTML document for one page. Must escape every string it prints. */
  render(ctx: PageContext): string;
  /** Renders the 404 page. */
  renderNotFound(ctx: NotFoundPageContext): string;
  /**
   * Renders one level of sidebar items outside any page (the children of a `lazy` group, for the
   * section's sidebar fragment). Optional: without it every group is rendered in full in each page.
   */
  renderSidebarItems?(items: SidebarItem[], options: { drilldown: boolean }): string;
  /** CSS and client script (built and minified). */
  assets(): Promise<ThemeAsset[]> | ThemeAsset[];
}
