import type { DocsConfig } from '@docsgen/config';
import { safeUrl } from '@docsgen/html';
import type { Frontmatter } from '@docsgen/mdx';

/** Inputs of {@link pageMeta}. */
export interface PageMetaInput {
  /** docs.json. */
  config: DocsConfig;
  /** Route URL (without base). */
  url: string;
  /** Page title. */
  title: string;
  /** Page description. */
  description?: string;
  /** Frontmatter of the page. */
  frontmatter: Frontmatter;
  /** Canonical absolute URL when the site URL is known. */
  canonical?: string;
  /** Site name for og:site_name. */
  siteName: string;
  /** True when the page must not be indexed. */
  noindex: boolean;
  /** Told of each URL-valued tag the allow-list refused (it is left out); default none. */
  onRefused?: (key: string, value: string, from: 'frontmatter' | 'docs.json') => void;
}

/** Tags whose content is a URL (OpenGraph and Twitter cards): each passes the one allow-list, `safeUrl`. */
const URL_KEY =
  /^(?:og:(?:url|(?:image|video|audio)(?::(?:url|secure_url))?)|twitter:(?:url|image(?::src)?|player(?::stream)?))$/;

const META_KEY = /^(og:|twitter:|article:)|^(robots|keywords|author|googlebot|generator|theme-color)$/;

// `seo.paths` entries apply to every page under their folder (`guides/v2`, relative to the docs root,
// as Mintlify's validator wants it; a leading or trailing slash is tolerated); longer paths win.
function pathMetatags(config: DocsConfig, url: string): Record<string, string>[] {
  const page = url.replace(/^\/+/, '');
  return (config.seo?.paths ?? [])
    .map((p) => ({ folder: typeof p.path === 'string' ? p.path.replace(/^\/+|(?<!\/)\/+$/g, '') : undefined, p }))
    .filter(({ folder }) => folder !== undefined && (folder === '' || page === folder || page.startsWith(`${folder}/`)))
    .sort((a, b) => a.folder!.length - b.folder!.length)
    .map(({ p }) => p.metatags ?? {});
}

/**
 * Meta tags of a page: generated title/description/OpenGraph/Twitter tags, overridden by
 * `seo.metatags`, then longer-matching `seo.paths`, then the page's frontmatter (format order).
 * Returned sorted by key so output is stable.
 */
export function pageMeta(input: PageMetaInput): Array<{ name?: string; property?: string; content: string }> {
  const tags = new Map<string, string>();
  tags.set('og:title', input.title);
  tags.set('og:type', 'website');
  tags.set('og:site_name', input.siteName);
  tags.set('twitter:title', input.title);
  if (input.description) {
    tags.set('description', input.description);
    tags.set('og:description', input.description);
    tags.set('twitter:description', input.description);
  }
  if (input.canonical) tags.set('og:url', input.canonical);
  const set = (k: string, v: string, from: 'frontmatter' | 'docs.json') => {
    if (URL_KEY.test(k) && safeUrl(v) === undefined) input.onRefused?.(k, v, from);
    else tags.set(k, v);
  };
  const layers = [input.config.seo?.metatags ?? {}, ...pathMetatags(input.config, input.url)];
  for (const layer of layers)
    for (const [k, v] of Object.entries(layer)) if (typeof v === 'string') set(k, v, 'docs.json');
  for (const [k, v] of Object.entries(input.frontmatter)) {
    if (META_KEY.test(k) && (typeof v === 'string' || typeof v === 'number')) set(k, String(v), 'frontmatter');
  }
  if (Array.isArray(input.frontmatter.keywords))
    tags.set('keywords', input.frontmatter.keywords.map(String).join(', '));
  if (!tags.has('twitter:card')) tags.set('twitter:card', tags.has('og:image') ? 'summary_large_image' : 'summary');
  // The theme prints `<meta name="description">` from the page itself, `<link rel="canonical">`, and
  // `<meta name="robots" content="noindex">` for a noindex page (once: not again from here).
  if (input.noindex) tags.delete('robots');
  tags.delete('canonical');
  tags.delete('description');
  return [...tags.keys()]
    .sort()
    .map((k) =>
      /^(og|article):/.test(k) ? { property: k, content: tags.get(k)! } : { name: k, content: tags.get(k)! },
    );
}
