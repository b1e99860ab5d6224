// Public API: the classic theme, every docs.json theme's look (traits over one shared page structure),
// and the layout parts and client behaviours the quill theme reuses.
export { classicTheme } from './classic-theme.ts';
export { colorVariablesCss, contrastRatio } from './colors.ts';
export { defaults } from './defaults.ts';
export { HEAD_SCRIPT } from './head-script.ts';
export { lookTheme } from './look-theme.ts';
export { LOOKS } from './looks/index.ts';
export type { Place, ThemeTraits } from './looks/traits.ts';
export type { NotFoundContext, ShellContext } from './parts/context.ts';
export { Document } from './parts/document.tsx';
export { NotFoundBody } from './parts/not-found-body.tsx';
export {
  Article,
  AsidePanel,
  layoutMode,
  modeClass,
  type PageChrome,
  type PageModes,
  pageChrome,
} from './parts/page-body.tsx';
export { Sidebar } from './parts/sidebar.tsx';
export { SidebarItems } from './parts/sidebar-items.tsx';
export { SiteFooter } from './parts/site-footer.tsx';
export { Switchers } from './parts/switchers.tsx';
export { TabBar } from './parts/tab-bar.tsx';
export { Logo, MobileMenuButton, NavbarLinks, SearchButton, ThemeToggle } from './parts/top-bar.tsx';
export { renderHtml, renderMarkup } from './render-html.ts';
export { themeAssets } from './theme-assets.ts';
