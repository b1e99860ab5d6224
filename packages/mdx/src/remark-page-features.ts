import { lowerMarkdownTree } from '@docsgen/markdown';
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { featuresOf } from './compile-data.ts';
import { treeText } from './mdast-text.ts';
import { visitTree } from './visit-tree.ts';

/** Options of {@link remarkPageFeatures}. */
export interface PageFeaturesOptions {
  /** Keep the tree lowered for the Markdown copy (`file.data.markdownTree`). */
  markdown: boolean;
}

/**
 * Notes math (KaTeX assets needed), keeps the page's plain text and the tree lowered for the
 * Markdown version, before code blocks are replaced by highlighted HTML.
 */
export function remarkPageFeatures(options: PageFeaturesOptions) {
  return (tree: Root, file: VFile) => {
    const features = featuresOf(file);
    visitTree(tree, (node) => {
      if (node.type === 'math' || node.type === 'inlineMath') features.add('katex');
    });
    file.data.text = treeText(tree as never);
    // Lowered now into new nodes (later plugins change the tree): no clone of the whole tree.
    if (options.markdown) {
      try {
        file.data.markdownTree = lowerMarkdownTree(tree);
      } catch {
        file.data.markdownTree = undefined;
      }
    }
  };
}
