// The compile's problems travel as vfile messages: a plugin calls `report(file, place, …)`
// (`file.message` with the node's position), and `messageDiagnostics` turns a file's messages
// into docsgen Diagnostics once, after the run.
import { type Diagnostic, type Severity, warning } from '@docsgen/diagnostics';
import type { Point, Position } from 'unist';
import type { VFile } from 'vfile';

declare module 'vfile-message' {
  interface VFileMessage {
    /** How to fix it (Diagnostic.hint). */
    hint?: string;
    /** Characters underlined on the line (Diagnostic.length). */
    length?: number;
    /** JSON path of the problem inside the file (frontmatter keys). */
    jsonPath?: string;
  }
}

/** Source of the messages docsgen's plugins make (other plugins' messages, rehype-katex's, are mapped one by one). */
const SOURCE = 'docsgen';

/** What a report says besides its reason. */
export interface ReportDetails {
  severity?: Severity;
  hint?: string;
  length?: number;
  jsonPath?: string;
  /** The file the problem is in, when it is another one than the compiled file (a snippet's). */
  file?: string;
}

/** Reports a problem at a node's position (or a point) of the compiled file. */
export function report({
  file,
  place,
  code,
  reason,
  details = {},
}: {
  file: VFile;
  place: Position | Point | undefined;
  code: string;
  reason: string;
  details?: ReportDetails;
}): void {
  const message = file.message(reason, { place, ruleId: code, source: SOURCE });
  message.fatal = details.severity === 'error' ? true : details.severity === 'info' ? undefined : false;
  if (details.hint !== undefined) message.hint = details.hint;
  if (details.length !== undefined) message.length = details.length;
  if (details.jsonPath !== undefined) message.jsonPath = details.jsonPath;
  if (details.file !== undefined) message.file = details.file;
}

/** Reports a Diagnostic made by a helper (frontmatter, props, a snippet's own compile) as it is. */
export function reportDiagnostic(file: VFile, d: Diagnostic): void {
  const place =
    d.line === undefined ? undefined : d.column === undefined ? { line: d.line } : { line: d.line, column: d.column };
  report({
    file,
    place: place as Point | undefined,
    code: d.code,
    reason: d.message,
    details: {
      severity: d.severity,
      hint: d.hint,
      length: d.length,
      jsonPath: d.jsonPath,
      file: d.file ?? '',
    },
  });
}

/** The file's messages as Diagnostics, in the order they were made. */
export function messageDiagnostics(file: VFile): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const m of file.messages) {
    if (m.source === 'rehype-katex' || m.ruleId === 'katex') {
      out.push(
        warning('mdx/math', `Math could not be rendered: ${m.reason.split('\n')[0]}`, {
          file: file.path,
          line: m.line ?? undefined,
          column: m.column ?? undefined,
          hint: 'Check the LaTeX; a `$` meant as a currency sign can be escaped as `\\$`.',
        }),
      );
      continue;
    }
    if (m.source !== SOURCE || !m.ruleId) continue;
    const d: Diagnostic = {
      severity: m.fatal === true ? 'error' : m.fatal === false ? 'warning' : 'info',
      code: m.ruleId,
      message: m.reason,
    };
    if (m.file) d.file = m.file;
    if (m.line !== undefined) d.line = m.line;
    if (m.column !== undefined) d.column = m.column;
    if (m.length !== undefined) d.length = m.length;
    if (m.jsonPath !== undefined) d.jsonPath = m.jsonPath;
    if (m.hint !== undefined) d.hint = m.hint;
    out.push(d);
  }
  return out;
}
