import type { Program } from 'estree';
import type { Root } from 'mdast';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute } from 'mdast-util-mdx-jsx';
import type { Point } from 'unist';
import type { VFile } from 'vfile';
import { declaredOf, scopeOf } from './compile-data.ts';
import { report } from './file-messages.ts';
import { visitTree } from './visit-tree.ts';

interface EsNode {
  type: string;
  [key: string]: unknown;
}

/** Options of {@link remarkUndefinedNames}. */
export interface UndefinedNamesOptions {
  /** A name nothing defines is an error, not a warning. */
  strict: boolean;
  /** Names every page sees (hooks, React, built-in components). */
  known: ReadonlySet<string>;
  /**
   * The file is compiled as a snippet: a name nothing defines is one of its props, read from
   * `props` (what the using page passes, `<Prerequisites framework="Next.js" />`, undefined when
   * it passes nothing), as Mintlify's snippet import turns free names into the props' values.
   * Default false (a page).
   */
  props?: boolean;
}

/**
 * Finds `{expressions}` that read names nothing defines, which would throw at render: prose such
 * as `"resource://{param}"` or a code sample outside a fence. Each one is a located warning (an
 * error under strict) and renders as its literal text, so the rest of the page is unaffected.
 */
export function remarkUndefinedNames(options: UndefinedNamesOptions) {
  return (tree: Root, file: VFile) => {
    const declared = declaredOf(file);
    const scope = scopeOf(file);
    const isDefined = (name: string) =>
      name === 'props' || options.known.has(name) || declared.has(name) || name in scope || name in globalThis;
    const flag = (missing: string[], at: Point | undefined) => reportUndefined(file, options.strict, missing, at);
    if (options.props) {
      readPropsForFreeNames(tree, isDefined);
      return;
    }
    visitTree(tree, (node, index, parent) => {
      if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
        const program = (node.data as { estree?: EsNode } | undefined)?.estree;
        const missing = program ? freeNames(program).filter((n) => !isDefined(n)) : [];
        if (missing.length === 0 || !parent || index === undefined) return undefined;
        flag(missing, node.position?.start);
        const literal = { type: 'text', value: `{${(node as { value: string }).value}}` };
        parent.children.splice(
          index,
          1,
          (node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [literal] } : literal) as never,
        );
        return undefined;
      }
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        node.attributes = node.attributes.filter((a) => {
          const estree = attributeProgram(a);
          const missing = estree ? freeNames(estree).filter((n) => !isDefined(n)) : [];
          if (missing.length === 0) return true;
          flag(missing, node.position?.start);
          return false;
        });
      }
      return undefined;
    });
  };
}

/** The estree program of a JSX attribute's expression (`{...x}`, `a={x}`), if it has one. */
function attributeProgram(a: MdxJsxAttribute | MdxJsxExpressionAttribute): Program | undefined {
  const estree =
    a.type === 'mdxJsxExpressionAttribute'
      ? a.data?.estree
      : typeof a.value === 'object'
        ? a.value?.data?.estree
        : undefined;
  return estree ?? undefined;
}

/** Rewrites every read of a name nothing defines, in expressions and attributes, to `props.<name>`. */
function readPropsForFreeNames(tree: Root, isDefined: (name: string) => boolean): void {
  const rewrite = (program: object) =>
    freeNames(program, (id, parent) => {
      if (isDefined(id.name as string)) return;
      if (parent?.type === 'Property' && parent.shorthand) parent.shorthand = false;
      const name = id.name as string;
      Object.assign(id, {
        type: 'MemberExpression',
        object: { type: 'Identifier', name: 'props' },
        property: { type: 'Identifier', name },
        computed: false,
        optional: false,
      });
      delete id.name;
    });
  visitTree(tree, (node) => {
    if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      const program = (node.data as { estree?: EsNode } | undefined)?.estree;
      if (program) rewrite(program);
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const a of node.attributes) {
        const program = attributeProgram(a);
        if (program) rewrite(program);
      }
    }
    return undefined;
  });
}

