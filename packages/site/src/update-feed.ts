import { escapeHtml } from '@docsgen/html';

/** One entry of a changelog feed. */
export interface FeedItem {
  title: string;
  /** `#anchor` of the update or of the heading inside it. */
  anchor: string;
  description: string;
}

const SECTION = /<section\b([^>]*\bclass="dg-update(?: [^"]*)?"[^>]*)>/g;

/** True when rendered page HTML holds `<Update>` entries. */
export function hasUpdates(html: string): boolean {
  return /<section\b[^>]*\bclass="dg-update(?: [^"]*)?"/.test(html);
}
const HEADING = /<h([2-6])\b[^>]*\bid="([^"]*)"[^>]*>([\s\S]*?)<\/h\1>/g;

/** `&amp;` → `&` and the other entities Preact writes; numeric ones too. */
function decode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos|#39);/gi, (whole, e: string) => {
    const lower = e.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Number.parseInt(lower.slice(2), 16));
    if (lower.startsWith('#')) return String.fromCodePoint(Number(lower.slice(1)));
    return { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" }[lower] ?? whole;
  });
}

/** Plain text of rendered HTML: code blocks, components' chrome and tags dropped, spaces collapsed. */
function plainText(html: string): string {
  const text = html
    .replace(/<(pre|button|svg|script|style|figure)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<code\b[\s\S]*?<\/code>/gi, ' ')
    .replace(/<a\b[^>]*\bclass="dg-anchor"[^>]*>[\s\S]*?<\/a>/g, '')
    .replace(/<\/?(?:a|abbr|b|del|em|i|kbd|mark|s|small|span|strong|sub|sup|u)\b[^>]*>/gi, '')
    .replace(/<[^<>]+>/g, ' ');
  return decode(text).replace(/\s+/g, ' ').trim();
}

function attr(attrs: string, name: string): string | undefined {
  const m = new RegExp(`\\b${name}="([^"]*)"`).exec(attrs);
  return m ? decode(m[1]!) : undefined;
}

/**
 * The RSS items of a page's `<Update>` entries, from the page's rendered HTML (the Update markup is
 * docsgen's own, packages/components/src/update.tsx), as Mintlify makes them (components/update):
 * an `rss` prop gives one item with its title and description; else each heading inside an update
 * is an item; else the update is one item titled by its label. Descriptions are the plain text.
 */
export function updateFeedItems(html: string): FeedItem[] {
  const starts = [...html.matchAll(SECTION)];
  const items: FeedItem[] = [];
  for (const [i, m] of starts.entries()) {
    const attrs = m[1]!;
    const body = html.slice(m.index! + m[0].length, starts[i + 1]?.index ?? html.length);
    const id = attr(attrs, 'id') ?? '';
    const label = plainText(/<p class="dg-update__label">([\s\S]*?)<\/p>/.exec(body)?.[1] ?? '');
    const open = body.indexOf('<div class="dg-update__body">');
    const content = open < 0 ? body : body.slice(open);
    const rssTitle = attr(attrs, 'data-rss-title');
    const rssDescription = attr(attrs, 'data-rss-description');
    const headings = [...content.matchAll(HEADING)];
    if (rssTitle !== undefined || rssDescription !== undefined || headings.length === 0) {
      items.push({ title: rssTitle ?? label, anchor: id, description: rssDescription ?? plainText(content) });
      continue;
    }
    for (const [j, h] of headings.entries()) {
      const end = headings[j + 1]?.index ?? content.length;
      items.push({
        title: plainText(h[3]!),
        anchor: decode(h[2]!),
        description: plainText(content.slice(h.index! + h[0].length, end)),
      });
    }
  }
  return items;
}

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

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** RSS 2.0 of a changelog page. No build dates, so the same pages give the same bytes. */
export function updateFeedXml(input: FeedInput): string {
  const items = input.items.map((item) => {
    const link = escapeHtml(`${input.pageUrl}#${encodeURIComponent(item.anchor)}`);
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
    `    <link>${escapeHtml(input.pageUrl)}</link>`,
    `    <atom:link href="${escapeHtml(input.feedUrl)}" rel="self" type="application/rss+xml"/>`,
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
