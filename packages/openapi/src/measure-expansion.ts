import { pointerSegment, pointerSegments } from './parse-spec-text.ts';

/** Where expanding a spec's `$ref`s went over its limit. */
export interface ExpansionOverrun {
  /** Absolute path of the file holding the node where the count went over. */
  file: string;
  /** JSON pointer of that node in its file (a `$ref` object, most often). */
  pointer: string;
  /** The `$ref` written there, when the node is one. */
  ref?: string;
}

interface Sized {
  size: number;
  /** The expansion reached one of its own ancestors: a dereferencer leaves such a `$ref` in place. */
  circular: boolean;
}

/** Deeper than this, nothing is counted further: swagger-parser's dereferencer refuses beyond 500. */
const MAX_DEPTH = 1000;

class Over extends Error {
  constructor(readonly overrun: ExpansionOverrun) {
    super('expansion limit');
  }
}

/**
 * Counts the nodes of a spec as a dereferencer expands it (every `$ref` replaced by what it names,
 * a `$ref` whose expansion reaches its own ancestor left in place, as swagger-parser does with
 * `circular: 'ignore'`), without building anything: the size of each `$ref` target is counted once
 * and reused, so the count costs one walk of the files however large the expansion. Stops as soon
 * as the count passes `limit` and says where.
 *
 * `files` holds every file of the spec, parsed, by absolute path; `refFiles` the file each
 * cross-file `$ref` object names (as read by the loader), so `#` refs stay in their own file.
 */
export function measureExpansion(
  files: ReadonlyMap<string, unknown>,
  rootFile: string,
  refFiles: ReadonlyMap<object, string>,
  limit: number,
): { size: number } | { overrun: ExpansionOverrun } {
  const sizes = new WeakMap<object, Sized>();
  const onPath = new Set<object>();
  let where: { file: string; segments: string[] } = { file: rootFile, segments: [] };

  const target = (holder: Record<string, unknown>, file: string): { value: unknown; file: string; at: string[] } => {
    const ref = holder.$ref as string;
    const hash = ref.indexOf('#');
    const other = ref.slice(0, hash < 0 ? ref.length : hash);
    const inFile = other === '' ? file : refFiles.get(holder);
    let at: string[];
    try {
      at = hash < 0 ? [] : pointerSegments(ref.slice(hash));
    } catch {
      return { value: undefined, file, at: [] };
    }
    let value: unknown = inFile === undefined ? undefined : files.get(inFile);
    for (const seg of at) {
      if (value === null || typeof value !== 'object') return { value: undefined, file, at };
      value = (value as Record<string, unknown>)[seg];
    }
    return { value, file: inFile ?? file, at };
  };

  const visitRef = (holder: Record<string, unknown>, file: string, depth: number): Sized => {
    const siblings = Object.keys(holder).length - 1;
    const found = target(holder, file);
    if (found.value === null || typeof found.value !== 'object') return { size: 1 + siblings, circular: false };
    const node = found.value;
    if (onPath.has(node)) return { size: 1, circular: true };
    let sized = sizes.get(node);
    if (!sized) {
      const back = where;
      where = { file: found.file, segments: [...found.at] };
      sized = visit(node, found.file, depth + 1);
      where = back;
      sizes.set(node, sized);
    }
    return sized.circular ? { size: 1, circular: true } : { size: sized.size + siblings, circular: false };
  };

  const visit = (node: object, file: string, depth: number): Sized => {
    if (depth > MAX_DEPTH) return { size: 1, circular: false };
    onPath.add(node);
    let size = 1;
    let circular = false;
    for (const [key, child] of Object.entries(node)) {
      where.segments.push(pointerSegment(key));
      let sized: Sized = { size: 1, circular: false };
      const isRef =
        child !== null && typeof child === 'object' && typeof (child as { $ref?: unknown }).$ref === 'string';
      if (isRef) sized = visitRef(child as Record<string, unknown>, file, depth);
      else if (child !== null && typeof child === 'object') sized = visit(child, file, depth + 1);
      size += sized.size;
      circular ||= sized.circular;
      if (size > limit) {
        const pointer = where.segments.length === 0 ? '' : `/${where.segments.join('/')}`;
        throw new Over({ file: where.file, pointer, ...(isRef ? { ref: (child as { $ref: string }).$ref } : {}) });
      }
      where.segments.pop();
    }
    onPath.delete(node);
    return { size, circular };
  };

  const root = files.get(rootFile);
  if (root === null || typeof root !== 'object') return { size: 1 };
  try {
    return { size: visit(root, rootFile, 0).size };
  } catch (e) {
    if (e instanceof Over) return { overrun: e.overrun };
    throw e;
  }
}