function reportUndefined(file: VFile, strict: boolean, missing: string[], at: Point | undefined): void {
  const names = [...new Set(missing)];
  report({
    file,
    place: at,
    code: 'mdx/undefined-name',
    reason: `\`${names.join('`, `')}\` ${names.length === 1 ? 'is' : 'are'} not defined; the expression is shown as text.`,
    details: {
      severity: strict ? 'error' : 'warning',
      hint: 'Braces in text are JavaScript in MDX. Escape them (`\\{name\\}`), use backticks for code, or define the name with `export const`.',
    },
  });
}

/**
 * Identifiers an expression reads that it does not bind itself (params, local declarations);
 * `onFree` is told of each such Identifier node, with its parent, once the walk has passed it.
 */
export function freeNames(program: object, onFree?: (id: EsNode, parent?: EsNode) => void): string[] {
  const out: string[] = [];
  const found: Array<[EsNode, EsNode | undefined]> = [];
  const walk = (node: unknown, bound: ReadonlySet<string>, parent?: EsNode, key?: string): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const n of node) walk(n, bound, parent, key);
      return;
    }
    const n = node as EsNode;
    if (typeof n.type !== 'string') return;
    switch (n.type) {
      case 'Identifier': {
        const name = n.name as string;
        const isProperty =
          parent &&
          ((parent.type === 'MemberExpression' && key === 'property' && !parent.computed) ||
            (parent.type === 'Property' && key === 'key' && !parent.computed));
        if (!isProperty && !bound.has(name)) {
          out.push(name);
          found.push([n, parent]);
        }
        return;
      }
      case 'JSXIdentifier':
      case 'JSXMemberExpression':
      case 'JSXNamespacedName':
        return;
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
      case 'FunctionDeclaration': {
        const inner = new Set(bound);
        for (const p of n.params as unknown[]) bindPattern(p, inner);
        if (n.id) inner.add((n.id as EsNode).name as string);
        collectDeclarations(n.body, inner);
        walk(n.body, inner, n, 'body');
        for (const p of n.params as EsNode[]) walkPatternDefaults(p, inner, walk);
        return;
      }
      case 'BlockStatement':
      case 'Program': {
        const inner = new Set(bound);
        collectDeclarations(n, inner);
        walk(n.body, inner, n, 'body');
        return;
      }
      case 'VariableDeclarator':
        walk(n.init, bound, n, 'init');
        return;
      case 'CatchClause': {
        const inner = new Set(bound);
        if (n.param) bindPattern(n.param, inner);
        walk(n.body, inner, n, 'body');
        return;
      }
      default:
        for (const [k, v] of Object.entries(n)) {
          if (k === 'type' || k === 'loc' || k === 'range' || k === 'start' || k === 'end' || k === 'position')
            continue;
          walk(v, bound, n, k);
        }
    }
  };
  walk(program, new Set());
  if (onFree) for (const [id, parent] of found) onFree(id, parent);
  return out;
}

function collectDeclarations(node: unknown, into: Set<string>): void {
  const body = (node as { body?: unknown })?.body;
  if (!Array.isArray(body)) return;
  for (const s of body as EsNode[]) {
    if (s.type === 'VariableDeclaration') for (const d of s.declarations as EsNode[]) bindPattern(d.id, into);
    else if ((s.type === 'FunctionDeclaration' || s.type === 'ClassDeclaration') && s.id)
      into.add((s.id as EsNode).name as string);
  }
}

function bindPattern(pattern: unknown, into: Set<string>): void {
  const p = pattern as EsNode | null;
  if (!p) return;
  if (p.type === 'Identifier') into.add(p.name as string);
  else if (p.type === 'ObjectPattern')
    for (const prop of p.properties as EsNode[])
      bindPattern(prop.type === 'RestElement' ? prop.argument : prop.value, into);
  else if (p.type === 'ArrayPattern') for (const el of p.elements as EsNode[]) bindPattern(el, into);
  else if (p.type === 'AssignmentPattern') bindPattern(p.left, into);
  else if (p.type === 'RestElement') bindPattern(p.argument, into);
}

function walkPatternDefaults(
  pattern: EsNode,
  bound: ReadonlySet<string>,
  walk: (n: unknown, b: ReadonlySet<string>) => void,
): void {
  if (pattern?.type === 'AssignmentPattern') walk(pattern.right, bound);
}
