import { escapeHtml, lineUrl } from '@docsgen/html';

/** sitemap.xml for absolute page URLs, in the order given (navigation order), one line each. No dates: output stays byte-identical. */
export function sitemapXml(urls: string[]): string {
  const lines = urls.map((u) => `  <url><loc>${escapeHtml(lineUrl(u))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${lines.join('\n')}${lines.length ? '\n' : ''}</urlset>\n`;
}

/** robots.txt allowing everything, pointing at the sitemap when there is one. */
export function robotsTxt(sitemapUrl: string | undefined): string {
  return `User-agent: *\nAllow: /\n${sitemapUrl ? `\nSitemap: ${lineUrl(sitemapUrl)}\n` : ''}`;
}
