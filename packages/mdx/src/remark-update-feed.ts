import { cleanHeadingId, headingSlug, jsxAttribute } from '@docsgen/components';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import type { VFile } from 'vfile';
import './compile-data.ts';
import type { UpdateFeedItem } from './types.ts';
import { visitTree } from './visit-tree.ts';

// Content that is not prose in a feed (Mintlify's rss leaves code out too).
const SKIP = new Set([
  'code',
  'inlineCode',
  'math',
  'inlineMath',
  'html',
  'mdxjsEsm',
  'mdxFlowExpression',
  'mdxTextExpression',
  'yaml',
]);

/**
 * The entries of the page's changelog feed (`file.data.updates`), from its `<Update>` elements as
 * written, never read back from rendered HTML (create/changelogs, Mintlify's common/rss): an `rss`
 * prop (`{ title, description }`) makes one item; else each heading directly inside the update is
 * an item with the text up to the next heading; else the update is one item titled by its label.
 * Runs after remark-heading-ids, so anchors are the ids the page renders.
 */
export function remarkUpdateFeed() {
  return (tree: Root, file: VFile) => {
    const items: UpdateFeedItem[] = [];
    visitTree(tree, 'mdxJsxFlowElement', (node) => {
      const update = node as MdxJsxFlowElement;
      if (update.name !== 'Update') return;
      const label = jsxAttribute(update, 'label') ?? '';
      const given = jsxAttribute(update, 'id') ?? (label ? headingSlug(label) : '');
      const anchor = given ? cleanHeadingId(given) : '';
      const rss = rssProps(update);
      const children = update.children as Nodes[];
      const headings = children.filter((child) => child.type === 'heading');
      if (rss.title !== undefined || rss.description !== undefined || headings.length === 0) {
        items.push({ title: rss.title ?? label, anchor, description: rss.description ?? plainText(children) });
        return;
      }
      let current: { title: string; anchor: string; body: Nodes[] } | undefined;
      const flush = () => {
        if (current) items.push({ title: current.title, anchor: current.anchor, description: plainText(current.body) });
      };
      for (const child of children) {
        if (child.type !== 'heading') {
          current?.body.push(child);
          continue;
        }
        flush();
        const id = (child.data as { hProperties?: { id?: unknown } } | undefined)?.hProperties?.id;
        current = { title: plainText([child]), anchor: typeof id === 'string' ? id : anchor, body: [] };
      }
      flush();
    });
    if (items.length > 0) file.data.updates = items;
  };
}

/** Plain text of content: code, math, raw HTML and expressions left out, whitespace collapsed. */
function plainText(nodes: Nodes[]): string {
  const parts: string[] = [];
  const walk = (node: Nodes) => {
    if (SKIP.has(node.type)) return;
    if ('value' in node && typeof node.value === 'string') parts.push(node.value);
    else if (node.type === 'image') parts.push(node.alt ?? '');
    else if ('children' in node) for (const child of node.children as Nodes[]) walk(child);
    if (node.type !== 'text' && node.type !== 'emphasis' && node.type !== 'strong' && node.type !== 'mdxJsxTextElement')
      parts.push(' ');
  };
  for (const node of nodes) walk(node);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** `rss={{ title: "…", description: "…" }}`: the string properties written as literals. */
function rssProps(update: MdxJsxFlowElement): { title?: string; description?: string } {
  const attribute = update.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === 'rss',
  );
  const value = attribute?.value;
  if (!value || typeof value === 'string') return {};
  const program = (value.data as { estree?: { body?: EstreeNode[] } } | undefined)?.estree;
  const expression = (program?.body?.[0] as { expression?: EstreeNode } | undefined)?.expression;
  if (expression?.type !== 'ObjectExpression') return {};
  const out: { title?: string; description?: string } = {};
  for (const property of expression.properties as EstreeNode[]) {
    if (property.type !== 'Property' || property.computed) continue;
    const key = property.key as EstreeNode;
    const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : undefined;
    if (name !== 'title' && name !== 'description') continue;
    const text = literalString(property.value as EstreeNode);
    if (text !== undefined) out[name] = text;
  }
  return out;
}

function literalString(node: EstreeNode): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  const quasis = node.quasis as Array<{ value: { cooked?: string; raw: string } }> | undefined;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0 && quasis)
    return quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
  return undefined;
}
