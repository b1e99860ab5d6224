import type { NavNode, PageNode, Site } from './types.ts';

/** What a page's frontmatter says about its labels. */
export interface PageLabels {
  /** Frontmatter `title`. */
  title?: string;
  /** Frontmatter `groups`: the page is for readers of these groups only (see pageGroups); default none. */
  groups?: string[];
  /** Frontmatter `sidebarTitle` (wins over `title` in the sidebar). */
  sidebarTitle?: string;
  /** Frontmatter `tag` (badge in the sidebar). */
  tag?: string;
  /** Frontmatter `openapi` (an endpoint reference, for the specs only pages name); default none. */
  openapi?: string;
  /** Frontmatter `icon` (a name, path or URL) shown beside the sidebar entry; default none. */
  icon?: string;
  /** 1-based line of `icon` in the page file, for warnings about it; default unknown. */
  iconLine?: number;
  /** Frontmatter `iconType`: the Font Awesome style of `icon`; default the library's. */
  iconType?: string;
  /** Frontmatter `url`: the sidebar entry links there instead of the page; default none. */
  url?: string;
  /** Frontmatter `deprecated` as written (`true` shows a label); default none. */
  deprecated?: string;
  /** Frontmatter `hideApiMarker` as written (`true` hides the method badge); default none. */
  hideApiMarker?: string;
}

// The method badge of a page whose frontmatter names an endpoint (`openapi: "GET /users"`).
function apiMethod(labels: PageLabels): string | undefined {
  if (labels.hideApiMarker === 'true' || labels.openapi === undefined) return undefined;
  const m = /(?:^|\s)(get|post|put|patch|delete|head|options|trace|webhook)\s+\S/i.exec(labels.openapi);
  return m ? m[1]!.toUpperCase() : undefined;
}

function applyLabels(node: PageNode, labels: PageLabels | undefined): void {
  if (!labels) return;
  const label = labels.sidebarTitle?.trim() || labels.title?.trim();
  if (label) node.label = label;
  if (labels.tag) node.tag = labels.tag;
  if (labels.icon) node.icon = labels.iconType ? { name: labels.icon, style: labels.iconType } : labels.icon;
  if (labels.iconLine) node.iconLine = labels.iconLine;
  if (labels.url) node.externalUrl = labels.url;
  if (labels.deprecated === 'true') node.deprecated = true;
  const method = apiMethod(labels);
  if (method) node.method = method;
}

/**
 * Fills the labels resolve time could only guess (file-name fallbacks) from the pages'
 * frontmatter, once pages are read: page nodes get `sidebarTitle ?? title`, `tag`, `icon`
 * (`iconType`), `url`, `deprecated` and the method of an `openapi` page, routes get
 * `title`. Mutates the site in place (walks iteratively) and returns it.
 */
export function applyPageTitles(site: Site, labelsByFile: ReadonlyMap<string, PageLabels>): Site {
  // An endpoint entry whose URL a page file took over (build-routes) shows that page's labels.
  const pageAt = new Map(
    site.routes.flatMap((r) => (r.source.kind === 'page' ? [[r.url, r.source.file] as const] : [])),
  );
  const stack: NavNode[] = [...site.nav];
  while (stack.length) {
    const node = stack.pop()!;
    if (node.type === 'page') {
      applyLabels(node, labelsByFile.get(node.file));
    } else if (node.type === 'endpoint') {
      const file = pageAt.get(node.url);
      const labels = file === undefined ? undefined : labelsByFile.get(file);
      const label = labels?.sidebarTitle?.trim() || labels?.title?.trim();
      if (label) node.label = label;
    } else if (node.type !== 'link') {
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
