import { readFileSync } from 'node:fs';

/** One selector Mintlify documents for custom CSS and JS, as a CSS selector, with the list it is in. */
export interface DocumentedSelector {
  /** As written on the page: `#navbar`, `callout`, `toc-item[data-active]`, `html[data-current-path="/"]`. */
  written: string;
  /** A CSS selector for it: element names are classes on docsgen's elements (as on Mintlify's), `html` stays the root. */
  css: string;
  /** The accordion it is listed under (`Page layout`, `Data attributes`…). */
  group: string;
}

/**
 * The selectors of Mintlify's `customize/custom-scripts.mdx`: every list item of the form
 * `` - `selector`: description `` under its "ID selectors" and "Element selectors" sections.
 */
export function documentedSelectors(file: string): DocumentedSelector[] {
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf('### ID selectors');
  const end = text.indexOf('## Custom JavaScript');
  if (start < 0 || end < 0) throw new Error(`${file}: the selector sections were not found`);
  const out: DocumentedSelector[] = [];
  let group = '';
  for (const line of text.slice(start, end).split('\n')) {
    const title = /<Accordion title="([^"]+)"/.exec(line);
    if (title) group = title[1]!;
    const item = /^\s*-\s+`([^`]+)`:/.exec(line);
    if (!item) continue;
    const written = item[1]!;
    out.push({ written, css: toCss(written), group });
  }
  return out;
}

// `callout` → `.callout`; `nav-dropdown-item[data-active]` → `.nav-dropdown-item[data-active]`;
// `#id`, `.class`, `[attr]` and `html[…]` as written; `#sidebar-content li[data-active]` as written.
function toCss(written: string): string {
  if (/^[#.[]/.test(written) || /^html\b/.test(written)) return written;
  return `.${written}`;
}
