import {
  type AnyNode,
  asFlow,
  asPhrasing,
  componentDescriptor,
  isJsxElement,
  type JsxElement,
  jsxAttribute,
  jsxFlag,
  paragraph,
  text,
  textOf,
} from '@docsgen/components';

// Parents whose children are phrasing content; everything else holds flow content.
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
  'tableCell',
]);

// Elements that carry no readable content in Markdown.
const DROPPED = new Set([
  'Snippet',
  'script',
  'style',
  'svg',
  'path',
  'g',
  'defs',
  'clipPath',
  'rect',
  'input',
  'button',
  'form',
  'link',
  'head',
  'col',
  'colgroup',
]);

/**
 * Lowers an MDX syntax tree to plain mdast (no JSX, no ESM, no expressions), so that
 * mdast-util-to-markdown can print it. Returns new nodes; the input tree is not changed.
 */
export function lowerMdx(tree: AnyNode): AnyNode {
  return { type: 'root', children: lowerChildren(tree.children ?? [], false) };
}

function lowerChildren(children: AnyNode[], inline: boolean): AnyNode[] {
  const out: AnyNode[] = [];
  for (const child of children) {
    for (const lowered of lowerNode(child, inline)) {
      const previous = out[out.length - 1];
      // Consecutive ParamField/ResponseField elements read as one list, not one list each.
      if (previous && isFieldList(previous) && isFieldList(lowered)) {
        previous.children = [...(previous.children ?? []), ...(lowered.children ?? [])];
      } else out.push(lowered);
    }
  }
  return out;
}

function isFieldList(node: AnyNode): boolean {
  return node.type === 'list' && (node.data as { fields?: boolean } | undefined)?.fields === true;
}

function lowerNode(node: AnyNode, inline: boolean): AnyNode[] {
  if (isJsxElement(node)) {
    const isInline = inline || node.type === 'mdxJsxTextElement';
    const lowered = lowerElement(node, isInline);
    return isInline ? asPhrasing(lowered) : asFlow(lowered);
  }
  switch (node.type) {
    case 'mdxjsEsm':
    case 'yaml':
    case 'toml':
      return [];
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const value = expressionText(node.value ?? '');
      if (value === undefined) return [];
      return inline ? [text(value)] : [paragraph([text(value)])];
    }
    case 'math':
      return [{ type: 'html', value: `$$\n${node.value ?? ''}\n$$` }];
    case 'inlineMath':
      return [{ type: 'html', value: `$${node.value ?? ''}$` }];
    case 'paragraph': {
      // `<Tip>Short.</Tip>` alone on a line parses as a text element in a paragraph; it is a block.
      const significant = (node.children ?? []).filter((c) => !(c.type === 'text' && !c.value?.trim()));
      const only = significant.length === 1 ? significant[0] : undefined;
      if (only?.type === 'mdxJsxTextElement' && isJsxElement(only)) {
        return asFlow(lowerElement(only, false));
      }
      const children = mergeText(lowerChildren(node.children ?? [], true));
      if (!children.some((c) => c.type !== 'text' || c.value?.trim())) return [];
      return [{ ...node, children: trimEdges(children) }];
    }
    default:
      if (!node.children) return [{ ...node }];
      return [{ ...node, children: lowerChildren(node.children, PHRASING_PARENTS.has(node.type)) }];
  }
}

