import { escapeHtml } from '@docsgen/html';

/**
 * A minimal page for when the site has nothing to show: no successful build yet, or no `404.html`.
 * `detail` is reflected from the request, hence escaped.
 */
export function renderFallbackPage(title: string, detail: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
    `<body style="font:16px/1.5 system-ui,sans-serif;margin:48px auto;max-width:720px;padding:0 16px">` +
    `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(detail)}</p></body></html>`
  );
}
