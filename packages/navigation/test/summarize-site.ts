import type { NavNode, Site } from '../src/index.ts';

/** A readable, stable projection of a Site for expected files: the tree, routes and home. */
export function summarizeSite(site: Site): unknown {
  return {
    homeUrl: site.homeUrl,
    globalAnchors: site.globalAnchors.map((a) => ({ label: a.label, href: 'href' in a ? a.href : undefined })),
    nav: site.nav.map(node),
    routes: site.routes.map((r) => ({
      url: r.url,
      source: r.source.kind === 'page' ? r.source.file : `${r.source.spec} ${r.source.method} ${r.source.path}`,
      title: r.title,
      inNavigation: r.inNavigation,
      section: Object.fromEntries(Object.entries(r.section).filter(([k]) => k !== 'path')),
      trail: r.trail.map((n) => `${n.type}:${'label' in n ? n.label : ''}`),
      breadcrumbs: (r.breadcrumbs ?? []).map((n) => ('label' in n ? n.label : '')).join(' > '),
      prev: r.prev,
      next: r.next,
    })),
  };
}

function node(n: NavNode): unknown {
  const common = { ...(n.hidden ? { hidden: true } : {}), ...(n.openapi?.length ? { openapi: n.openapi } : {}) };
  switch (n.type) {
    case 'page':
      return { page: n.url, file: n.file, ...common };
    case 'endpoint':
      return { endpoint: `${n.method} ${n.path}`, url: n.url, label: n.label, spec: n.spec, ...common };
    case 'link':
      return { link: n.label, href: n.href };
    case 'group':
      return {
        group: n.label,
        topLevel: n.topLevel,
        ...(n.rootUrl ? { rootUrl: n.rootUrl } : {}),
        ...(n.expanded !== undefined ? { expanded: n.expanded } : {}),
        ...(n.tag ? { tag: n.tag } : {}),
        ...(n.icon ? { icon: n.icon } : {}),
        firstPageUrl: n.firstPageUrl,
        ...common,
        children: n.children.map(node),
      };
    default:
      return {
        [n.type]: n.label,
        ...(n.href ? { href: n.href } : {}),
        ...(n.description ? { description: n.description } : {}),
        ...(n.isDefault ? { isDefault: true } : {}),
        ...(n.tag ? { tag: n.tag } : {}),
        ...(n.banner ? { banner: n.banner } : {}),
        ...(n.icon ? { icon: n.icon } : {}),
        firstPageUrl: n.firstPageUrl,
        ...common,
        children: n.children.map(node),
      };
  }
}
