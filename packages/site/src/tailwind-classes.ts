/** Where a class was first written: file, 1-based line and column. */
export interface ClassSource {
  /** Docs-root-relative file. */
  file: string;
  /** 1-based line. */
  line: number;
  /** 1-based column of the attribute. */
  column: number;
}

// `className="…"`, `class='…'`, `className={"…"}`, `className={`…`}` and `className={cond ? "a" : "b"}`.
const ATTRIBUTE = /\b(?:className|class)\s*=\s*(?:"([^"]*)"|'([^']*)'|\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\})/g;
const QUOTED = /"([^"\\\n]*)"|'([^'\\\n]*)'/g;
const TEMPLATE = /`([^`\\]*)`/g;
// Inline code in Markdown: an example, not markup the page renders.
const INLINE_CODE = /(?<![{`])(`+)[^`\n]+?\1/g;

// Code is blanked to spaces, newlines kept, so offsets and lines stay those of the file.
function blank(text: string): string {
  return text.replace(/[^\n]/g, ' ');
}

// Fenced code blocks (``` or ~~~, closed by a fence of the same kind at least as long) blanked.
function blankFences(text: string): string {
  const lines = text.split('\n');
  let open: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const fence = /^[ \t]*(`{3,}|~{3,})/.exec(lines[i]!)?.[1];
    if (open === undefined && fence === undefined) continue;
    if (open === undefined) open = fence;
    else if (
      fence !== undefined &&
      fence[0] === open[0] &&
      fence.length >= open.length &&
      /^[ \t]*[`~]+[ \t]*$/.test(lines[i]!)
    )
      open = undefined;
    lines[i] = blank(lines[i]!);
  }
  return lines.join('\n');
}

// The string literals of a `{…}` expression: quoted strings anywhere (also inside a template's
// `${…}`), and the static text of template literals.
function expressionStrings(expression: string): string[] {
  const templates = [...expression.matchAll(TEMPLATE)].map((s) => s[1]!.replace(/\$\{[^{}]*\}/g, ' '));
  const quoted = [...expression.matchAll(QUOTED)].map((s) => s[1] ?? s[2] ?? '');
  return [...templates, ...quoted];
}

function tokens(value: string): string[] {
  return value.split(/\s+/).filter((t) => t !== '' && t.length <= 200);
}

/**
 * The class names a page or snippet writes in `className`/`class` attributes (string literals, also
 * inside `{…}` expressions), each with where it first appears. Markdown code (fences and inline
 * code) in `.md`/`.mdx` files is skipped: examples are not rendered markup.
 */
export function extractClassNames(text: string, file: string): Map<string, ClassSource> {
  const found = new Map<string, ClassSource>();
  // Most pages write no class at all: one scan, no line table.
  if (!/\bclass(?:Name)?\s*=/.test(text)) return found;
  const markdown = /\.mdx?$/i.test(file);
  const source = markdown ? blankFences(text).replace(INLINE_CODE, blank) : text;
  const lineStarts = [0];
  for (let i = source.indexOf('\n'); i !== -1; i = source.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const position = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid]! <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, column: offset - lineStarts[lo]! + 1 };
  };
  for (const m of source.matchAll(ATTRIBUTE)) {
    const values = m[3] !== undefined ? expressionStrings(m[3]) : [m[1] ?? m[2]!];
    for (const value of values) {
      for (const token of tokens(value)) {
        if (!found.has(token)) found.set(token, { file, ...position(m.index) });
      }
    }
  }
  return found;
}

/**
 * The class names of a rendered page's HTML (docsgen's own `dg-` classes left out), sorted: a page
 * edit that changes them may change the site's Tailwind stylesheet, which every page links.
 * It reads what `/\sclass="([^"]*)"/g` would match, without a match object per attribute: it runs
 * on every page, whose highlighted code repeats a few attribute values hundreds of times (at
 * 10,000 pages the matches were 330 MB of the build thread's allocations); each distinct value is
 * split once.
 */
export function htmlClassKey(html: string): string {
  const values = new Set<string>();
  let from = 1;
  for (;;) {
    const at = html.indexOf('class="', from);
    if (at === -1) break;
    if (!WHITESPACE.test(html[at - 1]!)) {
      from = at + 1;
      continue;
    }
    const end = html.indexOf('"', at + 7);
    if (end === -1) break;
    values.add(html.slice(at + 7, end));
    // The next match's whitespace comes after this one's closing quote.
    from = end + 2;
  }
  const set = new Set<string>();
  for (const value of values) for (const t of value.split(/\s+/)) if (t && !t.startsWith('dg-')) set.add(t);
  return [...set].sort().join(' ');
}

const WHITESPACE = /^\s$/;

// A word of a script's text that could be a class: letters first (after `!` or `-`), then what
// Tailwind's names hold (variants `:`, fractions `/`, `.5`, arbitrary values `[…]`); no URLs.
const SCRIPT_TOKEN = /^!?-?[a-z@][\w\-:/.[\]%#!]*$/i;

/**
 * The class-name candidates of a custom script, found as Tailwind's content scan finds them: every
 * word of the text between quotes, spaces and punctuation, whether it ends up in `className`,
 * `classList.add(…)` or an HTML string. Tailwind makes rules only for the ones that are utilities.
 */
export function scriptClassTokens(text: string): string[] {
  const out = new Set<string>();
  for (const word of text.split(/[\s"'`<>=;,{}()+]+/)) {
    if (word.length <= 100 && !word.includes('//') && SCRIPT_TOKEN.test(word))
      out.add(word.replace(/(?<![.:])[.:]+$/, ''));
  }
  return [...out];
}

/** The classes a stylesheet's `@apply` rules name (`@apply rounded-full px-2;`), `!important` marks dropped. */
export function applyClassTokens(css: string): string[] {
  const out = new Set<string>();
  for (const m of css.matchAll(/@apply\s+([^;}]+)/g)) {
    for (const word of m[1]!.split(/\s+/)) if (word && word !== '!important') out.add(word);
  }
  return [...out];
}
