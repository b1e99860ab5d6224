interface AnyNode {
  type: string;
  value?: unknown;
  alt?: unknown;
  children?: AnyNode[];
}

const SKIP = new Set(['mdxjsEsm', 'mdxFlowExpression', 'mdxTextExpression', 'yaml', 'toml', 'html']);

/** Plain text of a node (text, inline code, code, math), skipping ESM, expressions and raw HTML. */
export function nodeText(node: AnyNode): string {
  if (SKIP.has(node.type)) return '';
  if (typeof node.value === 'string') return node.value;
  if (node.type === 'image') return typeof node.alt === 'string' ? node.alt : '';
  return (node.children ?? []).map(nodeText).join('');
}

const BLOCKS = new Set([
  'paragraph',
  'heading',
  'code',
  'math',
  'listItem',
  'tableRow',
  'blockquote',
  'mdxJsxFlowElement',
  'thematicBreak',
]);

/** Plain text of a whole tree for search, blocks separated by newlines, whitespace collapsed. */
export function treeText(tree: AnyNode): string {
  const parts: string[] = [];
  const walk = (node: AnyNode) => {
    if (SKIP.has(node.type)) return;
    if (typeof node.value === 'string' && node.type !== 'mdxJsxAttribute') {
      parts.push(node.value);
    } else if (node.type === 'image' && typeof node.alt === 'string') {
      parts.push(node.alt);
    } else {
      for (const child of node.children ?? []) walk(child);
    }
    if (BLOCKS.has(node.type)) parts.push('\n');
    else if (node.type === 'mdxJsxTextElement') parts.push(' ');
  };
  walk(tree);
  return parts
    .join('')
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
