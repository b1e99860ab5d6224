/** Schemes allowed in any href/src that docsgen writes. Everything else is dropped. */
// Editor deep links (`cursor://…/mcp/install`) are common in docs' install buttons; they only
// open an application, so they are allowed alongside the web and contact schemes.
const ALLOWED_SCHEMES = new Set([
  'http:',
  'https:',
  'mailto:',
  'tel:',
  'vscode:',
  'vscode-insiders:',
  'cursor:',
  'windsurf:',
]);

/**
 * The one URL allow-list. Returns the URL when it is relative (path, `#hash`, `?query`) or uses an
 * allowed scheme, else undefined. Control characters and whitespace inside the scheme
 * (`java\tscript:`), and protocol-relative `//host` URLs, are refused.
 */
export function safeUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const url = raw.trim();
  if (url === '') return undefined;
  // Browsers strip ASCII tab/newline anywhere and leading C0 controls and spaces before parsing.
  const normalized = url.replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (/^[/\\]{2}/.test(normalized)) return undefined;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(normalized);
  if (!scheme) return url;
  return ALLOWED_SCHEMES.has(`${scheme[1]!.toLowerCase()}:`) ? url : undefined;
}

/** True for absolute URLs that leave the site (http, https, mailto, tel). */
export function isExternalUrl(url: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(url.trim());
}
