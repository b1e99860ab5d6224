import { locationOf, type SourceMap } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import { safeUrl } from '@docsgen/html';
import type { PageContext } from './theme-api.ts';

/** Inputs of {@link createStructuredData}. */
export interface StructuredDataInput {
  /** docs.json `seo.organization` as written; default none (derived from the site). */
  organization: unknown;
  /** Site name (`name`). */
  siteName: string;
  /** Site description (`description`); default none. */
  siteDescription?: string;
  /** The site's absolute URL without trailing slash, when known (`--site-url`, `seo.metatags.canonical`). */
  siteUrl?: string;
  /** Base path, starting and ending with `/`. */
  base: string;
  /** Problems with `seo.organization` go here, located through `sourceMap`. */
  diagnostics: Diagnostic[];
  sourceMap?: SourceMap;
}

type Json = Record<string, unknown>;

const URL_KEYS = ['id', 'url', 'logo'] as const;
const TEXT_KEYS = ['name', 'legalName'] as const;

// An absolute http(s) URL that passes the allow-list, else undefined.
function absoluteUrl(value: unknown): string | undefined {
  const url = typeof value === 'string' ? safeUrl(value.trim()) : undefined;
  return url && /^https?:\/\/[^/]/i.test(url) ? url : undefined;
}

/** `seo.organization`'s usable fields; a field of the wrong kind is a warning at it and left out. */
function organizationFields(input: StructuredDataInput): Json {
  const raw = input.organization;
  if (raw === undefined) return {};
  const out: Json = {};
  const warn = (key: string, what: string) => {
    const at = locationOf(input.sourceMap, `seo.organization.${key}`);
    input.diagnostics.push(
      warning(
        'config/seo-organization',
        `\`seo.organization.${key}\` must be ${what}; it is left out of the structured data.`,
        {
          ...at,
          file: at.file ?? 'docs.json',
          hint: 'Write an absolute https:// URL (`id`, `url`, `logo`, each of `sameAs`) or a non-empty string (`name`, `legalName`).',
        },
      ),
    );
  };
  const fields = raw as Json;
  for (const key of URL_KEYS) {
    if (fields[key] === undefined) continue;
    const url = absoluteUrl(fields[key]);
    if (url) out[key] = url;
    else warn(key, 'an absolute http(s) URL');
  }
  for (const key of TEXT_KEYS) {
    if (fields[key] === undefined) continue;
    if (typeof fields[key] === 'string' && fields[key].trim() !== '') out[key] = fields[key].trim();
    else warn(key, 'a non-empty string');
  }
  if (fields.sameAs !== undefined) {
    const list = Array.isArray(fields.sameAs) ? fields.sameAs : [fields.sameAs];
    const urls = list.map(absoluteUrl);
    if (urls.some((u) => u === undefined)) warn('sameAs', 'a list of absolute http(s) URLs');
    const good = urls.filter((u): u is string => u !== undefined);
    if (good.length > 0) out.sameAs = good;
  }
  return out;
}

/** JSON for a `<script type="application/ld+json">`: nothing in it can end the element or a line of script. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An object without its undefined and empty-list fields ("no fields without a value"). */
function compact(value: Json): Json {
  return Object.fromEntries(
    Object.entries(value).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  );
}

/**
 * Makes the structured data step of a site (optimize/seo "Structured data"): for every indexable
 * page a JSON-LD `@graph` of the `Organization` (docs.json `seo.organization`, else the site's
 * name, logo and URL), the `WebSite`, the `WebPage`, its `BreadcrumbList` from the navigation and
 * a `TechArticle` (an `APIReference` for API pages). Ids and URLs are absolute when the site URL
 * is known, else fragments of the page. Returns the script's JSON, escaped for a `<script>`;
 * undefined for a noindex page.
 */
export function createStructuredData(input: StructuredDataInput): (ctx: PageContext) => string | undefined {
  const org = organizationFields(input);
  const home = input.siteUrl !== undefined ? input.siteUrl + input.base : undefined;
  const id = (fragment: string) => (home !== undefined ? `${home}#${fragment}` : `#${fragment}`);
  const absolute = (href: string | undefined) =>
    href === undefined
      ? undefined
      : (absoluteUrl(href) ?? (input.siteUrl !== undefined && href.startsWith('/') ? input.siteUrl + href : undefined));
  const organizationId = (org.id as string | undefined) ?? id('organization');
  return (ctx) => {
    if (ctx.page.noindex) return undefined;
    const pageUrl = ctx.page.canonical ?? absolute(ctx.page.href);
    const pageId = pageUrl ?? '';
    const logo = (org.logo as string | undefined) ?? absolute(ctx.site.logo?.light);
    const organization = compact({
      '@type': 'Organization',
      '@id': organizationId,
      name: (org.name as string | undefined) ?? input.siteName,
      legalName: org.legalName,
      url: (org.url as string | undefined) ?? home,
      logo: logo ? { '@type': 'ImageObject', url: logo } : undefined,
      sameAs: org.sameAs,
    });
    const website = compact({
      '@type': 'WebSite',
      '@id': id('website'),
      url: home,
      name: input.siteName,
      description: input.siteDescription,
      publisher: { '@id': organizationId },
      inLanguage: ctx.lang || undefined,
    });
    // A group named as its page (a group of one page) is the page's own entry, not another level.
    const above = ctx.breadcrumbs.at(-1)?.label === ctx.page.title ? ctx.breadcrumbs.slice(0, -1) : ctx.breadcrumbs;
    const trail = [...above, { label: ctx.page.title, href: ctx.page.href }];
    const breadcrumbs = compact({
      '@type': 'BreadcrumbList',
      '@id': `${pageId}#breadcrumb`,
      itemListElement: trail.map((b, i) =>
        compact({ '@type': 'ListItem', position: i + 1, name: b.label, item: absolute(b.href) }),
      ),
    });
    const modified = ctx.page.lastModified;
    const webpage = compact({
      '@type': 'WebPage',
      '@id': pageId || '#webpage',
      url: pageUrl,
      name: ctx.page.title,
      description: ctx.page.description,
      isPartOf: { '@id': id('website') },
      breadcrumb: { '@id': `${pageId}#breadcrumb` },
      dateModified: modified,
      inLanguage: ctx.lang || undefined,
    });
    const keywords = ctx.page.meta.find((m) => m.name === 'keywords')?.content;
    const article = compact({
      '@type': ctx.page.api ? 'APIReference' : 'TechArticle',
      '@id': `${pageId}#article`,
      headline: ctx.page.title,
      description: ctx.page.description,
      keywords,
      dateModified: modified,
      inLanguage: ctx.lang || undefined,
      mainEntityOfPage: { '@id': pageId || '#webpage' },
      isPartOf: { '@id': id('website') },
      publisher: { '@id': organizationId },
    });
    return scriptJson({
      '@context': 'https://schema.org',
      '@graph': [organization, website, webpage, breadcrumbs, article],
    });
  };
}
