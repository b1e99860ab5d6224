import type { AnyNode } from '@docsgen/components';
import type { Root } from 'mdast';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { defaultHandlers, type State, toMarkdown } from 'mdast-util-to-markdown';
import { lowerMdx } from './lower-mdx.ts';
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
    extensions: [GFM],
    handlers: { root: rootWithQuickSafe },
    bullet: '-',
    rule: '-',
    emphasis: '_',
    strong: '*',
    fences: true,
    listItemIndent: 'one',
  });
  return `${markdown.trim()}\n`;
}

/**
 * The GFM extension, made once: the serialiser compiles each unsafe pattern's regular expression on
 * first use and keeps it on the pattern, so patterns made afresh for every page were compiled again
 * for every page. The extension holds no state of its own.
 */
const GFM = gfmToMarkdown();

function substitute(node: AnyNode, variables: Record<string, string>): void {
  for (const key of ['value', 'url', 'alt', 'title'] as const) {
    const value = node[key];
    if (typeof value === 'string' && node.type !== 'html') node[key] = substituteVariables(value, variables);
  }
  for (const child of node.children ?? []) substitute(child, variables);
}

type Unsafe = State['unsafe'];
type Safe = State['safe'];

/**
 * The root handler, with the serialiser's `safe` (escaping of text, URLs, titles…) made quicker
 * and unchanged in output: `safe` runs every unsafe pattern's regular expression over each value,
 * and a pattern's every match holds its `character`, so the patterns whose character is not in the
 * value (with its context) are left out of that call. Those expressions were half of the
 * serialiser's cost.
 */
const rootWithQuickSafe: typeof defaultHandlers.root = (node, parent, state, info) => {
  state.safe = quickSafe(state.safe);
  return defaultHandlers.root(node, parent, state, info);
};

function quickSafe(safe: Safe): Safe {
  let patterns: Unsafe | undefined;
  let characters: string[] = [];
  let characterOf: number[] = [];
  return function (this: State, value, config) {
    const all: Unsafe = this.unsafe;
    if (all !== patterns) {
      patterns = all;
      characters = [...new Set(all.map((pattern) => pattern.character))];
      characterOf = all.map((pattern) => characters.indexOf(pattern.character));
    }
    const subject = (config.before ?? '') + (value ?? '') + (config.after ?? '');
    const present = characters.map((character) => subject.includes(character));
    if (present.every(Boolean)) return safe.call(this, value, config);
    this.unsafe = all.filter((_, i) => present[characterOf[i]!]);
    try {
      return safe.call(this, value, config);
    } finally {
      this.unsafe = all;
    }
  };
}
