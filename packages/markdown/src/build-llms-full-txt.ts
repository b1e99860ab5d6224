import { oneLine } from './render-page-markdown.ts';

/** A page as it appears in llms-full.txt. */
export interface LlmsFullPage {
  /** Page title. */
  title: string;
  /** URL of the page (absolute, or base-relative). */
  url: string;
  /** Description; default none. */
  description?: string;
  /** The page's clean Markdown body (components lowered). */
  markdown: string;
}

/**
 * llms-full.txt: every page in full, in the order given (navigation order), separated by rules.
 * Each page starts with its title, URL and description. No size cap, as the format describes.
 */
export function buildLlmsFullTxt(pages: LlmsFullPage[]): string {
  return pages
    .map((page) => {
      const head = [`# ${oneLine(page.title)}`, `Source: ${page.url}`];
      if (page.description) head.push(`> ${oneLine(page.description)}`);
      return `${head.join('\n\n')}\n\n${page.markdown.trim()}\n`;
    })
    .join('\n---\n\n');
}
