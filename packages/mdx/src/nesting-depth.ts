// How deeply a page nests, measured in one linear pass before the page reaches the native parser.
// satteri takes time superlinear in nesting depth (10 000 nested <div> take it 6 s, 20 000 take
// 20 s, and 100 000 would take minutes) and overflows its native stack on 10 000 nested brackets
// in an expression (the process crashes); neither can be stopped from JavaScript. A page nested
// deeper than any real page is refused here, with its place. The measure errs on the deep side
// (it does not parse Markdown): a few things that are not nesting may count (`<id>` in inline
// code, an unclosed parenthesis in text), nothing that is nesting is missed.

/**
 * Nesting deeper than this is refused: elements, brackets and blocks together. The deepest of
 * the 2,600 pages in the corpora measures 41 (a CLI reference's `<id>` placeholders); satteri
 * parses 1,000 levels of any kind in under 0.1 s.
 */
export const MAX_NESTING_DEPTH = 1000;

/** Where and how a page nests too deeply. */
export interface TooDeep {
  /** What the level past the limit opens: `elements` (JSX/HTML tags), `brackets` (`{`, `[`, `(`) or `blocks` (block quotes, list items). */
  kind: 'elements' | 'brackets' | 'blocks';
  /** 1-based line and column of the opening past the limit. */
  line: number;
  column: number;
}

const FENCE = /^ {0,3}(`{3,}|~{3,})/;
const NAME_START = /[A-Za-z]/;
const LIST_MARKER = /^(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)/;

/**
 * The first place `doc` nests deeper than `limit`, or undefined. `jsx`: count JSX/HTML elements
 * too (MDX; a Markdown page's HTML is raw text to the parser).
 */
export function findTooDeep(doc: string, jsx: boolean, limit = MAX_NESTING_DEPTH): TooDeep | undefined {
  let elements = 0;
  let brackets = 0;
  // Columns of the list items a line may still be nested in.
  const lists: number[] = [];
  let fence: { marker: string; elements: number; brackets: number } | undefined;
  let line = 1;
  for (let start = 0; start <= doc.length; line++) {
    let end = doc.indexOf('\n', start);
    if (end === -1) end = doc.length;
    const text = doc.slice(start, end);
    start = end + 1;
    const fenceMark = FENCE.exec(text)?.[1];
    let blocks = 0;
    if (fence && fenceMark?.[0] === fence.marker[0] && fenceMark.length >= fence.marker.length) {
      // A code block's text counts while in it (it might not be one, inside an expression), and
      // what it left open is forgotten after it (`List<String>` in Java, a regex's bracket).
      ({ elements, brackets } = fence);
      fence = undefined;
    } else if (!fence && fenceMark) {
      fence = { marker: fenceMark, elements, brackets };
    } else if (!fence) {
      const over = blockDepth(text, lists, limit - elements - brackets);
      if (typeof over === 'number') return { kind: 'blocks', line, column: over };
      blocks = over.depth;
    }
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (c === '{' || c === '[' || c === '(') {
        if (++brackets + elements + blocks > limit) return { kind: 'brackets', line, column: i + 1 };
      } else if (c === '}' || c === ']' || c === ')') {
        if (brackets > 0) brackets--;
      } else if (jsx && c === '<') {
        const next = text[i + 1] ?? '';
        if (next === '/') {
          if (elements > 0) elements--;
        } else if (NAME_START.test(next) && ++elements + brackets + blocks > limit) {
          return { kind: 'elements', line, column: i + 1 };
        }
      } else if (jsx && c === '/' && text[i + 1] === '>' && elements > 0) {
        elements--;
      }
    }
  }
  return undefined;
}

/** The column after a run of spaces and tabs from `from` (tab stops of 4), and where the run ends. */
function skipBlank(text: string, from: number, column: number): { column: number; next: number } {
  let i = from;
  let col = column;
  for (; i < text.length && (text[i] === ' ' || text[i] === '\t'); i++)
    col = text[i] === '\t' ? col + 4 - (col % 4) : col + 1;
  return { column: col, next: i };
}

/**
 * The block nesting of a line: block quote markers and list items opened on it, plus the list
 * items of earlier lines it is nested under; or the 1-based column of the marker that goes past
 * `room`. `lists` carries, from line to line, the columns of the list items still open: the first
 * list item on a line closes those at or right of its column.
 */
function blockDepth(text: string, lists: number[], room: number): { depth: number } | number {
  let { column, next } = skipBlank(text, 0, 0);
  let onLine = 0;
  let listed = false;
  for (;;) {
    let width = 1;
    if (text[next] !== '>') {
      const marker = LIST_MARKER.exec(text.slice(next, next + 11))?.[0];
      if (!marker) break;
      width = marker.length;
      if (!listed) {
        while (lists.length > 0 && (lists.at(-1) as number) >= column) lists.pop();
        lists.push(column);
        listed = true;
        onLine--;
      }
    }
    onLine++;
    if (lists.length + onLine > room) return next + 1;
    ({ column, next } = skipBlank(text, next + width, column + width));
  }
  return { depth: lists.length + onLine };
}
