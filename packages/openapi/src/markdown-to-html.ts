// The one place micromark is imported: spec descriptions are Markdown from an untrusted document.

import { safeUrl, unescapeHtml } from '@docsgen/html';
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/**
 * Renders Markdown from a spec to HTML. Raw HTML is escaped (micromark's default,
 * `allowDangerousHtml: false`) and link/image URLs with unsafe schemes are dropped
 * (`allowDangerousProtocol: false`), so a spec cannot inject markup or script.
 */
export function markdownToHtml(markdown: string): string {
  const hit = MEMO.get(markdown);
  if (hit !== undefined) return hit;
  const html = render(markdown);
  // A pure function's memo: specs repeat the same descriptions across many endpoint pages.
  if (MEMO.size >= MEMO_LIMIT) MEMO.delete(MEMO.keys().next().value as string);
  MEMO.set(markdown, html);
  return html;
}

const MEMO = new Map<string, string>();
const MEMO_LIMIT = 5000;

function render(markdown: string): string {
  // Most spec descriptions are plain sentences: skip the parser (its set-up dominates short texts).
  if (!/[*_`[\]<>#|~\\!&]|^[ \t]*([-+]|\d+\.)\s|https?:|www\./m.test(markdown)) {
    return markdown
      .trim()
      .split(/\n\s*\n/)
      .map((para) => `<p>${para}</p>`) // No <, > or &: nothing to escape in element content.
      .join('\n');
  }
  // micromark's own scheme list (which would drop app deep links) is off: every URL goes through
  // the site's one URL policy instead, as the pages' links do.
  const html = micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()], allowDangerousProtocol: true });
  return html.replace(/ (href|src)="([^"]*)"/g, (whole, attr: string, url: string) => {
    return safeUrl(unescapeHtml(url)) === undefined ? ` ${attr}=""` : whole;
  });
}

/** Plain text of a Markdown string (for search text and meta descriptions). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^<>]*>/g, ' ')
    .replace(/!\[([^[\]]*)\]\([^()]*\)/g, '$1')
    .replace(/\[([^[\]]*)\]\([^()]*\)/g, '$1')
    .replace(/^[ \t]*(#+|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/(^|\s)_([^_]+)_(?=\s|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}
