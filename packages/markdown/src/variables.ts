import { filterXSS } from 'xss';

// docs.json `variables` are data, never markup or code. Each value is stripped of every tag with
// the XSS filter Mintlify's `replaceVariables` uses, with the same settings (no tag allowed, the
// bodies of executable tags dropped), then substituted for `{{name}}` as text.

const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*\}\}/g;
const EXECUTABLE_TAGS = ['script', 'style', 'iframe', 'object', 'embed', 'form', 'link', 'meta', 'base'];

/** A variable's value without any tag (as Mintlify's `replaceVariables` strips it). */
export function sanitizeVariableValue(value: string): string {
  return filterXSS(value, { whiteList: {}, stripIgnoreTag: true, stripIgnoreTagBody: EXECUTABLE_TAGS });
}

const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/**
 * A sanitized value made inert in MDX prose: braces become character references (text, not an
 * expression, also inside JSX attribute strings) and a leading `import`/`export` cannot start an
 * ESM block.
 */
function inertInMdx(value: string): string {
  return value
    .replace(/[{}]/g, (c) => (c === '{' ? '&#123;' : '&#125;'))
    .replace(/^(?=import\b|export\b)./, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Replaces `{{name}}` placeholders with docs.json `variables`, each value stripped of tags; unknown
 * names stay as written. Modes: `text`, a Markdown tree's values (the default); `mdx-literal`, MDX
 * source lines read literally (code, frontmatter): values stay on their line; `mdx`, MDX prose:
 * values stay on their line and are made inert (no expression, no ESM).
 */
export function substituteVariables(
  text: string,
  variables: Record<string, string> | undefined,
  mode: 'text' | 'mdx' | 'mdx-literal' = 'text',
): string {
  if (!variables || !text.includes('{{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    if (!Object.hasOwn(variables, name)) return whole;
    const clean = sanitizeVariableValue(String(variables[name]));
    if (mode === 'text') return clean;
    const line = clean.replace(LINE_BREAK, ' ');
    return mode === 'mdx' ? inertInMdx(line) : line;
  });
}
