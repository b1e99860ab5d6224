import { initBanners } from './banners.ts';
import { initContextualMenus } from './contextual-menu.ts';
import { initCopyPage } from './copy-page.ts';
import { initMenus } from './menus.ts';
import { initMobileNav } from './mobile-nav.ts';
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
  initTocHighlight(doc);
  initCopyPage(doc);
  initContextualMenus(doc);
}
