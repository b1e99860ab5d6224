const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const HTML_UNESCAPES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'" };

/**
 * The text escapeHtml escaped (and `&apos;`), decoded in one pass, so `&amp;lt;` reads `&lt;`: for
 * attribute values and text read back from HTML the site itself wrote.
 */
export function unescapeHtml(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39|apos);/g, (_, e: string) => HTML_UNESCAPES[e]!);
}
