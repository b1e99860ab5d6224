import type { ThemeDefaults } from '@docsgen/theme-api';

/** Where a piece of the chrome sits on a desktop screen (phones always get the top bar and the menu). */
export type Place = 'topbar' | 'sidebar';

/**
 * One docs.json theme as data: what the shared page structure (theme-layout.tsx) reads to place the
 * chrome, the page modes the theme lays out, its defaults and its stylesheet. Everything else that
 * tells the themes apart (widths, fonts, markers, panels) is in that stylesheet.
 */
export interface ThemeTraits {
  /** The docs.json `theme` name (or docsgen's `classic`); the body's class is `dg-theme-<name>`. */
  name: string;
  /** Breadcrumbs and drilldown when docs.json does not set them. */
  defaults: ThemeDefaults;
  /**
   * Mintlify's theme-specific page modes this theme lays out (organize/pages.mdx): `frame` (sidebar
   * beside a canvas) and `center` (no sidebar, no TOC). A page asking for one its theme lacks gets the
   * standard chrome around the same content.
   */
  modes: { frame: boolean; center: boolean };
  /** The logo: in the top bar, or at the top of the sidebar (the top bar keeps a copy for phones). */
  logo: Place;
  /** The search field: in the top bar, or at the top of the sidebar. */
  search: Place;
  /** The light/dark toggle: in the top bar, or beside the logo at the top of the sidebar. */
  toggle: Place;
  /** The tabs: a row of their own under the top bar, links inside the top bar, or at the top of the sidebar. */
  tabs: 'row' | Place;
  /**
   * The product, version and dropdown switchers: at the top of the sidebar (default), or pills beside
   * the logo in the top bar (aspen's "SDKs" dropdown), which on phones move into the menu.
   */
  switchers?: 'sidebar' | 'topbar';
  /**
   * The language switcher: in the top bar (default), or floating at the bottom left of the window
   * (Palm, "similar to Stripe's approach"), which on phones is the foot of the menu.
   */
  languages?: 'topbar' | 'floating';
  /**
   * `navbar.primary` as Sequoia's "primary header button": the last thing in the top bar, after the
   * toggle, marked `data-component-name="primary-header-button"`. Otherwise it follows the links.
   */
  headerButton?: boolean;
  /** A button that folds the sidebar away on desktop (kept across pages). */
  collapseSidebar: boolean;
  /** The theme's stylesheet, a file in `themes/classic/src/styles/looks/`. */
  stylesheet: string;
  /** Shared pieces it draws on, files in `themes/classic/src/styles/parts/`, loaded before its stylesheet. */
  parts?: string[];
}
