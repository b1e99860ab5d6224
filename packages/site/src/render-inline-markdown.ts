import { escapeHtml, isExternalUrl, safeUrl } from '@docsgen/html';

/**
 * Renders the one-line Markdown of banners (links, bold, italics, code) to safe HTML. Everything is
 * escaped first; link targets go through the URL allow-list, and internal ones get the base path.
 */
export function renderInlineMarkdown(text: string, base: string): string {
  const parts: string[] = [];
  const pattern = /\[([^[\]]*)\]\(([^)\s]*)\)|\*\*([^*]+)\*\*|`([^`]+)`|\*([^*]+)\*|_([^_]+)_/g;
  let last = 0;
  for (const m of text.matchAll(pattern)) {
    parts.push(escapeHtml(text.slice(last, m.index)));
    last = m.index + m[0].length;
    if (m[1] !== undefined) {
      const href = safeUrl(m[2]);
      const label = escapeHtml(m[1]);
      if (!href) parts.push(label);
      else {
        const full = isExternalUrl(href) || !href.startsWith('/') ? href : base + href.slice(1);
        const rel = isExternalUrl(href) ? ' rel="noopener"' : '';
        parts.push(`<a href="${escapeHtml(full)}"${rel}>${label}</a>`);
      }
    } else if (m[3] !== undefined) parts.push(`<strong>${escapeHtml(m[3])}</strong>`);
    else if (m[4] !== undefined) parts.push(`<code>${escapeHtml(m[4])}</code>`);
    else parts.push(`<em>${escapeHtml(m[5] ?? m[6])}</em>`);
  }
  parts.push(escapeHtml(text.slice(last)));
  return parts.join('');
}
