// A page whose MDX holds nothing to run (no import or export, expressions that are literals, only
// components it knows) is rendered from its syntax tree instead of being compiled to JavaScript and
// run: the same HTML for about 40 % less CPU (scripts/bench/render-paths.mjs). Any other page is
// compiled as before.
import type { Node as EstreeNode, Expression } from 'estree';
import type { Root } from 'hast';
import { type Components, toJsxRuntime } from 'hast-util-to-jsx-runtime';
import type { VNode } from 'preact';
import type { VFile } from 'vfile';
import { scopeOf } from './compile-data.ts';
import { pageComponents } from './page-scope.ts';
import { safeJsxRuntime } from './safe-jsx-runtime.ts';

/**
 * Thrown by {@link rehypeRenderFromTree} to end @mdx-js/mdx's pipeline once the tree is known to be
 * renderable: what follows (the tree turned into JavaScript) is not needed.
 */
export class RenderFromTree {
  constructor(readonly tree: Root) {}
}

/**
 * The last rehype plugin of a page's compile: when the page can be rendered from `tree` with its
 * components (built-ins and the imports remark-imports bound in `file.data.scope`), it ends the
 * compile with a {@link RenderFromTree} holding the tree (the file keeps its messages); otherwise
 * the compile goes on to JavaScript.
 */
export function rehypeRenderFromTree() {
  return (tree: Root, file: VFile) => {
    let ok: boolean;
    try {
      ok = renderable(tree as never, pageComponents(scopeOf(file)));
    } catch {
      // A tree too deep to walk here goes on to be compiled, and fails (or not) as it always did.
      return;
    }
    if (!ok) return;
    dropComments(tree as never);
    throw new RenderFromTree(tree);
  };
}

/** Renders a tree {@link rehypeRenderFromTree} accepted, as the compiled page's content would. */
export function renderTree(tree: Root, components: Record<string, unknown>): VNode {
  return toJsxRuntime(tree, {
    ...safeJsxRuntime,
    components: components as Partial<Components>,
    passKeys: false,
    createEvaluater: () => ({
      evaluateExpression: (expression: Expression) => evaluate(expression, components),
      evaluateProgram: () => undefined,
    }),
  }) as VNode;
}

// Whether every MDX node of the tree is one renderTree handles exactly as compiled MDX would.
function renderable(
  node: { type: string; children?: unknown[] } & Record<string, unknown>,
  components: Record<string, unknown>,
): boolean {
  switch (node.type) {
    case 'mdxjsEsm':
      return false;
    case 'mdxFlowExpression':
    case 'mdxTextExpression': {
      const body = (node.data as { estree?: { body: Array<{ type: string; expression?: EstreeNode }> } } | undefined)
        ?.estree?.body;
      // A comment alone (`{/* … */}`) renders nothing either way; a literal renders its text.
      if (!body || body.length === 0) break;
      const [statement] = body;
      if (body.length > 1 || statement?.type !== 'ExpressionStatement' || !isText(statement.expression)) return false;
      break;
    }
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement': {
      const name = node.name as string | null;
      if (name !== null && !knownName(name, components)) return false;
      for (const attribute of node.attributes as Array<{ type: string; value?: unknown }>) {
        if (attribute.type !== 'mdxJsxAttribute') return false;
        const value = attribute.value;
        if (value !== null && typeof value === 'object') {
          const estree = (value as { data?: { estree?: { body: Array<{ type: string; expression?: EstreeNode }> } } })
            .data?.estree;
          const statement = estree?.body.length === 1 ? estree.body[0] : undefined;
          if (statement?.type !== 'ExpressionStatement' || !isStatic(statement.expression)) return false;
        }
      }
      break;
    }
  }
  for (const child of node.children ?? []) if (!renderable(child as never, components)) return false;
  return true;
}

// Expressions that hold only a comment render nothing (toJsxRuntime expects an expression in each).
function dropComments(node: { children?: Array<{ type: string; data?: unknown }> }): void {
  if (!node.children) return;
  node.children = node.children.filter(
    (child) =>
      !(
        (child.type === 'mdxFlowExpression' || child.type === 'mdxTextExpression') &&
        ((child.data as { estree?: { body: unknown[] } } | undefined)?.estree?.body.length ?? 0) === 0
      ),
  );
  for (const child of node.children) dropComments(child as never);
}

// An HTML element's name, or a component (`Card`, `Tree.Folder`) `components` has.
function knownName(name: string, components: Record<string, unknown>): boolean {
  if (/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) return true;
  const [head, ...members] = name.split('.');
  let value: unknown = Object.hasOwn(components, head!) ? components[head!] : undefined;
  for (const member of members) value = value == null ? undefined : (value as Record<string, unknown>)[member];
  return typeof value === 'function' || (typeof value === 'object' && value !== null);
}

// A literal an expression child renders as text: a string or a number (MDX prints both).
function isText(expression: EstreeNode | undefined): boolean {
  return (
    expression?.type === 'Literal' &&
    (typeof expression.value === 'string' || typeof expression.value === 'number') &&
    !('regex' in expression) &&
    !('bigint' in expression)
  );
}

// A value written out in full: literals, and arrays and plain objects of them.
function isStatic(expression: EstreeNode | undefined | null): boolean {
  if (!expression) return false;
  switch (expression.type) {
    case 'Literal':
      return !('regex' in expression) && !('bigint' in expression);
    case 'TemplateLiteral':
      return expression.expressions.length === 0;
    case 'UnaryExpression':
      return (
        (expression.operator === '-' || expression.operator === '+') &&
        expression.argument.type === 'Literal' &&
        typeof expression.argument.value === 'number'
      );
    case 'ArrayExpression':
      return expression.elements.every(
        (element) => element !== null && element.type !== 'SpreadElement' && isStatic(element),
      );
    case 'ObjectExpression':
      return expression.properties.every(
        (p) =>
          p.type === 'Property' &&
          p.kind === 'init' &&
          !p.computed &&
          !p.method &&
          !p.shorthand &&
          (p.key.type === 'Identifier' || (p.key.type === 'Literal' && typeof p.key.value === 'string')) &&
          (p.key.type === 'Identifier' ? p.key.name : p.key.value) !== '__proto__' &&
          isStatic(p.value),
      );
    default:
      return false;
  }
}

// Values of the expressions renderable() let through, and of the component names toJsxRuntime asks for.
function evaluate(expression: EstreeNode, components: Record<string, unknown>): unknown {
  switch (expression.type) {
    case 'Literal':
      return expression.value;
    case 'TemplateLiteral':
      return expression.quasis.map((q) => q.value.cooked ?? q.value.raw).join('');
    case 'UnaryExpression': {
      const value = evaluate(expression.argument, components) as number;
      return expression.operator === '-' ? -value : +value;
    }
    case 'ArrayExpression':
      return expression.elements.map((element) => evaluate(element as EstreeNode, components));
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const p of expression.properties) {
        if (p.type !== 'Property') continue;
        const key = p.key.type === 'Identifier' ? p.key.name : String((p.key as { value: unknown }).value);
        object[key] = evaluate(p.value as EstreeNode, components);
      }
      return object;
    }
    case 'Identifier':
      return Object.hasOwn(components, expression.name) ? components[expression.name] : undefined;
    case 'MemberExpression': {
      const object = evaluate(expression.object as EstreeNode, components) as Record<string, unknown> | undefined;
      const property = expression.property.type === 'Identifier' ? expression.property.name : undefined;
      return object && property !== undefined ? object[property] : undefined;
    }
    default:
      throw new Error(`Unexpected ${expression.type} in a page rendered from its tree.`);
  }
}
