import { CLIENT_PATH } from './reload-client.ts';

/**
 * Adds the reload client (tagged with the revision being served) and the overlay to an HTML page,
 * just before the last `</body>`, or at the end when the page has none.
 */
export function injectDevHtml(html: string, revision: number, overlayHtml: string): string {
  const tags = `${overlayHtml}<script src="${CLIENT_PATH}" data-docsgen-revision="${revision}"></script>`;
  const at = html.toLowerCase().lastIndexOf('</body>');
  return at === -1 ? html + tags : html.slice(0, at) + tags + html.slice(at);
}
