/** What a code fence's info string says, beyond the language. */
export interface CodeMeta {
  /** Title (`title="x"`, `[title]`, or bare words after the language); default none. */
  title?: string;
  /** 1-based lines to highlight (`{1,3-5}`, `highlight={1-2}`); default none. */
  highlightLines: number[];
  /** 1-based lines to focus (`focus={2}`); default none. */
  focusLines: number[];
  /** `lines`: line numbers; default false. */
  lines: boolean;
  /** `wrap`: soft-wrap; default false. */
  wrap: boolean;
  /** `expandable`: collapsed when long; default false. */
  expandable: boolean;
  /** `nocopy`: no copy button; default false. */
  nocopy: boolean;
  /** `icon=` name; default none. */
  icon?: string;
  /** Mermaid `placement=` of the zoom controls (`top-left`…); default none. */
  placement?: string;
  /** Mermaid `actions={false}`/`{true}`: hide or show the zoom controls; default none (by height). */
  actions?: boolean;
}

const FLAGS = new Set(['lines', 'wrap', 'expandable', 'nocopy', 'twoslash', 'showlinenumbers']);
const MAX_LINE = 100_000;

/** Parses `1,3-5` (braces optional) into sorted unique line numbers; bad parts are skipped. */
export function parseLineRanges(text: string): number[] {
  const out = new Set<number>();
  for (const part of text.replace(/[{}]/g, '').split(',')) {
    const m = /^\s*(\d+)(?:\s*-\s*(\d+))?\s*$/.exec(part);
    if (!m) continue;
    const a = Number(m[1]);
    const b = m[2] ? Number(m[2]) : a;
    for (let i = Math.max(1, Math.min(a, b)); i <= Math.min(Math.max(a, b), MAX_LINE); i++) out.add(i);
  }
  return [...out].sort((x, y) => x - y);
}

/**
 * Parses the meta of a fence (the info string after the language), Mintlify style:
 * ```` ```ts title="a.ts" {1,3-5} lines wrap icon="js" ````, ```` ```py server.py [expandable] ````.
 */
export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  const result: CodeMeta = {
    highlightLines: [],
    focusLines: [],
    lines: false,
    wrap: false,
    expandable: false,
    nocopy: false,
  };
  const words: string[] = [];
  const token = /(\w[\w-]*)=(?:"([^"]*)"|'([^']*)'|(\{[^}]*\})|(\S+))|(\{[^}]*\})|\[([^\]]*)\]|(\S+)/g;
  for (const m of (meta ?? '').matchAll(token)) {
    const [, key, dq, sq, braces, bare, ranges, bracket, word] = m;
    if (key) {
      const value = dq ?? sq ?? braces ?? bare ?? '';
      const k = key.toLowerCase();
      if (k === 'title' || k === 'filename') result.title = value;
      else if (k === 'highlight') result.highlightLines.push(...parseLineRanges(value));
      else if (k === 'focus') result.focusLines.push(...parseLineRanges(value));
      else if (k === 'icon') result.icon = value;
      else if (k === 'placement') result.placement = value;
      else if (k === 'actions') result.actions = value.replace(/[{}\s]/g, '') !== 'false';
      else if (FLAGS.has(k)) setFlag(result, k, value !== 'false');
    } else if (ranges) {
      result.highlightLines.push(...parseLineRanges(ranges));
    } else if (bracket !== undefined) {
      if (FLAGS.has(bracket.trim().toLowerCase())) setFlag(result, bracket.trim().toLowerCase(), true);
      else if (bracket.trim()) result.title = bracket.trim();
    } else if (word) {
      if (FLAGS.has(word.toLowerCase())) setFlag(result, word.toLowerCase(), true);
      else words.push(word);
    }
  }
  if (result.title === undefined && words.length > 0) result.title = words.join(' ');
  result.highlightLines = [...new Set(result.highlightLines)].sort((a, b) => a - b);
  result.focusLines = [...new Set(result.focusLines)].sort((a, b) => a - b);
  return result;
}

function setFlag(meta: CodeMeta, flag: string, value: boolean): void {
  if (flag === 'lines' || flag === 'showlinenumbers') meta.lines = value;
  else if (flag === 'wrap') meta.wrap = value;
  else if (flag === 'expandable') meta.expandable = value;
  else if (flag === 'nocopy') meta.nocopy = value;
}
