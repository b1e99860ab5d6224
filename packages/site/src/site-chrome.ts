import type { DocsConfig } from '@docsgen/config';
import type { Diagnostic } from '@docsgen/diagnostics';
import { contentHash } from '@docsgen/diagnostics/content-hash';
import type { Site } from '@docsgen/navigation';
import { chromeLinks } from './chrome-links.ts';
import type { IconRenderer } from './icon-renderer.ts';
import { renderInlineMarkdown } from './render-inline-markdown.ts';
import { linkHref, routeHref } from './site-href.ts';
import { siteStyle } from './site-style.ts';
import type { PageContext, ThemeDefaults } from './theme-api.ts';

/** Inputs of {@link createSiteChrome}. */
export interface SiteChromeOptions {
  /** The resolved site. */
  site: Site;
  /** Its docs.json. */
  config: DocsConfig;
  /** Base path. */
  base: string;
  /** Absolute site URL; default none. */
  siteUrl?: string;
  /** The theme's defaults. */
  defaults: ThemeDefaults;
  /** Icon renderer of the site. */
  icon: IconRenderer;
  /** Collects problems (refused links). */
  diagnostics: Diagnostic[];
}

/** The site-wide half of every page context (computed once per build), without assets. */
export function createSiteChrome(o: SiteChromeOptions): Omit<PageContext['site'], 'assets'> {
  const { config, base } = o;
  const style = siteStyle(o.site, base);
  o.diagnostics.push(...style.diagnostics);
  const logo = (() => {
    if (config.logo === undefined) return undefined;
    const light = typeof config.logo === 'string' ? config.logo : config.logo.light;
    const dark = typeof config.logo === 'string' ? config.logo : (config.logo.dark ?? config.logo.light);
    const href = typeof config.logo === 'string' ? undefined : config.logo.href;
    const l = linkHref(light, base);
    const d = linkHref(dark, base);
    if (l === undefined || d === undefined) return undefined;
    // Default click target: the home page (`/`, or the first page when the site has no index).
    const home = o.site.homeUrl !== undefined ? routeHref(o.site.homeUrl, base) : base;
    return { light: l, dark: d, href: (href !== undefined ? linkHref(href, base) : undefined) ?? home };
  })();
  const faviconRaw =
    typeof config.favicon === 'string' ? config.favicon : (config.favicon?.light ?? config.favicon?.dark);
  const links = chromeLinks(config.navbar, config.footer, {
    base,
    icon: o.icon,
    diagnostics: o.diagnostics,
    sourceMap: o.site.sourceMap,
  });
  const bannerContent = config.banner?.content;
  return {
    name: config.name ?? 'Documentation',
    description: config.description,
    base,
    siteUrl: o.siteUrl,
    logo,
    favicon: faviconRaw !== undefined ? linkHref(faviconRaw, base) : undefined,
    faviconDark:
      typeof config.favicon === 'object' && config.favicon.dark !== undefined && config.favicon.light !== undefined
        ? linkHref(config.favicon.dark, base)
        : undefined,
    styleCss: style.css || undefined,
    colors: { primary: config.colors?.primary ?? '#16a34a', light: config.colors?.light, dark: config.colors?.dark },
    appearance: { default: config.appearance?.default ?? 'system', strict: config.appearance?.strict === true },
    // Only `breadcrumbs` overrides: `section` is the schema default and must not hide a theme's default.
    breadcrumbs: config.styling?.eyebrows === 'breadcrumbs' ? true : o.defaults.breadcrumbs,
    drilldown: config.interaction?.drilldown ?? o.defaults.drilldown,
    searchPrompt: config.search?.prompt,
    footer: links.footer,
    navbar: links.navbar,
    banner:
      bannerContent !== undefined && bannerContent.trim() !== ''
        ? {
            html: renderInlineMarkdown(bannerContent, base),
            dismissible: config.banner?.dismissible === true,
            id: `banner-${contentHash(bannerContent).slice(0, 8)}`,
          }
        : undefined,
  };
}
