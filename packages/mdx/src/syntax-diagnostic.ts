import { type Diagnostic, error } from '@docsgen/diagnostics';

/** The fields of a VFileMessage (or any error) that locate an MDX syntax error. */
interface MessageLike {
  message?: string;
  reason?: string;
  ruleId?: string | null;
  source?: string | null;
  line?: number | null;
  column?: number | null;
  place?: { line?: number; column?: number; start?: { line?: number; column?: number } } | null;
}

/**
 * Turns an MDX compile error into a located diagnostic, with a hint for the Markdown habits MDX
 * rejects (`<!-- -->`, a bare `<`, `{` in prose, unclosed tags). `lineOffset` maps lines of the
 * text that was compiled back to the file (frontmatter removal or substitution never shifts lines,
 * but snippets report their own file).
 */
export function syntaxDiagnostic(err: unknown, file: string, source: string): Diagnostic {
  const m = (err ?? {}) as MessageLike;
  const reason = String(m.reason ?? m.message ?? err);
  let line = m.place?.start?.line ?? m.place?.line ?? m.line ?? undefined;
  let column = m.place?.start?.column ?? m.place?.column ?? m.column ?? undefined;
  if (line === undefined) {
    // Some messages (acorn inside expressions) carry the position only in their text.
    const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)|(?:line |:)(\d+)(?::|, column )(\d+)/.exec(reason);
    if (inText) {
      line = Number(inText[1] ?? inText[3]);
      column = Number(inText[2] ?? inText[4]);
    }
  }
  const lineText = line ? (source.split(/\r?\n/)[line - 1] ?? '') : '';
  return error('mdx/syntax', `MDX syntax error: ${reason.replace(/\s+/g, ' ').trim()}`, {
    file,
    line: line ?? 1,
    column: column ?? 1,
    hint: hintFor(reason, m.ruleId ?? '', lineText, column ?? 1),
  });
}

function hintFor(reason: string, ruleId: string, lineText: string, column: number): string {
  const rest = lineText.slice(Math.max(0, column - 1));
  if (/<!--/.test(lineText) || (/before name/.test(reason) && /`!`/.test(reason))) {
    return 'HTML comments `<!-- -->` are not MDX; write `{/* comment */}` instead.';
  }
  if (ruleId === 'unexpected-character' || /before name/.test(reason)) {
    return 'A `<` in text starts a tag in MDX. Write `&lt;` or put the text in backticks (`a < b`).';
  }
  if (/acorn|expression|Unexpected end of file in expression/i.test(reason) || rest.startsWith('{')) {
    return 'Braces `{ }` in text are JavaScript expressions in MDX. Escape them as `\\{` and `\\}` or put the text in backticks.';
  }
  if (/closing tag|end tag|Expected a closing tag|Unexpected closing/i.test(reason)) {
    return 'Every component must be closed: `<Note>…</Note>`, or self-closed: `<br />`. Check the nesting of the tags above.';
  }
  if (/lazy line|unexpected lazy/i.test(reason)) {
    return 'Inside a component in a list or quote, indent every line of the component the same way.';
  }
  return 'Check the MDX syntax at this position (tags closed, braces balanced, `<` escaped).';
}
