import type { CompiledPage } from '@docsgen/mdx';
import type { NavNode, Site } from '@docsgen/navigation';
import type { IconRenderer } from './icon-renderer.ts';

// A card without an icon as `<Card>` renders it: its opening tag, then (after an optional image)
// the card's inner box with no icon in it.
const ICONLESS_CARD =
  /(<a\s[^>]*>(?:<img class="dg-card__img"[^>]*>)?<div class="dg-card__inner">)(?!<span[^>]*class="dg-card__icon)/g;
// The opening tag of a linking card that is not typed (a typed card has its type's icon).
const LINK_CARD = /\sclass="dg-card(?: card)?(?: dg-card--horizontal)? dg-card--link"/;

/** The navigation's page and endpoint nodes that have an icon, by route URL (the first listing wins). */
export function pageIconNodes(site: Pick<Site, 'nav'>): Map<string, NavNode> {
  const byUrl = new Map<string, NavNode>();
  const walk = (nodes: readonly NavNode[]) => {
    for (const node of nodes) {
      if ((node.type === 'page' || node.type === 'endpoint') && node.icon !== undefined && !byUrl.has(node.url))
        byUrl.set(node.url, node);
      if ('children' in node) walk(node.children);
    }
  };
  walk(site.nav);
  return byUrl;
}

/** The route URL an internal card href names (base, query and fragment left out), else undefined. */
function routeOf(href: string, pageHref: string, base: string): string | undefined {
  let path: string;
  try {
    const url = new URL(href.replace(/&amp;/g, '&'), `http://site${pageHref}`);
    if (url.origin !== 'http://site') return undefined;
    path = decodeURI(url.pathname);
  } catch {
    return undefined;
  }
  if (!path.startsWith(base) && `${path}/` !== base) return undefined;
  const rest = path
    .slice(base.length)
    .replace(/(?<!\/)\/+$/, '')
    .replace(/(^|\/)index$/, '');
  return `/${rest}`;
}

/**
 * The page's HTML with each linking `<Card>` that names no icon showing the frontmatter `icon` of
 * the page it links to (issue 19: a page's icon is shown beside it in the sidebar and on cards
 * that link to it). Cards linking outside the site, to pages without an icon or outside the
 * navigation stay as they are.
 */
export function withCardPageIcons(
  html: string,
  input: { pageHref: string; base: string; icons: Map<string, NavNode>; icon: IconRenderer },
): string {
  if (!html.includes('dg-card--link')) return html;
  return html.replace(ICONLESS_CARD, (whole, open: string) => {
    const href = LINK_CARD.test(open) ? /\shref="([^"]*)"/.exec(open)?.[1] : undefined;
    const url = href === undefined ? undefined : routeOf(href, input.pageHref, input.base);
    const node = url === undefined ? undefined : input.icons.get(url);
    if (!node) return whole;
    const svg = input.icon(node.icon, {
      file: node.file,
      ...(node.type === 'page' && node.iconLine !== undefined ? { line: node.iconLine } : { jsonPath: node.jsonPath }),
    });
    const colored = open.includes('--dg-card-accent') ? ' dg-card__icon--colored' : '';
    return svg ? `${open}<span class="dg-card__icon${colored}" aria-hidden="true">${svg}</span>` : whole;
  });
}

/**
 * The page content step of a site's context factory: `(page, pageHref)` gives the compiled page
 * with {@link withCardPageIcons} applied (the same object when it has no linking card).
 */
export function createCardPageIcons(
  site: Pick<Site, 'nav'>,
  base: string,
  icon: IconRenderer,
): (page: CompiledPage, pageHref: string) => CompiledPage {
  let icons: Map<string, NavNode> | undefined;
  return (page, pageHref) => {
    if (!page.html.includes('dg-card--link')) return page;
    icons ??= pageIconNodes(site);
    const html = withCardPageIcons(page.html, { pageHref, base, icons, icon });
    return html === page.html ? page : { ...page, html };
  };
}
