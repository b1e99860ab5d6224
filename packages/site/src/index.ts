// The site model: what a page and the site show, decided from docs.json (the page context and its
// chrome, section navigation, listings, feeds, agent and skill files, the site's extra files) and the
// settings a run makes once from it. The engine (@docsgen/build) runs, caches and writes; it reads no docs.json key.

export * from '@docsgen/diagnostics/content-hash';
export * from '@docsgen/diagnostics/read-repository-file';
export * from './agent-files.ts';
export * from './card-page-icons.ts';
export * from './chrome-links.ts';
export * from './code-theme-setting.ts';
export * from './compile-settings.ts';
export * from './contextual-menu.ts';
export * from './create-page-context.ts';
export * from './defer-sidebar.ts';
export * from './directory-listing.ts';
export * from './feedback-links.ts';
export * from './git-last-modified.ts';
export * from './global-navigation.ts';
export * from './group-boost.ts';
export * from './icon-renderer.ts';
export * from './integration-snippets.ts';
export * from './integrations-script.ts';
export * from './language-alternates.ts';
export * from './make-page-record.ts';
export * from './not-found-page.ts';
export * from './page-meta.ts';
export * from './page-record.ts';
export * from './plan-redirects.ts';
export * from './render-inline-markdown.ts';
export * from './search-page.ts';
export * from './section-navigation.ts';
export * from './sidebar-fragments.ts';
export * from './site-chrome.ts';
export * from './site-extra-files.ts';
export * from './site-files.ts';
export * from './site-href.ts';
export * from './site-settings.ts';
export * from './site-style.ts';
export * from './site-url.ts';
export * from './sitemap-xml.ts';
export * from './skill-files.ts';
export * from './structured-data.ts';
export * from './tailwind-classes.ts';
export * from './update-feed.ts';
