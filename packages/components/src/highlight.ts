// CONTRACT (owned by the mdx/components helper): highlights code at build time with Shiki,
// light and dark themes. Until Shiki is wired, it returns escaped, unhighlighted code.
import { escapeHtml } from './escape.ts';

/** Options for {@link highlightCode}. */
export interface HighlightOptions {
  /** 1-based line numbers to highlight; default none. */
  highlightLines?: number[];
  /** Show line numbers; default false. */
  lineNumbers?: boolean;
}

/** Returns `<pre class="shiki ...">…</pre>` HTML for `code` in language `lang` (plain text when unknown). */
export async function highlightCode(code: string, lang: string, _options: HighlightOptions = {}): Promise<string> {
  return `<pre class="shiki" data-lang="${escapeHtml(lang)}"><code>${escapeHtml(code)}</code></pre>`;
}
