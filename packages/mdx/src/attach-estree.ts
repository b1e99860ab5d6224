// The ESTree (`data.estree`) of the JavaScript in an MDX tree: what micromark's MDX extensions
// attach while they parse, and what satteri's tree lacks. Parsed with acorn (+ acorn-jsx), the
// same parser and options as micromark-extension-mdxjs, positions mapped to the file as
// micromark-util-events-to-acorn maps them (offset, 1-based line, 0-based column).
import { Parser } from 'acorn';
import acornJsx from 'acorn-jsx';
import type { Root } from 'mdast';
import { visitTree } from './visit-tree.ts';

const acorn = Parser.extend(acornJsx());
const OPTIONS = { ecmaVersion: 2024, sourceType: 'module' } as const;

interface AcornNode {
  type: string;
  start: number;
  end: number;
  loc?: unknown;
  range?: [number, number];
  [key: string]: unknown;
}

interface Located {
  position?: { start: { offset?: number } };
}

/** Attaches `data.estree` to the ESM, expression and expression-attribute nodes of `tree`. */
export function attachEstree(tree: Root, doc: string): void {
  const lines = new LineIndex(doc);
  visitTree(tree, (node) => {
    const start = (node as Located).position?.start.offset;
    if (node.type === 'mdxjsEsm') {
      node.data = {
        ...node.data,
        estree: toEstree({ value: node.value, doc, lines, base: start ?? 0, expression: false }) as never,
      };
    } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') {
      node.data = {
        ...node.data,
        estree: toEstree({ value: node.value, doc, lines, base: (start ?? 0) + 1, expression: true }) as never,
      };
    } else if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      let from = start ?? 0;
      for (const a of node.attributes) {
        from = (a as Located).position?.start.offset ?? from;
        if (a.type === 'mdxJsxExpressionAttribute') {
          a.data = {
            ...a.data,
            estree: toEstree({
              value: a.value,
              doc,
              lines,
              base: find(doc, a.value, from),
              expression: true,
              prefix: '({',
              suffix: '})',
            }),
          };
        } else if (a.value && typeof a.value === 'object') {
          const v = a.value;
          v.data = {
            ...v.data,
            estree: toEstree({ value: v.value, doc, lines, base: find(doc, v.value, from), expression: true }),
          };
        }
      }
    }
    return undefined;
  });
}

// Where an attribute's code starts in the file: its first occurrence from the attribute on.
function find(doc: string, value: string, from: number): number {
  const at = doc.indexOf(value, from);
  return at < 0 ? from : at;
}

function toEstree({
  value,
  doc,
  lines,
  base,
  expression,
  prefix = '',
  suffix = '',
}: {
  value: string;
  doc: string;
  lines: LineIndex;
  base: number;
  expression: boolean;
  prefix?: string;
  suffix?: string;
}): never {
  const stops = align(value, doc, base);
  const toFile = (offset: number) => {
    const rel = Math.min(Math.max(offset - prefix.length, 0), value.length);
    let i = stops.length - 2;
    while (i > 0 && stops[i]! > rel) i -= 2;
    return stops[i + 1]! + (rel - stops[i]!);
  };
  const comments: AcornNode[] = [];
  const code = prefix + value + suffix;
  const empty = expression && isEmpty(value);
  let estree: AcornNode;
  try {
    const options = { ...OPTIONS, onComment: comments as never };
    if (!expression || empty) estree = acorn.parse(code, options) as unknown as AcornNode;
    else {
      const parsed = acorn.parseExpressionAt(code, 0, options) as unknown as AcornNode;
      if (!isEmpty(code.slice(parsed.end, code.length - suffix.length))) {
        throw Object.assign(new SyntaxError('Unexpected content after expression'), { pos: parsed.end });
      }
      const end = prefix.length + value.length;
      estree = {
        type: 'Program',
        start: 0,
        end,
        body: [{ type: 'ExpressionStatement', expression: parsed, start: 0, end }],
        sourceType: 'module',
      };
    }
  } catch (e) {
    const at = lines.point(toFile((e as { pos?: number }).pos ?? 0));
    const what = expression ? 'expression' : 'import/exports';
    const reason = `Could not parse ${what} with acorn: ${String((e as Error).message).replace(/ \(\d+:\d+\)$/, '')}`;
    throw Object.assign(new Error(reason), { reason, line: at.line, column: at.column + 1, source: 'acorn' });
  }
  estree.comments = comments;
  const fix = (node: AcornNode) => {
    const start = toFile(node.start);
    const end = toFile(node.end);
    node.start = start;
    node.end = end;
    node.loc = { start: lines.point(start), end: lines.point(end) };
    node.range = [start, end];
  };
  walk(estree, fix);
  for (const c of comments) fix(c);
  return estree as never;
}

function walk(node: AcornNode, fix: (node: AcornNode) => void): void {
  fix(node);
  for (const key in node) {
    if (key === 'loc' || key === 'range' || key === 'comments') continue;
    const child = node[key];
    if (Array.isArray(child)) {
      for (const c of child) if (c && typeof c === 'object' && typeof c.type === 'string') walk(c, fix);
    } else if (child && typeof child === 'object' && typeof (child as AcornNode).type === 'string') {
      walk(child as AcornNode, fix);
    }
  }
}

function isEmpty(value: string): boolean {
  return /^\s*$/.test(value.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/[^\r\n]*(\r\n|\n|\r)/g, ''));
}

/**
 * Pairs [offset in value, offset in file] where the value's text runs on unbroken in the file: a
 * value inside a list, quote or indented component lacks the line prefixes the file has.
 */
function align(value: string, doc: string, base: number): number[] {
  if (doc.startsWith(value, base)) return [0, base];
  const stops = [0, base];
  let j = base;
  for (let i = 0; i < value.length; i++, j++) {
    if (doc[j] === value[i]) continue;
    // After a line ending the file has a prefix (indent, `>`) the value does not: skip it.
    let k = j;
    while (k < doc.length && doc[k] !== value[i] && doc[k] !== '\n') k++;
    if (doc[k] !== value[i]) return stops;
    j = k;
    stops.push(i, j);
  }
  return stops;
}

/** Offset to unist-style line (1-based) and acorn-style column (0-based). */
class LineIndex {
  private starts: number[] = [0];
  constructor(doc: string) {
    for (let i = doc.indexOf('\n'); i >= 0; i = doc.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }
  point(offset: number): { line: number; column: number; offset: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - this.starts[lo]!, offset };
  }
}
