import { type Diagnostic, warning } from '@docsgen/diagnostics';

const CODE = 'mdx/frontmatter-not-parsed';

/**
 * Finds blocks that look like frontmatter but that the parser will not read as such: a blank
 * line (or BOM-less whitespace) before `---`, an unclosed `---`, `+++` TOML and `---js`.
 * Returns a warning or nothing; the text then renders as ordinary content.
 */
export function detectUnparsedFrontmatter(source: string, file: string): Diagnostic | undefined {
  const text = source.replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/);
  const first = lines.findIndex((l) => l.trim() !== '');
  if (first < 0) return undefined;
  const opener = lines[first]!.trimEnd();
  const at = { file, line: first + 1, column: 1, length: opener.length };
  const message = 'This looks like frontmatter but was not parsed';
  if (opener === '+++') {
    return warning(CODE, `${message}: TOML (\`+++\`) frontmatter is not supported.`, {
      ...at,
      hint: 'Use YAML between `---` lines at the very top of the file.',
    });
  }
  if (/^---\s*(js|javascript|json|toml)\s*$/i.test(opener)) {
    return warning(CODE, `${message}: \`${opener}\` frontmatter is not supported (and never executed).`, {
      ...at,
      hint: 'Use YAML between `---` lines at the very top of the file.',
    });
  }
  if (opener !== '---') return undefined;
  const closed = lines.slice(first + 1).some((l) => /^---\s*$/.test(l));
  const looksLikeYaml = /^[\w"'-][\w"' :.-]*:(\s|$)/.test(lines[first + 1] ?? '');
  if (!looksLikeYaml) return undefined;
  if (!closed) {
    return warning(CODE, `${message}: the opening \`---\` has no closing \`---\`.`, {
      ...at,
      hint: 'Add a line with `---` after the last frontmatter key.',
    });
  }
  if (first > 0) {
    return warning(CODE, `${message}: it starts on line ${first + 1}, after blank lines.`, {
      ...at,
      hint: 'Frontmatter must start on the first line of the file; remove the lines above `---`.',
    });
  }
  return undefined;
}
