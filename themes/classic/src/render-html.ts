import type { VNode } from 'preact';
import { renderToString } from 'preact-render-to-string';

const END = '</body></html>';

/**
 * Renders a layout tree to a full HTML document string (the one place preact-render-to-string is
 * used). `bodyEndHtml` (dev's reload client) is spliced in raw before `</body>`, since Preact can
 * only place raw HTML inside a wrapper element.
 */
// biome-ignore lint/suspicious/noExplicitAny: any layout component tree renders
export function renderHtml(tree: VNode<any>, bodyEndHtml?: string): string {
  const html = `<!doctype html>${renderToString(tree)}`;
  if (!bodyEndHtml || !html.endsWith(END)) return html;
  return html.slice(0, -END.length) + bodyEndHtml + END;
}

/** Renders a tree to an HTML fragment (no doctype), e.g. sidebar items for a section's fragment file. */
// biome-ignore lint/suspicious/noExplicitAny: any component tree renders
export function renderMarkup(tree: VNode<any>): string {
  return renderToString(tree);
}
