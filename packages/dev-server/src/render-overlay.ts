import { type Diagnostic, formatCodeFrame, formatLocation, sortDiagnostics } from '@docsgen/diagnostics';
import { escapeHtml } from '@docsgen/html';

/** Options of {@link renderOverlay}. */
export interface RenderOverlayOptions {
  /** Reads a docs-root-relative file for the code frame; undefined when unreadable. */
  readSource: (file: string) => string | undefined;
  /** True when no build has succeeded yet, so there is no previous version behind the overlay. */
  firstBuild?: boolean;
  /** True when the errors came from work after the version shown was built (its search index), which is the latest. */
  afterBuild?: boolean;
  /** At most this many errors are shown; default 30. */
  max?: number;
}

// Scoped to the overlay's id and reset with `all: initial` so no theme CSS leaks in or out.
const STYLE = `#docsgen-overlay{all:initial;position:fixed;inset:0;z-index:2147483647;background:rgba(15,15,20,.72);overflow:auto;font:14px/1.5 system-ui,sans-serif;color:#1f1f24}
#docsgen-overlay *{box-sizing:border-box}
#docsgen-overlay .docsgen-box{max-width:960px;margin:48px auto;background:#fff;border-radius:10px;border-top:6px solid #d0312d;box-shadow:0 20px 60px rgba(0,0,0,.4);padding:20px 24px}
#docsgen-overlay .docsgen-head{display:flex;align-items:flex-start;gap:16px}
#docsgen-overlay .docsgen-head>div{flex:1}
#docsgen-overlay h2{font:600 18px/1.3 system-ui,sans-serif;margin:0;color:#a4161a}
#docsgen-overlay .docsgen-sub{margin:6px 0 0;font-size:13px;color:#55555f}
#docsgen-overlay button{font:inherit;border:1px solid #c8c8d0;background:#f4f4f6;border-radius:6px;padding:4px 10px;cursor:pointer;color:#1f1f24}
#docsgen-overlay .docsgen-diag{margin-top:18px}
#docsgen-overlay .docsgen-loc{font:600 13px/1.4 ui-monospace,SFMono-Regular,Menlo,monospace;color:#1f1f24;margin:0 0 4px}
#docsgen-overlay .docsgen-msg{margin:0 0 8px;overflow-wrap:anywhere}
#docsgen-overlay .docsgen-code{font:12px ui-monospace,SFMono-Regular,Menlo,monospace;color:#a4161a}
#docsgen-overlay .docsgen-hint{margin:8px 0 0;overflow-wrap:anywhere}
#docsgen-overlay pre{margin:0;padding:12px 14px;background:#17171c;color:#f2f2f5;border-radius:6px;overflow:auto;font:13px/1.5 ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre}
#docsgen-overlay .docsgen-more{margin-top:14px;color:#55555f}`;

/**
 * The error overlay for the current diagnostics: every error as a code frame with `file:line:column`,
 * every string escaped. Empty when there is no error (warnings stay in the terminal, so a site with
 * a broken link is not covered by an overlay forever).
 */
export function renderOverlay(diagnostics: readonly Diagnostic[], options: RenderOverlayOptions): string {
  const errors = sortDiagnostics(diagnostics.filter((d) => d.severity === 'error'));
  if (errors.length === 0) return '';
  const max = options.max ?? 30;
  const warnings = diagnostics.filter((d) => d.severity === 'warning').length;
  const count = `${errors.length} error${errors.length === 1 ? '' : 's'}`;
  const sub = options.firstBuild
    ? 'The site could not be built yet. Fix the input and this page reloads by itself.'
    : options.afterBuild
      ? 'This page is the latest version; what is below went wrong after it was built. Save a file to try again.'
      : 'You are seeing the last version that built. Fix the input and this page reloads by itself.';
  const items = errors.slice(0, max).map((d) => {
    // The message and hint wrap as prose; only the source lines keep their columns in a <pre>.
    const source = d.file ? options.readSource(d.file) : undefined;
    const frame = formatCodeFrame({ ...d, message: '', hint: undefined, related: undefined }, source)
      .split('\n')
      .filter((line, i) => i > 0 && !line.trimStart().startsWith('-->'));
    const where = formatLocation(d) || 'whole site';
    const related = (d.related ?? []).map((r) => `${r.message}${formatLocation(r) ? ` (${formatLocation(r)})` : ''}`);
    return (
      `<section class="docsgen-diag"><p class="docsgen-loc">${escapeHtml(where)}</p>` +
      `<p class="docsgen-msg">${escapeHtml(d.message)} <span class="docsgen-code">${escapeHtml(d.code)}</span></p>` +
      (frame.length ? `<pre>${escapeHtml(frame.join('\n'))}</pre>` : '') +
      related.map((r) => `<p class="docsgen-hint">note: ${escapeHtml(r)}</p>`).join('') +
      (d.hint ? `<p class="docsgen-hint">hint: ${escapeHtml(d.hint)}</p>` : '') +
      `</section>`
    );
  });
  const more: string[] = [];
  if (errors.length > max) more.push(`${errors.length - max} more errors are printed in the terminal.`);
  if (warnings > 0) more.push(`${warnings} warning${warnings === 1 ? '' : 's'} printed in the terminal.`);
  return (
    `<div id="docsgen-overlay" role="alertdialog" aria-modal="true" aria-labelledby="docsgen-overlay-title">` +
    `<style>${STYLE}</style><div class="docsgen-box"><div class="docsgen-head"><div>` +
    `<h2 id="docsgen-overlay-title">docsgen: ${count}</h2><p class="docsgen-sub">${sub}</p></div>` +
    `<button type="button" data-docsgen-overlay-close>Close</button></div>${items.join('')}` +
    (more.length ? `<p class="docsgen-more">${escapeHtml(more.join(' '))}</p>` : '') +
    `</div></div>`
  );
}