// `{{name}}` parses as an expression holding `{name}`: keep it as the placeholder text, which
// mdastToMarkdown then substitutes. String literals read as their value; other code is dropped.
function expressionText(source: string): string | undefined {
  const placeholder = /^\s*\{\s*([\w.-]+)\s*\}\s*$/.exec(source);
  if (placeholder) return `{{${placeholder[1]}}}`;
  const literal = /^\s*(["'`])([\s\S]*)\1\s*$/.exec(source);
  return literal ? literal[2] : undefined;
}

// Adjacent text nodes only arise where something between them was removed: join them without
// doubling the spaces that surrounded the removed node.
function mergeText(children: AnyNode[]): AnyNode[] {
  const out: AnyNode[] = [];
  for (const child of children) {
    const previous = out[out.length - 1];
    if (previous?.type === 'text' && child.type === 'text') {
      const left = previous.value ?? '';
      const right = child.value ?? '';
      out[out.length - 1] = text(/\s$/.test(left) ? left + right.replace(/^\s+/, '') : left + right);
    } else out.push(child);
  }
  return out;
}

// Removing a component can leave the space that separated it; drop it at the paragraph's edges.
function trimEdges(children: AnyNode[]): AnyNode[] {
  const out = [...children];
  const first = out[0];
  if (first?.type === 'text') out[0] = text((first.value ?? '').replace(/^[ \t]+/, ''));
  const last = out[out.length - 1];
  if (last?.type === 'text') out[out.length - 1] = text((last.value ?? '').replace(/(?<![ \t])[ \t]+$/, ''));
  return out;
}

function lowerElement(node: JsxElement, inline: boolean): AnyNode[] {
  const name = node.name ?? '';
  const kids = () => lowerChildren(node.children, inline);
  if (DROPPED.has(name)) return [];
  const descriptor = componentDescriptor(name);
  if (!descriptor) return lowerHtml(node, name, inline, kids);
  // Built-in components lower themselves (their descriptor); without `toMarkdown`, their children.
  if (!descriptor.toMarkdown) return kids();
  return descriptor.toMarkdown({
    node,
    inline,
    attr: (key) => jsxAttribute(node, key),
    flag: (key) => jsxFlag(node, key),
    children: kids,
    lower: lowerChildren,
  });
}

function lowerHtml(node: JsxElement, name: string, inline: boolean, kids: () => AnyNode[]): AnyNode[] {
  const attr = (key: string) => jsxAttribute(node, key);
  switch (name) {
    case 'a':
      return [{ type: 'link', url: attr('href') ?? '', children: asPhrasing(kids()) }];
    case 'img':
      return [{ type: 'image', url: attr('src') ?? '', alt: attr('alt') ?? '', title: attr('title') ?? null }];
    case 'iframe':
    case 'video':
    case 'audio':
    case 'source': {
      const src = attr('src');
      return src ? [{ type: 'link', url: src, children: [text(attr('title') ?? src)] }] : kids();
    }
    case 'br':
      return inline ? [{ type: 'break' }] : [];
    case 'hr':
      return [{ type: 'thematicBreak' }];
    case 'b':
    case 'strong':
      return [{ type: 'strong', children: asPhrasing(kids()) }];
    case 'i':
    case 'em':
      return [{ type: 'emphasis', children: asPhrasing(kids()) }];
    case 's':
    case 'del':
      return [{ type: 'delete', children: asPhrasing(kids()) }];
    case 'code':
    case 'kbd':
      return [{ type: 'inlineCode', value: kidsText(node) }];
    case 'pre':
      return [{ type: 'code', lang: null, meta: null, value: kidsText(node) }];
    case 'h1':
    case 'h2':
    case 'h3':
    case 'h4':
    case 'h5':
    case 'h6':
      return inline ? kids() : [{ type: 'heading', depth: Number(name[1]), children: asPhrasing(kids()) }];
    case 'p':
      return inline ? kids() : [paragraph(asPhrasing(kids()))];
    case 'blockquote':
      return [{ type: 'blockquote', children: asFlow(kids()) }];
    case 'ul':
    case 'ol':
      return [{ type: 'list', ordered: name === 'ol', spread: false, children: listItems(node) }];
    case 'li':
      return kids();
    case 'table':
      return [table(node)];
    default:
      // Unknown components and HTML wrappers (div, span, section…) read as their children.
      return kids();
  }
}

// <li> elements may sit in paragraphs (one per line parses as text elements); find them anywhere
// below the list but not inside another item.
function listItems(node: JsxElement): AnyNode[] {
  const items: AnyNode[] = [];
  const collect = (n: AnyNode) => {
    if (n.name === 'li') {
      items.push({ type: 'listItem', spread: false, children: asFlow(lowerChildren(n.children ?? [], false)) });
    } else for (const c of n.children ?? []) collect(c);
  };
  for (const c of node.children) collect(c);
  return items;
}

function table(node: JsxElement): AnyNode {
  const rows: AnyNode[] = [];
  const collect = (n: AnyNode) => {
    if (n.name === 'tr') {
      const cells = (n.children ?? [])
        .filter((c) => c.name === 'td' || c.name === 'th')
        .map((c) => ({ type: 'tableCell', children: asPhrasing(lowerChildren(c.children ?? [], true)) }));
      rows.push({ type: 'tableRow', children: cells });
    } else for (const c of n.children ?? []) collect(c);
  };
  collect(node);
  return { type: 'table', align: [], children: rows };
}

function kidsText(node: JsxElement): string {
  return node.children.map(textOf).join('\n').trim();
}
