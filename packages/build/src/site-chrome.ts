import type { DocsConfig } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { isExternalUrl } from '@docsgen/html';
import type { IconRef, Site } from '@docsgen/navigation';
import { contentHash } from './content-hash.ts';
import type { IconRenderer } from './icon-renderer.ts';
import { renderInlineMarkdown } from './render-inline-markdown.ts';
import { linkHref, routeHref } from './site-href.ts';
import { siteStyle } from './site-style.ts';
import type { NavLink, PageContext, ThemeDefaults } from './theme-api.ts';

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

const SOCIAL_ICONS: Record<string, string> = { website: 'earth-americas', x: 'x-twitter', twitter: 'x-twitter' };
const SOCIAL_LABELS: Record<string, string> = {
  x: 'X',
  website: 'Website',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  'hacker-news': 'Hacker News',
};

/** The GitHub or Discord mark for a navbar `type` (Font Awesome brands, whatever `icons.library` is). */
function brandIcon(type: string | undefined): IconRef | undefined {
  return type === 'github' || type === 'discord' ? { name: type, style: 'brands', library: 'fontawesome' } : undefined;
}

/** The site-wide half of every page context (computed once per build), without assets. */
export function createSiteChrome(o: SiteChromeOptions): Omit<PageContext['site'], 'assets'> {
  const { config, base } = o;
  const style = siteStyle(o.site, base);
  o.diagnostics.push(...style.diagnostics);
  const refused = (value: unknown, jsonPath: string) =>
    o.diagnostics.push(
      warning(
        'build/unsafe-link',
        `The link \`${String(value)}\` at \`${jsonPath}\` uses a scheme docsgen does not allow; it is left out.`,
        {
          file: 'docs.json',
          jsonPath,
          hint: 'Use an http(s), mailto: or tel: URL, or a path inside the site.',
        },
      ),
    );
  const link = (
    label: string,
    href: string | undefined,
    jsonPath: string,
    extra: Partial<NavLink> = {},
  ): NavLink | undefined => {
    if (href === undefined) return undefined;
    const out = linkHref(href, base);
    if (out === undefined) {
      refused(href, jsonPath);
      return undefined;
    }
    return { label, href: out, external: isExternalUrl(href), current: false, ...extra };
  };
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
  const navbarLinks: NavLink[] = [];
  (config.navbar?.links ?? []).forEach((item, i) => {
    const label =
      item.label ?? (item.type === 'github' ? 'GitHub' : item.type === 'discord' ? 'Discord' : (item.href ?? ''));
    // An `icon` (with `iconType`, Font Awesome's style), else the GitHub or Discord mark of the `type`.
    const icon =
      item.icon !== undefined
        ? item.iconType && typeof item.icon === 'string'
          ? { name: item.icon, style: item.iconType }
          : item.icon
        : brandIcon(item.type);
    const l = link(label, item.href, `navbar.links[${i}]`, {
      iconSvg: o.icon(icon, { file: 'docs.json', jsonPath: `navbar.links[${i}].icon` }),
    });
    if (l) navbarLinks.push(l);
  });
  const p = config.navbar?.primary;
  const primary = p
    ? link(
        p.label ?? (p.type === 'github' ? 'GitHub' : p.type === 'discord' ? 'Discord' : 'Get started'),
        p.href,
        'navbar.primary',
        {
          iconSvg: o.icon(brandIcon(p.type), { file: 'docs.json', jsonPath: 'navbar.primary' }),
        },
      )
    : undefined;
  const socials: Record<string, string | undefined> = config.footer?.socials ?? {};
  const footer = config.footer
    ? {
        socials: Object.keys(socials)
          .sort()
          .map((key) =>
            link(
              SOCIAL_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1),
              socials[key],
              `footer.socials.${key}`,
              {
                // Brand logos come from Font Awesome whatever `icons.library` says (as on Mintlify):
                // lucide and tabler have no `x-twitter`, so mintlify/docs got a warning it could not fix.
                iconSvg: o.icon(
                  {
                    name: SOCIAL_ICONS[key] ?? key,
                    style: key === 'website' ? 'solid' : 'brands',
                    library: 'fontawesome',
                  },
                  { file: 'docs.json', jsonPath: `footer.socials.${key}` },
                ),
              },
            ),
          )
          .filter((l): l is NavLink => l !== undefined),
        columns: (config.footer.links ?? []).map((col, c) => ({
          header: col.header,
          items: (col.items ?? [])
            .map((item, i) => link(item.label ?? item.href ?? '', item.href, `footer.links[${c}].items[${i}]`))
            .filter((l): l is NavLink => l !== undefined),
        })),
      }
    : undefined;
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
    footer,
    navbar: { links: navbarLinks, primary },
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
