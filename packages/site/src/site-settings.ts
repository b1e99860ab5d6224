import type { CodeTheme } from '@docsgen/components';
import type { DocsConfig } from '@docsgen/config';
import { agentInstructionsBlock } from '@docsgen/markdown/agent-files';
import type { Site } from '@docsgen/navigation';
import { type CompileOptions, type CompileSettings, compileSettings } from './compile-settings.ts';
import { replacesBodyFont } from './site-style.ts';
import { siteUrlOf } from './site-url.ts';

/**
 * What the engine (@docsgen/build) needs of docs.json besides the site model's own reads, made once
 * per run by {@link siteSettings}: the build reads no docs.json key itself.
 */
export interface SiteSettings {
  /** What every page compile reads (hashed whole into the page cache key), the base path and `--strict` among them. */
  compile: CompileSettings;
  /** The site's absolute URL (no trailing slash): `--site-url`, else docs.json's canonical or og:url; none when neither is an http(s) URL. */
  siteUrl: string | undefined;
  /** docs.json `theme`: the name the build's `themeFor` picks a theme by. */
  theme: DocsConfig['theme'];
  /** docs.json `redirects`. */
  redirects: NonNullable<DocsConfig['redirects']>;
  /** docs.json `styling.latex`: KaTeX's stylesheet on every page (true), on none (false), where used (undefined). */
  latex: NonNullable<DocsConfig['styling']>['latex'];
  /** The shared assets preload the theme's body font: false when docs.json `fonts` replaces it. */
  preloadFonts: boolean;
  /** The agent instructions block (docs.json `markdown.instructions`) of each page's `.md` copy; none when unset. */
  agentInstructions: string | undefined;
}

/** The {@link SiteSettings} of a run, from its docs.json, build options and resolved code theme. */
export function siteSettings(
  site: Pick<Site, 'config'>,
  options: CompileOptions & { siteUrl?: string },
  codeTheme: CodeTheme | undefined,
): SiteSettings {
  const config = site.config;
  return {
    compile: compileSettings(config, options, codeTheme),
    siteUrl: siteUrlOf(options, site),
    theme: config.theme,
    redirects: config.redirects ?? [],
    latex: config.styling?.latex,
    preloadFonts: !replacesBodyFont(config),
    agentInstructions: agentInstructionsBlock(config.markdown?.instructions),
  };
}

/** The validated docs.json of a loaded site, typed by the schema (kept for callers of the old accessor). */
export function siteConfig(site: { config: DocsConfig }): DocsConfig {
  return site.config;
}

/**
 * What every page's HTML is made from in the site model besides its own page (docs.json, the
 * navigation, each route's place in it, the global anchors), as JSON texts for the run's site key.
 */
export function siteKeyParts(site: Pick<Site, 'config' | 'nav' | 'routes' | 'globalAnchors'>): string[] {
  return [
    JSON.stringify([site.config, site.nav]),
    JSON.stringify(site.routes.map((r) => [r.url, r.title, r.prev, r.next, r.section, r.inNavigation, r.source])),
    JSON.stringify(site.globalAnchors),
  ];
}
