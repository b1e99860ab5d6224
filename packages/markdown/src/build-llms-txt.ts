import { lineUrl } from '@docsgen/html';
import { oneLine } from './render-page-markdown.ts';

/** An entry of llms.txt. */
export interface LlmsTxtPage {
  /** Link text: the page title. */
  title: string;
  /** The page's `.md` URL, absolute or base-relative. */
  url: string;
  /** Shown after the link; default none. */
  description?: string;
  /** Section heading the entry goes under (the nav group); default `Docs`. */
  section?: string;
}

/** Input of {@link buildLlmsTxt}. */
export interface LlmsTxtInput {
  /** Site name, the H1. */
  name: string;
  /** Site description, the blockquote; default none. */
  description?: string;
  /** The agent instructions block (agentInstructionsBlock), after the description; default none. */
  instructions?: string;
  /** Pages in navigation order (hidden and noindex pages already left out by the caller). */
  pages: LlmsTxtPage[];
  /** OpenAPI/AsyncAPI spec files, listed under `## OpenAPI Specs` (url as published); default none. */
  specs?: Array<{ title: string; url: string }>;
  /** External links listed under `## Optional`; default none. */
  optional?: Array<{ title: string; url: string; description?: string }>;
  /** Size cap in characters; default 100000. */
  maxChars?: number;
}

const DEFAULT_SECTION = 'Docs';
// Descriptions are first cut to the format's 300 characters, then shorter, then left out.
const DESCRIPTION_LIMITS = [300, 120, 40, 0];

/**
 * llms.txt (https://llmstxt.org): H1 with the site name, the description as a blockquote, then one
 * `## section` per navigation group in navigation order, each a list of `[title](url): description`.
 * Over `maxChars`, descriptions are shortened step by step, then entries are dropped from the end;
 * a final note says how many were left out.
 */
export function buildLlmsTxt(input: LlmsTxtInput): string {
  const max = input.maxChars ?? 100_000;
  let text = '';
  for (const limit of DESCRIPTION_LIMITS) {
    text = render(input, input.pages, limit, 0);
    if (text.length <= max) return text;
  }
  // Even bare links do not fit: keep the longest prefix of the navigation that does.
  let low = 0;
  let high = input.pages.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    const candidate = render(input, input.pages.slice(0, mid), 0, input.pages.length - mid);
    if (candidate.length <= max) low = mid;
    else high = mid - 1;
  }
  return render(input, input.pages.slice(0, low), 0, input.pages.length - low);
}

function render(input: LlmsTxtInput, pages: LlmsTxtPage[], limit: number, dropped: number): string {
  const out = [`# ${oneLine(input.name)}`, ''];
  const description = oneLine(input.description ?? '');
  if (description) out.push(`> ${description}`, '');
  if (input.instructions) out.push(input.instructions, '');
  const sections = new Map<string, LlmsTxtPage[]>();
  for (const page of pages) {
    const key = page.section ? oneLine(page.section) : DEFAULT_SECTION;
    const list = sections.get(key) ?? [];
    list.push(page);
    sections.set(key, list);
  }
  for (const [section, entries] of sections) {
    out.push(`## ${section}`, '');
    for (const page of entries) out.push(entry(page, limit));
    out.push('');
  }
  if (input.specs?.length && dropped === 0) {
    out.push('## OpenAPI Specs', '');
    for (const spec of input.specs) out.push(entry(spec, 0));
    out.push('');
  }
  if (input.optional?.length && dropped === 0) {
    out.push('## Optional', '');
    for (const link of input.optional) out.push(entry(link, limit));
    out.push('');
  }
  if (dropped > 0) out.push(`${dropped} more pages were left out to keep this file under its size limit.`, '');
  return `${out.join('\n').trimEnd()}\n`;
}

function entry(page: { title: string; url: string; description?: string }, limit: number): string {
  const link = `- [${escapeLinkText(oneLine(page.title))}](${lineUrl(page.url).replace(/[()]/g, encodeURIComponent)})`;
  const description = page.description ? oneLine(page.description) : '';
  if (!description || limit === 0) return link;
  return `${link}: ${truncate(description, limit)}`;
}

function truncate(value: string, limit: number): string {
  if (value.length <= limit) return value;
  const cut = value.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

function escapeLinkText(value: string): string {
  return value.replace(/[[\]\\]/g, (c) => `\\${c}`);
}
