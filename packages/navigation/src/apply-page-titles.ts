import type { NavNode, Site } from './types.ts';

/** What a page's frontmatter says about its labels. */
export interface PageLabels {
  /** Frontmatter `title`. */
  title?: string;
  /** Frontmatter `sidebarTitle` (wins over `title` in the sidebar). */
  sidebarTitle?: string;
  /** Frontmatter `tag` (badge in the sidebar). */
  tag?: string;
  /** Frontmatter `openapi` (an endpoint reference, for the specs only pages name); default none. */
  openapi?: string;
}

/**
 * Fills the labels resolve time could only guess (file-name fallbacks) from the pages'
 * frontmatter, once pages are read: page nodes get `sidebarTitle ?? title` and `tag`, routes get
 * `title`. Mutates the site in place (walks iteratively) and returns it.
 */
export function applyPageTitles(site: Site, labelsByFile: ReadonlyMap<string, PageLabels>): Site {
  const stack: NavNode[] = [...site.nav];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'page') {
      const labels = labelsByFile.get(node.file);
      const label = labels?.sidebarTitle?.trim() || labels?.title?.trim();
      if (label) node.label = label;
      if (labels?.tag) node.tag = labels.tag;
    } else if (node.type !== 'endpoint' && node.type !== 'link') {
      stack.push(...node.children);
    }
  }
  for (const route of site.routes) {
    if (route.source.kind !== 'page') continue;
    const title = labelsByFile.get(route.source.file)?.title?.trim();
    if (title) route.title = title;
  }
  return site;
}
