import type { AnyNode } from './markdown-nodes.ts';

/** The parts of an MDX JSX element the Markdown lowering reads (mdast-util-mdx-jsx shape). */
export interface JsxElement extends AnyNode {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: Array<
    | { type: 'mdxJsxAttribute'; name: string; value?: string | null | { type: string; value: string } }
    | { type: 'mdxJsxExpressionAttribute'; value: string }
  >;
  children: AnyNode[];
}

/** True when the node is an MDX JSX element (flow or text), the only nodes with a name and attributes. */
export function isJsxElement(node: AnyNode): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/**
 * The value of attribute `name` as a string: string values as written, literal expressions
 * (`{true}`, `{3}`, `{"a"}`) by their value, other expressions by their source text.
 * A bare attribute (`required`) reads as `"true"`; a missing one as undefined.
 */
export function jsxAttribute(node: Pick<JsxElement, 'attributes'>, name: string): string | undefined {
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    const value = attribute.value;
    if (value === null || value === undefined) return 'true';
    if (typeof value === 'string') return value;
    return literalValue(value.value.trim());
  }
  return undefined;
}

/** True when the attribute is present and not `false`. */
export function jsxFlag(node: Pick<JsxElement, 'attributes'>, name: string): boolean {
  const value = jsxAttribute(node, name);
  return value !== undefined && value !== 'false';
}

// Expressions are source text; only plain literals can be read without running code.
function literalValue(source: string): string {
  const quoted = /^(["'`])([\s\S]*)\1$/.exec(source);
  if (quoted) return quoted[2];
  return source;
}
