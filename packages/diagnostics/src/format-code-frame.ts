import type { Diagnostic } from './diagnostic.ts';

/** Options for {@link formatCodeFrame}. */
export interface CodeFrameOptions {
  /** Lines of context shown above and below the problem line; default 2. */
  context?: number;
  /** Wrap severity words in ANSI colour; default false. */
  color?: boolean;
}

const RED = '\u001b[31m';
const YELLOW = '\u001b[33m';
const CYAN = '\u001b[36m';
const DIM = '\u001b[2m';
const BOLD = '\u001b[1m';
const RESET = '\u001b[0m';

/**
 * Formats one diagnostic as a code frame:
 *
 *   error[config/unknown-key]: Unknown key `grups` in a group.
 *     --> docs.json:12:7 (navigation.groups[0].grups)
 *    11 |     {
 *    12 |       "grups": []
 *       |       ^^^^^^^
 *   hint: Did you mean `groups`?
 *
 * `source` is the text of `diagnostic.file`; without it only the header and hint are printed.
 */
export function formatCodeFrame(diagnostic: Diagnostic, source?: string, options: CodeFrameOptions = {}): string {
  const context = options.context ?? 2;
  const paint = (code: string, s: string) => (options.color ? `${code}${s}${RESET}` : s);
  const sevColor = diagnostic.severity === 'error' ? RED : diagnostic.severity === 'warning' ? YELLOW : CYAN;
  const out: string[] = [];
  out.push(`${paint(BOLD + sevColor, `${diagnostic.severity}[${diagnostic.code}]`)}: ${diagnostic.message}`);
  const where = formatLocation(diagnostic);
  if (where) out.push(`  ${paint(DIM, '-->')} ${where}`);
  if (source !== undefined && diagnostic.line !== undefined) {
    const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
    const lineIndex = diagnostic.line - 1;
    if (lineIndex >= 0 && lineIndex < lines.length) {
      const first = Math.max(0, lineIndex - context);
      const last = Math.min(lines.length - 1, lineIndex + context);
      const width = String(last + 1).length;
      for (let i = first; i <= last; i++) {
        const text = (lines[i] ?? '').replace(/\t/g, '  ');
        const shown = text.length > 160 ? `${text.slice(0, 157)}...` : text;
        out.push(` ${String(i + 1).padStart(width)} | ${shown}`);
        if (i === lineIndex) {
          const raw = lines[i] ?? '';
          const col = Math.max(1, diagnostic.column ?? 1);
          const before = raw.slice(0, col - 1).replace(/\t/g, '  ');
          const len = Math.max(1, Math.min(diagnostic.length ?? 1, Math.max(1, raw.length - col + 1)));
          out.push(
            ` ${' '.repeat(width)} | ${' '.repeat(Math.min(before.length, 160))}${paint(sevColor, '^'.repeat(len))}`,
          );
        }
      }
    }
  }
  for (const r of diagnostic.related ?? []) {
    const at = formatLocation(r);
    out.push(`  ${paint(DIM, 'note:')} ${r.message}${at ? ` (${at})` : ''}`);
  }
  if (diagnostic.hint) out.push(`  ${paint(CYAN, 'hint:')} ${diagnostic.hint}`);
  return out.join('\n');
}

/** `file:line:column (jsonPath)`, or whatever parts are known. */
export function formatLocation(at: { file?: string; line?: number; column?: number; jsonPath?: string }): string {
  let s = at.file ?? '';
  if (s && at.line !== undefined) s += `:${at.line}${at.column !== undefined ? `:${at.column}` : ''}`;
  if (at.jsonPath) s += s ? ` (${at.jsonPath})` : at.jsonPath;
  return s;
}
