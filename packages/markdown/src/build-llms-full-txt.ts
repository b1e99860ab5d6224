import { lineUrl } from '@docsgen/html';
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
 * `instructions` (the agent instructions block) opens the file when given.
 */
export function buildLlmsFullTxt(pages: LlmsFullPage[], instructions?: string): string {
  const text = pages
    .map((page) => {
      const head = [`# ${oneLine(page.title)}`, `Source: ${lineUrl(page.url)}`];
      if (page.description) head.push(`> ${oneLine(page.description)}`);
      return `${head.join('\n\n')}\n\n${page.markdown.trim()}\n`;
    })
    .join('\n---\n\n');
  return instructions ? `${instructions}\n\n${text}` : text;
}
