// The one place micromark is imported: spec descriptions are Markdown from an untrusted document.
import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/**
 * Renders Markdown from a spec to HTML. Raw HTML is escaped (micromark's default,
 * `allowDangerousHtml: false`) and link/image URLs with unsafe schemes are dropped
 * (`allowDangerousProtocol: false`), so a spec cannot inject markup or script.
 */
export function markdownToHtml(markdown: string): string {
  return micromark(markdown, { extensions: [gfm()], htmlExtensions: [gfmHtml()] });
}

/** Plain text of a Markdown string (for search text and meta descriptions). */
export function markdownToText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*(#+|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/(\*\*|__|\*|`)/g, '')
    .replace(/(^|\s)_([^_]+)_(?=\s|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}
