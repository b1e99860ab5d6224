import { iconSvg } from '@docsgen/components';
import { locationOf } from '@docsgen/config';
import { type Diagnostic, warning } from '@docsgen/diagnostics';
import type { IconRef, NavNode, Site } from '@docsgen/navigation';

/**
 * The navigation's icons (divisions, groups, global anchors) checked against the icon library,
 * as the build checks them when it renders the sidebar: one warning per unknown name, at its
 * first use, with the same code as the build's.
 */
export function checkIcons(site: Pick<Site, 'nav' | 'globalAnchors' | 'config' | 'sourceMap'>): Diagnostic[] {
  const library = (site.config as { icons?: { library?: string } }).icons?.library;
  const seen = new Set<string>();
  const out: Diagnostic[] = [];
  const visit = (node: NavNode) => {
    if (node.icon !== undefined) check(node.icon, node);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  const check = (icon: IconRef, node: NavNode) => {
    const name = typeof icon === 'string' ? icon : icon.name;
    const style = typeof icon === 'string' ? undefined : icon.style;
    const lib = (typeof icon === 'string' ? undefined : icon.library) ?? library;
    // Paths and URLs are images, not names in a set.
    if (typeof name !== 'string' || name.trim() === '' || /[/.]/.test(name)) return;
    const key = `${lib ?? ''}\u0000${style ?? ''}\u0000${name}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (iconSvg(name, { library: lib, style }) !== undefined) return;
    out.push(
      warning(
        'build/unknown-icon',
        `Icon \`${name}\` is not in the ${lib ?? 'fontawesome'} icon set; it is left out.`,
        // A page's icon is its frontmatter's (the build reports it at the page file); any other
        // node's is at the `icon` value when the source map knows it, else at the node.
        node.type === 'page'
          ? {
              file: node.file,
              line: node.iconLine,
              hint: 'Check the spelling against the icon library, or set `icons.library` in docs.json.',
            }
          : {
              file: node.file,
              line: node.line,
              column: node.column,
              ...locationOf(site.sourceMap, `${node.jsonPath}.icon`),
              hint: 'Check the spelling against the icon library, or set `icons.library` in docs.json.',
            },
      ),
    );
  };
  for (const anchor of site.globalAnchors) visit(anchor);
  for (const node of site.nav) visit(node);
  return out;
}
