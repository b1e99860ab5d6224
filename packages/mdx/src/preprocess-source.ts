/**
 * Line-preserving text passes run before parsing: `{{name}}` becomes the docs.json variable's
 * value (everywhere, as Mintlify does), and a trailing `{#custom-id}` on a heading is escaped so
 * MDX reads it as text (remark-heading-ids then turns it into the id). Code fences are skipped
 * for the heading pass only. Line numbers never change, so diagnostics stay exact.
 */
export function preprocessSource(source: string, variables: Record<string, string> | undefined): string {
  // CRLF and lone CR become LF (line count unchanged), so output never depends on line endings.
  let text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  if (variables && Object.keys(variables).length > 0) {
    text = text.replace(/\{\{\s*([\w.-]+)\s*\}\}/g, (whole, name: string) =>
      Object.hasOwn(variables, name) ? String(variables[name]).replace(/\r?\n/g, ' ') : whole,
    );
  }
  if (!text.includes('{#')) return text;
  const lines = text.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1]![0]!.repeat(f[1]!.length);
      else if (line.trim().startsWith(fence)) fence = undefined;
      continue;
    }
    if (fence) continue;
    // Mintlify's `preprocessCustomHeadingIds` pattern: any id text, spaces allowed inside the braces.
    if (/^\s{0,3}#{1,6}\s+\S.*?\s*\{\s*#[^}]+?\s*\}\s*$/.test(line)) {
      lines[i] = line.replace(/\{\s*#([^}]+?)\s*\}(\s*)$/, '\\{#$1\\}$2');
    }
  }
  return lines.join('\n');
}
