import { createHeadingSlugger, headingSlug } from '@docsgen/components';
import type { Heading as MdastHeading, Root, Text } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { nodeText } from './mdast-text.ts';
import type { PageState } from './page-state.ts';
import { visitTree } from './visit-tree.ts';

const CUSTOM_ID = /\s*\{#([^}\s]+)\}\s*$/;

/**
 * Gives every heading a unique, stable id (one slugger per page, Mintlify's id rules:
 * `headingSlug` in @docsgen/components; `{#custom-id}` wins and is reserved first so an
 * automatic id never takes it) and records the headings for the TOC.
 * `<Update label>` entries join the TOC as level-2 entries, as on changelog pages.
 */
export function remarkHeadingIds(state: PageState) {
  return (tree: Root) => {
    const slugger = createHeadingSlugger();
    const custom = new Map<MdastHeading, string>();
    visitTree(tree, 'heading', (node: MdastHeading) => {
      const last = node.children[node.children.length - 1];
      if (last?.type !== 'text') return;
      const m = CUSTOM_ID.exec(last.value);
      if (!m) return;
      (last as Text).value = last.value.slice(0, m.index);
      custom.set(node, m[1]!);
      slugger.reserve(m[1]!); // so automatic ids get a suffix instead of taking it
    });
    visitTree(tree, (node) => {
      if (node.type === 'heading') {
        const heading = node as MdastHeading;
        const text = nodeText(heading).trim();
        const id = custom.get(heading) ?? slugger.next(text);
        heading.data = { ...heading.data, hProperties: { ...(heading.data?.hProperties ?? {}), id } };
        state.headings.push({ depth: heading.depth, text, id });
        return;
      }
      if (node.type === 'mdxJsxFlowElement' && (node as MdxJsxFlowElement).name === 'Update') {
        const label = (node as MdxJsxFlowElement).attributes.find(
          (a) => a.type === 'mdxJsxAttribute' && a.name === 'label',
        );
        if (label && label.type === 'mdxJsxAttribute' && typeof label.value === 'string' && label.value.trim()) {
          // The component derives the same id from the label; keep the TOC in step with it.
          const id = headingSlug(label.value);
          state.headings.push({ depth: 2, text: label.value.trim(), id });
        }
      }
    });
  };
}
