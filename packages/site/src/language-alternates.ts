import { languageTag } from '@docsgen/config';
import type { DivisionNode, NavNode } from '@docsgen/navigation';
import { equivalentUrl, type SectionHelpers } from './section-navigation.ts';
import { routeHref } from './site-href.ts';
import type { PageContext } from './theme-api.ts';

/**
 * The same page in every language of the site, for `<link rel="alternate" hreflang>`: the page
 * itself, each sibling language's counterpart that exists (the route with the locale folder
 * swapped), and `x-default` for the default language's. Empty for a page outside any language or
 * one with no counterpart. Hrefs are absolute when the site URL is known, as search engines ask.
 */
export function languageAlternates(
  trail: NavNode[],
  url: string,
  h: SectionHelpers,
  siteUrl: string | undefined,
): PageContext['alternates'] {
  const at = trail.findIndex((n) => n.type === 'language');
  if (at < 0) return [];
  const current = trail[at] as DivisionNode;
  const parent = at === 0 ? h.site.nav : ((trail[at - 1] as { children?: NavNode[] }).children ?? []);
  const languages = parent.filter((n): n is DivisionNode => n.type === 'language' && !n.hidden);
  const out: PageContext['alternates'] = [];
  let fallback: string | undefined;
  for (const language of languages) {
    const same = language === current ? url : equivalentUrl(url, current, language, h);
    if (same === undefined) continue;
    const href = (siteUrl ?? '') + routeHref(same, h.base);
    out.push({ hreflang: languageTag(language.label), href });
    // `default: true`, else the first language (build-nav-tree marks it; hand-made trees may not).
    if (language.isDefault || (language === languages[0] && !languages.some((l) => l.isDefault))) fallback = href;
  }
  if (out.length < 2) return [];
  if (fallback !== undefined) out.push({ hreflang: 'x-default', href: fallback });
  return out;
}
