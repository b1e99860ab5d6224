/** Result of {@link indentQuotedContinuations}. */
export interface IndentedContinuations {
  /** The YAML with each unindented continuation line of a quoted value indented. */
  yaml: string;
  /** 0-based lines of the input that were indented. */
  lines: number[];
}

/**
 * Mintlify's build reads frontmatter with js-yaml (through `front-matter`), which takes a quoted
 * value that goes on over a line starting at the key's own indentation or less:
 *
 *     description: "a long
 *     sentence"
 *
 * as the folded text `a long sentence`. YAML 1.2 (the `yaml` package docsgen parses with) wants
 * those lines indented. This finds such lines and indents them one column past the key, so the
 * value reads as js-yaml reads it; the caller re-parses and warns about each line. Only plain
 * `key: "…` / `key: '…` values are followed; anything else is left as written.
 */
export function indentQuotedContinuations(yaml: string): IndentedContinuations {
  const lines = yaml.split('\n');
  const fixed: number[] = [];
  let open: { quote: '"' | "'"; indent: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (open) {
      const indent = /^[ ]*/.exec(line)![0].length;
      if (indent <= open.indent && line.trim() !== '') {
        lines[i] = ' '.repeat(open.indent + 1 - indent) + line;
        fixed.push(i);
      }
      open = closes(line, open.quote) ? undefined : open;
      continue;
    }
    const m = /^([ ]*)(?:- )?[^\s#'"][^:#]*:[ ]+(["'])(.*)$/.exec(line);
    if (m && !closes(m[3]!, m[2] as '"' | "'")) open = { quote: m[2] as '"' | "'", indent: m[1]!.length };
  }
  return { yaml: lines.join('\n'), lines: fixed };
}

/** True when `text` (after an opening quote) holds the closing quote. */
function closes(text: string, quote: '"' | "'"): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quote === '"' && c === '\\') i++;
    else if (c === quote) {
      if (quote === "'" && text[i + 1] === "'") i++;
      else return true;
    }
  }
  return false;
}
