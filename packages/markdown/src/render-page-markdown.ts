/** One page's `.md` copy: the title as H1, the description as a blockquote, then the body. */
export function renderPageMarkdown(page: { title: string; description?: string; markdown: string }): string {
  const head = [`# ${oneLine(page.title)}`];
  if (page.description) head.push(`> ${oneLine(page.description)}`);
  // Synthesised pages (endpoints) may carry their own H1; the title is already the H1 here.
  const body = page.markdown
    .trim()
    .replace(/^# (.+)(\n+|$)/, (line, text: string) => (oneLine(text) === oneLine(page.title) ? '' : line));
  return `${head.join('\n\n')}\n\n${body ? `${body}\n` : ''}`;
}

/** Collapses whitespace (newlines included) so a value stays on its Markdown line. */
export function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}
