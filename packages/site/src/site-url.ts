import type { Site } from '@docsgen/navigation';

/** The site's absolute URL (no trailing slash): `--site-url`, else docs.json's canonical or og:url; none when neither is an http(s) URL. */
export function siteUrlOf(options: { siteUrl?: string }, site: Pick<Site, 'config'>): string | undefined {
  const fromOptions = options.siteUrl;
  const tags = site.config.seo?.metatags ?? {};
  const candidate = fromOptions ?? tags.canonical ?? tags['og:url'];
  return typeof candidate === 'string' && /^https?:\/\/[^/\s]+/i.test(candidate)
    ? candidate.replace(/(?<!\/)\/+$/, '')
    : undefined;
}
