import { type CodeTheme, highlightCode } from '@docsgen/components';
import { escapeHtml } from '@docsgen/html';

/** Longest example highlighted with Shiki; longer ones (big generated bodies) are shown plain, so one
 * endpoint page with a huge schema does not cost seconds of highlighting. */
export const MAX_HIGHLIGHTED_CHARS = 2000;

/**
 * Highlighted `<pre>` HTML for an example, or plain escaped code when it is very long. `codeTheme`:
 * docs.json `styling.codeblocks` (see code-theme.ts in components); default the default theme.
 */
export async function highlightSample(code: string, lang: string, codeTheme?: CodeTheme): Promise<string> {
  if (code.length > MAX_HIGHLIGHTED_CHARS) {
    return `<pre class="shiki dg-plain" data-lang="${escapeHtml(lang)}"><code>${escapeHtml(code)}</code></pre>`;
  }
  return highlightCode(code, lang, {}, undefined, codeTheme);
}
