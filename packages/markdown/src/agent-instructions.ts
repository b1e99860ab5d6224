/**
 * docs.json `markdown.instructions` as the `Agent Instructions` block Mintlify adds to the Markdown
 * it serves (ai/markdown-export): a blockquote headed `## Agent Instructions`, one line per string
 * (an array's items joined with line breaks). Undefined when there is nothing to say.
 */
export function agentInstructionsBlock(instructions: string | readonly string[] | undefined): string | undefined {
  const lines = (typeof instructions === 'string' ? [instructions] : (instructions ?? []))
    .filter((s): s is string => typeof s === 'string')
    .flatMap((s) => s.split(/\r?\n/))
    .map((s) => s.trimEnd());
  if (!lines.some((s) => s.trim() !== '')) return undefined;
  return ['> ## Agent Instructions', ...lines.map((s) => (s.trim() === '' ? '>' : `> ${s}`))].join('\n');
}
