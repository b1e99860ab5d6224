/**
 * Schemes whose URLs run script in the page or document that opens them: never written.
 * Every other scheme is kept: the web's, contact links, and the deep links that open an
 * application (`cursor://…/mcp/install`, `vscode:extension/…`, `goose://extension?…`, `slack://`),
 * which install buttons in MCP and editor docs use widely, as Mintlify renders them.
 */
const SCRIPT_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

/** `data:` URLs of raster images, which run no script wherever they are opened (SVG can: refused). */
const RASTER_IMAGE_DATA = /^data:image\/(?:png|gif|jpe?g|webp|avif|bmp|x-icon|vnd\.microsoft\.icon)[;,]/i;

/**
 * The one URL policy, for every href/src docsgen writes. Returns the URL unless it uses a
 * script-bearing scheme (`javascript:`, `vbscript:`, `data:` other than a raster image) or is
 * protocol-relative (`//host`), else undefined. Browsers strip tabs and newlines anywhere and
 * control characters and spaces before parsing, so the scheme is read as they read it
 * (`java\tscript:` is `javascript:`).
 */
export function safeUrl(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const url = raw.trim();
  if (url === '') return undefined;
  const normalized = url.replace(/[\u0000-\u001F\u007F\s]+/g, '');
  if (/^[/\\]{2}/.test(normalized)) return undefined;
  const scheme = /^([a-zA-Z][a-zA-Z0-9+.-]*):/.exec(normalized);
  if (!scheme) return url;
  if (!SCRIPT_SCHEMES.has(scheme[1]!.toLowerCase())) return url;
  return RASTER_IMAGE_DATA.test(normalized) ? url : undefined;
}

/** True for absolute URLs that leave the site (http, https, mailto, tel). */
export function isExternalUrl(url: string): boolean {
  return /^(https?:|mailto:|tel:)/i.test(url.trim());
}
