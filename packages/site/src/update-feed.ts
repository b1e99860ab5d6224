import { escapeHtml, type UpdateFeedItem } from '@docsgen/html';

/** One entry of a changelog feed: made by the page's compile from its `<Update>` elements (remark-update-feed). */
export type FeedItem = UpdateFeedItem;

/** Inputs of {@link updateFeedXml}. */
export interface FeedInput {
  /** Page title (the channel title). */
  title: string;
  description?: string;
  /** The page's URL (absolute when the site URL is known). */
  pageUrl: string;
  /** The feed's own URL. */
  feedUrl: string;
  /** The site name (copyright line). */
  siteName: string;
  items: FeedItem[];
}

// Characters XML 1.0 cannot hold at all, even escaped (C0 controls but tab and line breaks,
// U+FFFE, U+FFFF, lone surrogates): dropped, so the feed always parses.
const NOT_XML =
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const xmlChars = (text: string) => text.replace(NOT_XML, '');
const cdata = (text: string) => `<![CDATA[${xmlChars(text).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** RSS 2.0 of a changelog page. No build dates, so the same pages give the same bytes. */
export function updateFeedXml(input: FeedInput): string {
  const items = input.items.map((item) => {
    const link = escapeHtml(xmlChars(`${input.pageUrl}#${encodeURIComponent(item.anchor)}`));
    return [
      '    <item>',
      `      <title>${cdata(item.title)}</title>`,
      `      <link>${link}</link>`,
      `      <guid isPermaLink="true">${link}</guid>`,
      item.description ? `      <description>${cdata(item.description)}</description>` : undefined,
      '    </item>',
    ]
      .filter((l) => l !== undefined)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${cdata(input.title)}</title>`,
    `    <description>${cdata(input.description ?? input.title)}</description>`,
    `    <link>${escapeHtml(xmlChars(input.pageUrl))}</link>`,
    `    <atom:link href="${escapeHtml(xmlChars(input.feedUrl))}" rel="self" type="application/rss+xml"/>`,
    `    <copyright>${cdata(input.siteName)}</copyright>`,
    `    <generator>docsgen</generator>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** Where a page's feed is written: `/changelog` → `changelog/rss.xml`, `/` → `rss.xml`. */
export function updateFeedPath(url: string): string {
  return url === '/' ? 'rss.xml' : `${url.replace(/^\/+/, '')}/rss.xml`;
}
