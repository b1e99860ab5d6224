/** A node of an mdast tree, MDX nodes included, as the Markdown lowering walks it. */
export interface AnyNode {
  type: string;
  children?: AnyNode[];
  value?: string;
  [key: string]: unknown;
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'html',
  'inlineMath',
]);

/** True for phrasing (inline) content. */
export function isPhrasing(node: AnyNode): boolean {
  return PHRASING.has(node.type);
}

/** A text node. */
export function text(value: string): AnyNode {
  return { type: 'text', value };
}

/** A paragraph holding `children`. */
export function paragraph(children: AnyNode[]): AnyNode {
  return { type: 'paragraph', children };
}

/** A bold label paragraph, as used for tab, accordion and step titles. */
export function label(title: string): AnyNode {
  return paragraph([{ type: 'strong', children: [text(title)] }]);
}

/** A component's lowering when it has a title: the title in bold, the description, then the body. */
export function titled(title: string | undefined, description: string | undefined, children: AnyNode[]): AnyNode[] {
  return [...(title ? [label(title)] : []), ...(description ? [paragraph([text(description)])] : []), ...children];
}

/** The plain text inside a node (code and text values, concatenated). */
export function textOf(node: AnyNode): string {
  if (typeof node.value === 'string' && node.type !== 'html') return node.value;
  if (node.type === 'break') return '\n';
  return (node.children ?? []).map(textOf).join('');
}

/** Wraps runs of phrasing content into paragraphs so the list holds only flow content. */
export function asFlow(nodes: AnyNode[]): AnyNode[] {
  const out: AnyNode[] = [];
  let run: AnyNode[] = [];
  const flush = () => {
    if (run.some((n) => !(n.type === 'text' && !n.value?.trim()))) out.push(paragraph(trimRun(run)));
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}

/** Flattens flow content into phrasing content (blocks joined by a space), for inline contexts. */
export function asPhrasing(nodes: AnyNode[]): AnyNode[] {
  const out: AnyNode[] = [];
  for (const node of nodes) {
    if (isPhrasing(node)) {
      out.push(node);
      continue;
    }
    if (out.length > 0) out.push(text(' '));
    if (node.type === 'code') out.push({ type: 'inlineCode', value: node.value ?? '' });
    else if (node.children) out.push(...asPhrasing(node.children));
    else if (node.type !== 'thematicBreak') out.push(text(textOf(node)));
  }
  return out;
}

// Leading and trailing whitespace of a run comes from the JSX source layout, not the content.
function trimRun(run: AnyNode[]): AnyNode[] {
  const nodes = [...run];
  const first = nodes[0];
  if (first?.type === 'text') nodes[0] = text((first.value ?? '').replace(/^\s+/, ''));
  const last = nodes[nodes.length - 1];
  if (last?.type === 'text') nodes[nodes.length - 1] = text((last.value ?? '').replace(/(?<!\s)\s+$/, ''));
  return nodes;
}
