import { pointerSegment } from './parse-spec-text.ts';
/** A `$ref` found in a spec file, with the JSON pointer of the object holding it. */
export interface FoundRef {
  /** The `$ref` value as written. */
  ref: string;
  /** JSON pointer of the object that holds the `$ref`. */
  pointer: string;
  /** The object holding it (so a refused ref can be neutralised in place). */
  holder: Record<string, unknown>;
}

/** Result of {@link scanRefs}. */
export interface ScanResult {
  /** Every `$ref` string, in document order. */
  refs: FoundRef[];
  /** Nodes visited (objects, arrays and scalars). */
  nodes: number;
  /** True when the walk stopped at `maxNodes`. */
  tooLarge: boolean;
}

/**
 * Walks a parsed spec once, counting nodes (stopping at `maxNodes`) and collecting `$ref` strings.
 * Iterative, so a deeply nested spec cannot overflow the stack.
 */
export function scanRefs(value: unknown, maxNodes: number): ScanResult {
  const refs: FoundRef[] = [];
  const stack: Array<[unknown, string]> = [[value, '']];
  let nodes = 0;
  while (stack.length > 0) {
    const [node, pointer] = stack.pop()!;
    if (++nodes > maxNodes) return { refs, nodes, tooLarge: true };
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push([node[i], `${pointer}/${i}`]);
    } else if (node !== null && typeof node === 'object') {
      const obj = node as Record<string, unknown>;
      if (typeof obj.$ref === 'string') refs.push({ ref: obj.$ref, pointer, holder: obj });
      const keys = Object.keys(obj);
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i]!;
        stack.push([obj[key], `${pointer}/${pointerSegment(key)}`]);
      }
    }
  }
  return { refs, nodes, tooLarge: false };
}
