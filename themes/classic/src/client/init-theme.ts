import { initBanners } from './banners.ts';
import { initCopyPage } from './copy-page.ts';
import { initMenus } from './menus.ts';
import { initMobileNav } from './mobile-nav.ts';
import { initSidebarCollapse } from './sidebar-collapse.ts';
import { initSidebarGroups } from './sidebar-groups.ts';
import { initThemeToggle } from './theme-toggle.ts';
import { initTocHighlight } from './toc-highlight.ts';

/** Every behaviour of the theme's layout (both themes share the markup contract). */
export function initTheme(doc: Document): void {
  initThemeToggle(doc);
  initBanners(doc);
  initMenus(doc);
  initMobileNav(doc);
  initSidebarGroups(doc);
  initSidebarCollapse(doc);
  initTocHighlight(doc);
  initCopyPage(doc);
  // The contextual menu's links and actions (their option table) are a lazy chunk, loaded by pages
  // whose menu has more than "Copy page" (initCopyPage's) and the Markdown copy (a plain link).
  if (doc.querySelector(CONTEXTUAL_CLIENT)) {
    void import('./contextual-menu.ts').then((m) => m.initContextualMenus(doc));
  }
}

/** A contextual menu item that needs the menu's client: any but "Copy page", "View as Markdown" and the spec download. */
const CONTEXTUAL_CLIENT =
  '[data-dg-ctx-menu] a[data-dg-ctx]:not([data-dg-ctx="view"], [data-dg-ctx="download-spec"]), [data-dg-ctx-menu] [data-dg-ctx-copy], [data-dg-ctx-menu] [data-dg-ctx-print]';
