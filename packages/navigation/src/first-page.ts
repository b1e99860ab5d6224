import type { NavNode } from './types.ts';

/**
 * URL of the first page reachable in a node (reference §2.3): a group's `root` first, then its
 * children in order; hidden items and link-only divisions are skipped; among versions and
 * languages the default one is tried first.
 */
export function firstPage(node: NavNode): string | undefined {
  switch (node.type) {
    case 'page':
    case 'endpoint':
      return node.hidden ? undefined : node.url;
    case 'link':
      return undefined;
    case 'group': {
      if (node.rootUrl) return node.rootUrl;
      for (const child of node.children) {
        if (child.hidden) continue;
        const url =
          child.type === 'group' || child.type === 'page' || child.type === 'endpoint' ? firstPage(child) : undefined;
        if (url) return url;
      }
      return undefined;
    }
    default: {
      const children = [...node.children].sort(
        (a, b) =>
          Number(b.type !== 'group' && 'isDefault' in b && !!b.isDefault) -
          Number(a.type !== 'group' && 'isDefault' in a && !!a.isDefault),
      );
      for (const child of children) {
        if (child.hidden) continue;
        const url =
          child.type === 'page' || child.type === 'endpoint'
            ? child.url
            : 'firstPageUrl' in child
              ? child.firstPageUrl
              : undefined;
        if (url) return url;
      }
      return undefined;
    }
  }
}
