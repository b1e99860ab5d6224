import { type DocsConfig, joinJsonPath, locationOf, type SourceMap } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { isExternalUrl } from '@docsgen/html';
import type { IconRef } from '@docsgen/navigation';
import type { IconRenderer } from './icon-renderer.ts';
import { linkHref } from './site-href.ts';
import type { NavLink, PageContext } from './theme-api.ts';

/** Where the links are read from and what they need. */
export interface ChromeLinksOptions {
  /** Base path. */
  base: string;
  /** Icon renderer of the site. */
  icon: IconRenderer;
  /** Collects problems (refused links, unknown icons). */
  diagnostics: Diagnostic[];
  /** File holding the settings (docs.json, or the `$ref` file of a language); default docs.json. */
  file?: string;
  /** docs.json's source map, for the line and column of a problem; default none (the JSON path only). */
  sourceMap?: SourceMap;
  /** JSON path of the object holding `navbar` and `footer` (`navigation.languages[1]`); default the root. */
  jsonPath?: string;
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

/** A link's label: its own, else the GitHub/Discord name of its `type`, else `fallback`. */
function linkLabel(item: { label?: string; type?: string }, fallback: string): string {
  return item.label ?? (item.type === 'github' ? 'GitHub' : item.type === 'discord' ? 'Discord' : fallback);
}

/**
 * The top bar's links and primary button and the footer's socials and columns, from docs.json's
 * `navbar` and `footer` (or a language's own, `navigation.languages[].navbar/footer`), hrefs
 * allow-listed: a refused link is a warning and is left out.
 */
export function chromeLinks(
  navbar: DocsConfig['navbar'],
  footer: DocsConfig['footer'],
  o: ChromeLinksOptions,
): { navbar: PageContext['site']['navbar']; footer?: PageContext['site']['footer'] } {
  const file = o.file ?? 'docs.json';
  const path = (key: string) => joinJsonPath(o.jsonPath ?? '', key);
  const where = (jsonPath: string) => ({ file, ...locationOf(o.sourceMap, jsonPath) });
  const link = (label: string, href: string | undefined, jsonPath: string, extra: Partial<NavLink> = {}) => {
    if (href === undefined) return undefined;
    const out = linkHref(href, o.base);
    if (out === undefined) {
      o.diagnostics.push(
        warning(
          'build/unsafe-link',
          `The link \`${String(href)}\` at \`${jsonPath}\` uses a scheme docsgen does not allow; it is left out.`,
          { ...where(jsonPath), hint: 'Use an http(s), mailto: or tel: URL, or a path inside the site.' },
        ),
      );
      return undefined;
    }
    return { label, href: out, external: isExternalUrl(href), current: false, ...extra } satisfies NavLink;
  };
  const defined = (l: NavLink | undefined): l is NavLink => l !== undefined;
  const links = (navbar?.links ?? []).map((item, i) => {
    const at = `${path('navbar')}.links[${i}]`;
    // An `icon` (with `iconType`, Font Awesome's style), else the GitHub or Discord mark of the `type`.
    const icon =
      item.icon !== undefined
        ? item.iconType && typeof item.icon === 'string'
          ? { name: item.icon, style: item.iconType }
          : item.icon
        : brandIcon(item.type);
    return link(linkLabel(item, item.href ?? ''), item.href, at, {
      iconSvg: o.icon(icon, where(item.icon !== undefined ? `${at}.icon` : at)),
    });
  });
  const p = navbar?.primary;
  const primaryAt = `${path('navbar')}.primary`;
  const primary = p
    ? link(linkLabel(p, 'Get started'), p.href, primaryAt, {
        iconSvg: o.icon(brandIcon(p.type), where(primaryAt)),
      })
    : undefined;
  if (!footer) return { navbar: { links: links.filter(defined), primary } };
  const own: Record<string, string | undefined> = footer.socials ?? {};
  const socials = Object.keys(own)
    .sort()
    .map((key) => {
      const at = `${path('footer')}.socials.${key}`;
      return link(SOCIAL_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1), own[key], at, {
        // Brand logos come from Font Awesome whatever `icons.library` says (as on Mintlify):
        // lucide and tabler have no `x-twitter`, so mintlify/docs got a warning it could not fix.
        iconSvg: o.icon(
          { name: SOCIAL_ICONS[key] ?? key, style: key === 'website' ? 'solid' : 'brands', library: 'fontawesome' },
          where(at),
        ),
      });
    })
    .filter(defined);
  const columns = (footer.links ?? []).map((col, c) => ({
    header: col.header,
    items: (col.items ?? [])
      .map((item, i) => link(item.label ?? item.href ?? '', item.href, `${path('footer')}.links[${c}].items[${i}]`))
      .filter(defined),
  }));
  return { navbar: { links: links.filter(defined), primary }, footer: { socials, columns } };
}
