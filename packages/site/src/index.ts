// The site model: what a page and the site show, decided from docs.json (the page context and its
// chrome, section navigation, listings, feeds, agent and skill files, the site's extra files) and the
// settings a run makes once from it. The engine (@docsgen/build) runs, caches and writes; it reads no docs.json key.
// The index names what the other packages use; the site's own tests import its files.

export { resolveCodeTheme } from './code-theme-setting.ts';
export { type CompileSettings, compileSettings } from './compile-settings.ts';
export { type ContextFactory, createThemedContexts } from './create-page-context.ts';
export { type DocsRepository, parseRepository } from './feedback-links.ts';
export { integrationFile } from './integrations-script.ts';
export { makePageRecord } from './make-page-record.ts';
export { PACK_FROM_ROUTES, type PageRecord } from './page-record.ts';
export { planRedirects } from './plan-redirects.ts';
export { policySourceWarnings } from './policy-source-warnings.ts';
export type { RepositoryFacts } from './repository-facts.ts';
export { searchPageOf } from './search-page.ts';
export type { SidebarFragment } from './sidebar-fragments.ts';
export { siteExtraFiles } from './site-extra-files.ts';
export { isGeneratedFile } from './site-files.ts';
export { routeMarkdownPath, routeOutputPath } from './site-href.ts';
export { type SiteSettings, siteConfig, siteKeyParts, siteSettings } from './site-settings.ts';
export { replacesBodyFont } from './site-style.ts';
export { MAX_SKILL_BYTES, type SkillSource, type SkillSources } from './skill-files.ts';
export {
  applyClassTokens,
  type ClassSource,
  extractClassNames,
  htmlClassKey,
  scriptClassTokens,
} from './tailwind-classes.ts';
export { themeWithPolicy } from './theme-with-policy.ts';
