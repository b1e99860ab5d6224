import type { Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { lowerMdx } from './lower-mdx.ts';
import type { AnyNode } from './mdast-nodes.ts';
import { substituteVariables } from './variables.ts';

/** Options of {@link mdastToMarkdown}. */
export interface MdastToMarkdownOptions {
  /** docs.json `variables`, substituted for `{{name}}` in text, code and URLs; default none. */
  variables?: Record<string, string>;
}

/**
 * Prints an MDX syntax tree as clean Markdown: components lowered to plain Markdown (tabs as
 * labelled sections, steps as an ordered list, fields as lists, callouts as blockquotes, cards as
 * links…), imports, exports and expressions dropped, `<Visibility for="humans">` removed. The
 * output never holds JSX. The input tree is not modified.
 */
export function mdastToMarkdown(tree: Root, options: MdastToMarkdownOptions = {}): string {
  return printLoweredMarkdown(lowerMarkdownTree(tree), options);
}

/** An MDX tree lowered to plain mdast by {@link lowerMarkdownTree}, ready for {@link printLoweredMarkdown}. */
export interface LoweredMarkdownTree {
  /** The lowered root (new nodes; leaves share only their field values with the input). */
  readonly root: unknown;
}

/**
 * The first half of {@link mdastToMarkdown}: lowers the tree now into new nodes, so a compile can
 * keep the Markdown copy's tree without cloning the whole MDX tree before later plugins change it.
 */
export function lowerMarkdownTree(tree: Root): LoweredMarkdownTree {
  return { root: lowerMdx(tree as unknown as AnyNode) };
}

/** The second half of {@link mdastToMarkdown}: prints a lowered tree (once; variables change it). */
export function printLoweredMarkdown(tree: LoweredMarkdownTree, options: MdastToMarkdownOptions = {}): string {
  const lowered = tree.root as AnyNode;
  if (options.variables) substitute(lowered, options.variables);
  const markdown = toMarkdown(lowered as unknown as Root, {
    extensions: [gfmToMarkdown()],
    bullet: '-',
    rule: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    listItemIndent: 'one',
  });
  return `${markdown.trim()}\n`;
}

function substitute(node: AnyNode, variables: Record<string, string>): void {
  for (const key of ['value', 'url', 'alt', 'title'] as const) {
    const value = node[key];
    if (typeof value === 'string' && node.type !== 'html') node[key] = substituteVariables(value, variables);
  }
  for (const child of node.children ?? []) substitute(child, variables);
}
