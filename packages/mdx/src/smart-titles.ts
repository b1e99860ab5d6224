import type { Heading, Nodes, Root, Text } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import remarkSmartypants from 'remark-smartypants';
import { visitTree } from './visit-tree.ts';

const JSX_HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
/** What SmartyPants changes: quotes, backticks, `--`, `...`. */
const SMARTENED = /['"`]|--|\.\s?\.\s?\./;
// The plugin only returns its transformer; run alone on the tree, with its defaults (those Mintlify uses).
const smartypants = (remarkSmartypants as unknown as () => (tree: Root) => void)();

interface AnyNode {
  type: string;
  value?: unknown;
  children?: AnyNode[];
}

/**
 * The title of each heading (Markdown, and JSX `<h1>`…`<h6>`) as Mintlify slugs it: its text
 * after remark-smartypants ran over the whole page (`"a"` → `“a”`, `--` → `–`), read the way
 * Mintlify's `getTableOfContentsTitle` reads it. The tree is left as it was.
 */
export function smartTitles(tree: Root): Map<Nodes, string> {
  const headings: Array<Heading | MdxJsxFlowElement> = [];
  visitTree(tree, (node) => {
    if (node.type === 'heading' || (node.type === 'mdxJsxFlowElement' && JSX_HEADINGS.has(node.name ?? '')))
      headings.push(node as Heading | MdxJsxFlowElement);
  });
  const titles = new Map<Nodes, string>();
  const plain = headings.map((h) => tocTitle(h));
  if (!plain.some((t) => SMARTENED.test(t))) {
    headings.forEach((h, i) => {
      titles.set(h, plain[i]!);
    });
    return titles;
  }
  // SmartyPants reads the text of the whole page (a quote's direction depends on what precedes it).
  const texts: Array<[Text, string]> = [];
  visitTree(tree, 'text', (node) => {
    texts.push([node, node.value]);
  });
  smartypants(tree);
  for (const h of headings) titles.set(h, tocTitle(h));
  for (const [node, value] of texts) node.value = value;
  return titles;
}

/** Mintlify's `getTableOfContentsTitle`: text and inline code, joined; text right after a JSX block is skipped. */
function tocTitle(node: AnyNode, index = 1, siblings: AnyNode[] = []): string {
  const previous = siblings[index - 1];
  if (
    node.type === 'inlineCode' ||
    (node.type === 'text' &&
      (previous?.type !== 'mdxJsxFlowElement' ||
        (typeof previous.value === 'string' && !previous.value.startsWith('<small'))))
  )
    return typeof node.value === 'string' ? node.value : '';
  if (!Array.isArray(node.children)) return '';
  return node.children.map((child, i, all) => tocTitle(child, i, all)).join('');
}
