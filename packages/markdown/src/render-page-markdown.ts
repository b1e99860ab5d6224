import { oneLineText } from '@docsgen/html';

/**
 * One page's `.md` copy: the title as H1, the description as a blockquote, then the body, then the
 * site's agent instructions block (docs.json `markdown.instructions`, see agentInstructionsBlock).
 */
export function renderPageMarkdown(page: {
  title: string;
  description?: string;
  markdown: string;
  instructions?: string;
}): string {
  const head = [`# ${oneLine(page.title)}`];
  if (page.description) head.push(`> ${oneLine(page.description)}`);
  // Synthesised pages (endpoints) may carry their own H1; the title is already the H1 here.
  const body = page.markdown
    .trim()
    .replace(/^# (.+)(\n+|$)/, (line, text: string) => (oneLine(text) === oneLine(page.title) ? '' : line));
  const tail = page.instructions ? `${body ? '\n' : ''}${page.instructions}\n` : '';
  return `${head.join('\n\n')}\n\n${body ? `${body}\n` : ''}${tail}`;
}

/** Collapses whitespace and control characters (every line break included) so a value stays on its Markdown line. */
export function oneLine(value: string): string {
  return oneLineText(value);
}
