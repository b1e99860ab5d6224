import type { Element, Root } from 'hast';
import { visitTree } from './visit-tree.ts';

const HEADINGS = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);

/** Appends a `#` self-link to h2–h6 headings with an id (hidden from assistive tech: the heading is the label). */
export function rehypeHeadingAnchors() {
  return (tree: Root) => {
    visitTree(tree, 'element', (node: Element) => {
      if (!HEADINGS.has(node.tagName) || typeof node.properties.id !== 'string') return;
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { className: ['dg-anchor'], href: `#${node.properties.id}`, ariaHidden: 'true', tabIndex: -1 },
        children: [{ type: 'text', value: '#' }],
      });
    });
  };
}
