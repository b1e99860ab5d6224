// Public API: the classic theme, and the layout parts and client behaviours the quill theme reuses.
export { classicTheme } from './classic-theme.ts';
export { colorVariablesCss, contrastRatio } from './colors.ts';
export { defaults } from './defaults.ts';
export { HEAD_SCRIPT } from './head-script.ts';
export type { NotFoundContext, ShellContext } from './parts/context.ts';
export { Document } from './parts/document.tsx';
export { NotFoundBody } from './parts/not-found-body.tsx';
export { Article, AsidePanel, modeClass, type PageChrome, pageChrome } from './parts/page-body.tsx';
export { Sidebar } from './parts/sidebar.tsx';
export { SidebarItems } from './parts/sidebar-items.tsx';
export { SiteFooter } from './parts/site-footer.tsx';
export { Switchers } from './parts/switchers.tsx';
export { TabBar } from './parts/tab-bar.tsx';
export { Logo, MobileMenuButton, NavbarLinks, SearchButton, ThemeToggle, TopBarRow } from './parts/top-bar.tsx';
export { renderHtml, renderMarkup } from './render-html.ts';
export { themeAssets } from './theme-assets.ts';
