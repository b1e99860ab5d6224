/** ASCII characters an id drops: everything but lowercase letters, digits, `_`, `-` and spaces. */
const ASCII_DROPPED = /[\u0000-\u001f!-,./:-@[-^`{-\u007f]/g;

/**
 * The id a titled component (Accordion, Step, Tab, View, `<Heading>`) gets from its text:
 * lowercased, ASCII punctuation dropped, each space made a dash, every other character kept
 * (`robots.txt` → `robotstxt`, `例：ワークフロー` → `例：ワークフロー`, `Menús` → `menús`).
 * Markdown and JSX headings and `<Update>` entries take the ids of Mintlify's page compiler
 * instead (mintlify-heading-id.ts, checked against Mintlify's code in tests/conformance).
 */
export function headingSlug(text: string): string {
  return text.trim().toLowerCase().replace(ASCII_DROPPED, '').replace(/\s/g, '-');
}

/**
 * The anchor id of a `<ParamField>` / `<ResponseField>`: its location (`query`, `body`…, or
 * `response`) and the slug of its name, e.g. `query-limit`, `response-created_at`.
 */
export function fieldAnchor(prefix: string, name: string): string {
  return `${prefix}-${headingSlug(name)}`;
}
