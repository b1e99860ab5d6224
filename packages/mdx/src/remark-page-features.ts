import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import { treeText } from './mdast-text.ts';
import type { PageState } from './page-state.ts';

/**
 * Notes math (KaTeX assets needed), keeps the page's plain text and a copy of the tree for the
 * Markdown version, before code blocks are replaced by highlighted HTML.
 */
export function remarkPageFeatures(state: PageState) {
  return (tree: Root) => {
    visit(tree, (node) => {
      if (node.type === 'math' || node.type === 'inlineMath') state.features.add('katex');
    });
    state.text = treeText(tree as never);
    if (state.wantMarkdown) state.markdownTree = structuredClone(tree);
  };
}
