import { isExternalUrl } from '@docsgen/html';
import type { GroupNode, NavNode, Route } from '@docsgen/navigation';
import type { SectionHelpers } from './section-navigation.ts';
import { linkHref, routeHref } from './site-href.ts';
import type { DirectoryItem, DirectoryListing } from './theme-api.ts';

/**
 * The directory listing of a group's `root` page (organize/navigation, "Directory listings"): the
 * nearest `directory` among the group and its ancestors, else `navigation.directory`, decides;
 * `card` and `accordion` list the group's visible pages, links and nested groups (the root page
 * itself left out), `none` or anything else lists nothing. Other pages get none.
 */
export function directoryListing(route: Route, h: SectionHelpers): DirectoryListing | undefined {
  const at = route.trail.length - 1;
  const group = route.trail[at];
  if (group?.type !== 'group' || group.rootUrl !== route.url) return undefined;
  const style = group.directoryStyle;
  if (style !== 'card' && style !== 'accordion') return undefined;
  const items = listItems(group.children, route.url, h);
  return items.length > 0 ? { style, items } : undefined;
}

function listItems(nodes: NavNode[], self: string, h: SectionHelpers): DirectoryItem[] {
  const items: DirectoryItem[] = [];
  for (const node of nodes) {
    if (node.hidden) continue;
    const iconSvg = h.icon(node.icon, {
      file: node.file,
      jsonPath: node.jsonPath,
      line: node.line,
      column: node.column,
    });
    switch (node.type) {
      case 'page':
      case 'endpoint': {
        if (node.url === self) continue;
        const external = node.type === 'page' ? node.externalUrl : undefined;
        const href = external !== undefined ? linkHref(external, h.base) : routeHref(node.url, h.base);
        if (href !== undefined)
          items.push({ label: node.label, href, external: external !== undefined && isExternalUrl(external), iconSvg });
        break;
      }
      case 'link': {
        const href = linkHref(node.href, h.base);
        if (href !== undefined) items.push({ label: node.label, href, external: isExternalUrl(node.href), iconSvg });
        break;
      }
      case 'group': {
        const target = groupTarget(node);
        if (target === undefined) break;
        items.push({
          label: node.label,
          href: routeHref(target, h.base),
          external: false,
          iconSvg,
          items: listItems(node.children, self, h),
        });
        break;
      }
      default:
        break;
    }
  }
  return items;
}

function groupTarget(group: GroupNode): string | undefined {
  return group.rootUrl ?? group.firstPageUrl;
}
