import type { SearchPage } from './search-page.ts';

/**
 * Wraps a page's content HTML in the small document Pagefind indexes: the language on <html>,
 * the title (weighted most, so a page named after the query comes before pages that mention it),
 * section, method and path as metadata, language and version as filters, keywords as heavily
 * weighted hidden-from-display terms, and the body weighted by the page's `boost`. An endpoint's
 * body (its parameters and responses) counts half: a guide that explains a topic ranks above the
 * response sections that name it.
 */
export function pageRecordHtml(page: SearchPage, language: string): string {
  const meta: string[] = [`<h1 data-pagefind-meta="title" data-pagefind-weight="10">${escapeText(page.title)}</h1>`];
  if (page.section) meta.push(`<p data-pagefind-meta="section" data-pagefind-ignore>${escapeText(page.section)}</p>`);
  if (page.method) meta.push(`<p data-pagefind-meta="method" data-pagefind-ignore>${escapeText(page.method)}</p>`);
  if (page.path) meta.push(`<p data-pagefind-meta="path">${escapeText(page.path)}</p>`);
  meta.push(`<p data-pagefind-filter="language" data-pagefind-ignore>${escapeText(language)}</p>`);
  if (page.version) meta.push(`<p data-pagefind-filter="version" data-pagefind-ignore>${escapeText(page.version)}</p>`);
  // Pagefind weights run 0–10 (headings default to 5–7); keywords count like a title. They go
  // after the content so excerpts, which favour the first matching window, start with the text.
  const boost = clamp(page.boost ?? 1, 0.1, 10);
  const keywords = page.keywords?.length
    ? `<p data-pagefind-weight="${clamp(7 * boost, 0.1, 10)}">${escapeText(page.keywords.join(', '))}</p>`
    : '';
  const html = withPlainCode(page.html);
  const weight = clamp(page.method ? boost / 2 : boost, 0.1, 10);
  const body = weight === 1 ? html : `<div data-pagefind-weight="${weight}">${html}</div>`;
  return `<!doctype html><html lang="${escapeText(language)}"><head><title>${escapeText(page.title)}</title></head><body><main data-pagefind-body>${meta.join('')}${body}${keywords}</main></body></html>`;
}

/**
 * The page's HTML with the highlighting spans of its code blocks removed: they hold half the bytes
 * of a typical page, the text Pagefind indexes is the same without them (spans are inline), and
 * its parser went through a 250-page shard in a quarter less time.
 */
export function withPlainCode(html: string): string {
  if (!html.includes('<pre')) return html;
  // A block with hidden parts keeps its spans: Pagefind leaves `aria-hidden` elements out.
  return html.replace(PRE, (block) => (block.includes('aria-hidden') ? block : block.replace(SPAN_TAG, '')));
}

const PRE = /<pre\b[^>]*>[\s\S]*?<\/pre>/g;
const SPAN_TAG = /<\/?span\b[^<>]*>/g;

function clamp(value: number, min: number, max: number): number {
  return Number.isFinite(value) ? Math.round(Math.min(max, Math.max(min, value)) * 100) / 100 : 1;
}

// Text and attribute escape for the few strings this module writes; a local one keeps the
// indexer (and the MCP server that imports this package) free of the component set and Preact.
function escapeText(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
