import { substituteVariables } from '@docsgen/markdown/variables';

/**
 * Line-preserving text passes run before parsing: `{{name}}` becomes the docs.json variable's
 * value, stripped of tags (everywhere, as Mintlify does; in prose its braces and a leading
 * `import`/`export` are made inert, so a value is never code), and a trailing `{#custom-id}` on a
 * heading is escaped so MDX reads it as text (remark-heading-ids then turns it into the id). Code
 * fences and frontmatter are read literally. Line numbers never change, so diagnostics stay exact.
 * Every pass is linear in the length of a line.
 */
export function preprocessSource(source: string, variables: Record<string, string> | undefined): string {
  // CRLF and lone CR become LF (line count unchanged), so output never depends on line endings.
  const text = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  const substitute = variables !== undefined && Object.keys(variables).length > 0 && text.includes('{{');
  if (!substitute && !text.includes('{#')) return text;
  const lines = text.split('\n');
  let fence: string | undefined;
  let frontmatter = lines[0] === '---';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (frontmatter) {
      if (i > 0 && (line === '---' || line === '...')) frontmatter = false;
      if (substitute) lines[i] = substituteVariables(line, variables, 'mdx-literal');
      continue;
    }
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1]![0]!.repeat(f[1]!.length);
      else if (line.trim().startsWith(fence)) fence = undefined;
    }
    if (f || fence) {
      if (substitute) lines[i] = substituteVariables(line, variables, 'mdx-literal');
      continue;
    }
    const prose = substitute ? substituteVariables(line, variables, 'mdx') : line;
    lines[i] = prose.includes('{#') ? escapeCustomId(prose) : prose;
  }
  return lines.join('\n');
}

/** `/^\s*$/` for one character. */
const isSpace = (c: string | undefined) => c !== undefined && /\s/.test(c);

/**
 * A heading's trailing `{#custom-id}` escaped to `\{#custom-id\}` (Mintlify's
 * `preprocessCustomHeadingIds` rule: a heading `#{1,6}` with text, then `{`, optional spaces, `#`,
 * an id without `}`, optional spaces, `}`, and only spaces after it). A linear scan: the pattern it
 * replaces backtracked quadratically on long heading lines.
 */
export function escapeCustomId(line: string): string {
  const head = /^\s{0,3}#{1,6}\s+/.exec(line);
  if (!head) return line;
  const end = line.trimEnd();
  const close = end.length - 1;
  if (end[close] !== '}') return line;
  const from = Math.max(end.lastIndexOf('}', close - 1) + 1, head[0].length);
  // Valid openings: `{`, spaces, `#`, at least one character before the closing brace.
  const hashAfter = (i: number): number => {
    let j = i + 1;
    while (isSpace(end[j])) j++;
    return end[j] === '#' && j + 1 < close ? j : -1;
  };
  let first = -1;
  let textBefore = false;
  for (let i = end.indexOf('{', from); i >= 0 && i < close; i = end.indexOf('{', i + 1)) {
    if (hashAfter(i) < 0) continue;
    if (first < 0) first = i;
    // The heading needs a non-space character before the opening it is tested with.
    if (i > head[0].length) {
      textBefore = true;
      break;
    }
  }
  if (first < 0 || !textBefore) return line;
  const hash = hashAfter(first);
  let idEnd = close;
  while (idEnd > hash + 2 && isSpace(end[idEnd - 1])) idEnd--;
  return `${line.slice(0, first)}\\{#${end.slice(hash + 1, idEnd)}\\}${line.slice(close + 1)}`;
}
