// A tree walk with unist-util-visit's semantics (preorder; a visitor may return an index to go on
// from, `SKIP` (the string 'skip') or `EXIT` (false); the children walked are those of the node
// visited, read after its visitor ran) for the docsgen plugins, without its per-node costs: it
// builds no closure, parents array or function name for each node. The page's ten or so walks
// were a twentieth of a worker's CPU.

import type { Element, Parents as HastParents, Root as HastRoot } from 'hast';
import type { Nodes, Parents, Root } from 'mdast';

interface WalkNode {
  type: string;
  children?: WalkNode[];
}

// biome-ignore lint/suspicious/noExplicitAny: the implementation's visitor; the overloads type it.
type Visitor = (node: any, index: number | undefined, parent: any) => unknown;

type Result = readonly unknown[];
const EMPTY: Result = [];
/** A visitor's answer: do not walk the node's children (`[SKIP, index]` after replacing it by them). */
export const SKIP = 'skip';
const EXIT = false;

function toResult(value: unknown): Result {
  if (Array.isArray(value)) return value;
  if (typeof value === 'number') return [true, value];
  return value === null || value === undefined ? EMPTY : [value];
}

/** Visits every node of `tree` (or those of type `type`), as unist-util-visit's `visit` does. */
export function visitTree<T extends Nodes['type']>(
  tree: Root,
  type: T,
  visitor: (node: Extract<Nodes, { type: T }>, index: number | undefined, parent: Parents | undefined) => unknown,
): void;
export function visitTree(
  tree: HastRoot,
  type: 'element',
  visitor: (node: Element, index: number | undefined, parent: HastParents | undefined) => unknown,
): void;
export function visitTree(
  tree: Root,
  visitor: (node: Nodes, index: number | undefined, parent: Parents | undefined) => unknown,
): void;
export function visitTree(tree: unknown, typeOrVisitor: string | Visitor, maybeVisitor?: Visitor): void {
  const type = typeof typeOrVisitor === 'string' ? typeOrVisitor : undefined;
  const visitor = (typeof typeOrVisitor === 'string' ? maybeVisitor : typeOrVisitor) as Visitor;
  const one = (node: WalkNode, index: number | undefined, parent: WalkNode | undefined): Result => {
    let result = EMPTY;
    if (type === undefined || node.type === type) {
      result = toResult(visitor(node, index, parent));
      if (result[0] === EXIT) return result;
    }
    if (node.children && result[0] !== SKIP) {
      let offset = 0;
      while (offset > -1 && offset < node.children.length) {
        const sub = one(node.children[offset] as WalkNode, offset, node);
        if (sub[0] === EXIT) return sub;
        offset = typeof sub[1] === 'number' ? sub[1] : offset + 1;
      }
    }
    return result;
  };
  one(tree as WalkNode, undefined, undefined);
}
