import { unescapeHtml } from '@docsgen/html';

const ID_ATTRIBUTE = /<[a-zA-Z][^\s>/]*\s[^>]*?(?<=\s)id="([^"]+)"/g;

/**
 * Every element id of a rendered page, in order, without repeats: what a `#fragment` link can
 * land on. Headings are not the only targets: Mintlify's translated pages wrap headings in
 * `<div id="english-id">`, and Tab, Accordion, Step, Update and field components carry ids
 * derived from their titles. Reading them from the HTML keeps the check in step with what
 * the browser will find, whatever component or snippet produced them.
 */
export function anchorIds(html: string): string[] {
  const ids = new Set<string>();
  for (const m of html.matchAll(ID_ATTRIBUTE)) {
    ids.add(unescapeHtml(m[1]!));
  }
  return [...ids];
}

const TAG_ID = /<([a-zA-Z][^\s>/]*)(\s[^>]*?(?<=\s))id="([^"]+)"/g;
// A field component's element (components fields.tsx: `class="dg-field …"`), read in its whole start tag.
const FIELD_CLASS = /\sclass="(?:[^"]*\s)?dg-field[\s"]/;

/**
 * The page's HTML parts with every element id made unique: where two elements share one (a tab
 * "Python" numbered `python-3` and a view titled "Python 3", a snippet's field used twice), a
 * heading keeps it (the table of contents links there), else the first element, and the others
 * take the first free `-2`, `-3`… A `#fragment` link lands where it lands on Mintlify, which keeps
 * the repeats: on the first. A field (`<ParamField>`, `<ResponseField>`) repeated by a snippet used
 * twice takes the first free `-1`, `-2`… instead: Mintlify inlines snippets before numbering fields
 * (`rehypeParamFieldIds`), so its second `param-icon` is `param-icon-1`.
 */
export function uniqueElementIds(parts: string[]): string[] {
  const all = new Set<string>();
  const owner = new Map<string, string>(); // id → `part:offset` of the element keeping it
  parts.forEach((html, p) => {
    for (const m of html.matchAll(TAG_ID)) {
      const id = m[3]!;
      all.add(id);
      if (!owner.has(id) || (/^h[1-6]$/i.test(m[1]!) && !/^h[1-6]:/i.test(owner.get(id)!)))
        owner.set(id, `${m[1]!.toLowerCase()}:${p}:${m.index}`);
    }
  });
  return parts.map((html, p) =>
    html.replace(TAG_ID, (whole, tag: string, between: string, id: string, offset: number) => {
      if (owner.get(id) === `${tag.toLowerCase()}:${p}:${offset}`) return whole;
      let n = FIELD_CLASS.test(html.slice(offset, html.indexOf('>', offset) + 1)) ? 1 : 2;
      while (all.has(`${id}-${n}`)) n++;
      all.add(`${id}-${n}`);
      return `<${tag}${between}id="${id}-${n}"`;
    }),
  );
}
