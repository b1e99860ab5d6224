import { lowerMarkdownTree } from '@docsgen/markdown';
import type { Root } from 'mdast';
import { treeText } from './mdast-text.ts';
import type { PageState } from './page-state.ts';
import { visitTree } from './visit-tree.ts';

/**
 * Notes math (KaTeX assets needed), keeps the page's plain text and the tree lowered for the
 * Markdown version, before code blocks are replaced by highlighted HTML.
 */
export function remarkPageFeatures(state: PageState) {
  return (tree: Root) => {
    visitTree(tree, (node) => {
      if (node.type === 'math' || node.type === 'inlineMath') state.features.add('katex');
    });
    state.text = treeText(tree as never);
    // Lowered now into new nodes (later plugins change the tree): no clone of the whole tree.
    if (state.wantMarkdown) {
      try {
        state.markdownTree = lowerMarkdownTree(tree);
      } catch {
        state.markdownTree = undefined;
      }
    }
  };
}
