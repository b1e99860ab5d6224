import { type Diagnostic, sortDiagnostics } from './diagnostic.ts';
import { formatCodeFrame } from './format-code-frame.ts';

/** Options for {@link formatReport}. */
export interface ReportOptions {
  /** Reads the text of a docs-root-relative file for the code frame; undefined when unreadable. */
  readSource?: (file: string) => string | undefined;
  /** ANSI colours; default false. */
  color?: boolean;
}

/**
 * All diagnostics of a run, grouped by file (whole-run ones first), each as a code frame,
 * followed by a one-line summary such as "2 errors, 1 warning".
 */
export function formatReport(diagnostics: readonly Diagnostic[], options: ReportOptions = {}): string {
  const sorted = sortDiagnostics(diagnostics);
  const cache = new Map<string, string | undefined>();
  const sourceOf = (file: string | undefined) => {
    if (!file || !options.readSource) return undefined;
    if (!cache.has(file)) cache.set(file, options.readSource(file));
    return cache.get(file);
  };
  const blocks: string[] = [];
  let currentFile: string | undefined | null = null;
  for (const d of sorted) {
    if (d.file !== currentFile) {
      currentFile = d.file;
      if (d.file) blocks.push(`── ${d.file} ──`);
    }
    blocks.push(formatCodeFrame(d, sourceOf(d.file), { color: options.color }));
  }
  blocks.push(summarize(diagnostics));
  return blocks.join('\n\n');
}

/** "no problems", or counts such as "2 errors, 1 warning". */
export function summarize(diagnostics: readonly Diagnostic[]): string {
  const errors = diagnostics.filter((d) => d.severity === 'error').length;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  if (errors === 0 && warnings === 0) return 'no problems';
  const part = (n: number, w: string) => `${n} ${w}${n === 1 ? '' : 's'}`;
  return [errors ? part(errors, 'error') : '', warnings ? part(warnings, 'warning') : ''].filter(Boolean).join(', ');
}
