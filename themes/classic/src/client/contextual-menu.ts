import {
  type ContextualHref,
  type ContextualTargets,
  contextualCopyText,
  contextualHref,
  customContextualHref,
  needsPageMarkdown,
} from '@docsgen/components/contextual-links';
import { safeUrl } from '@docsgen/html/safe-url';

/** The menu's targets, made absolute from the reader's location where the build knew no site URL. */
function targetsOf(menu: HTMLElement): ContextualTargets {
  const abs = (value: string | undefined) => new URL(value ?? '', location.href).href;
  const d = menu.dataset;
  return {
    pageUrl: abs(d.pageUrl),
    markdownUrl: abs(d.mdUrl),
    path: d.path ?? location.pathname,
    mcpUrl: abs(d.mcpUrl),
    mcpName: d.mcpName ?? document.title,
    specUrl: d.specUrl === undefined ? undefined : abs(d.specUrl),
  };
}

function flash(button: HTMLElement, text: string): void {
  const label = button.querySelector<HTMLElement>('.action-label');
  const original = label?.textContent ?? '';
  button.setAttribute('data-copied', '');
  if (label) label.textContent = text;
  setTimeout(() => {
    button.removeAttribute('data-copied');
    if (label) label.textContent = original;
  }, 2000);
}

async function markdownOf(url: string): Promise<string | undefined> {
  try {
    const response = await fetch(url);
    return response.ok ? await response.text() : undefined;
  } catch {
    return undefined;
  }
}

/** A custom option whose query takes `$page`: the page's Markdown is fetched, then the link opens. */
function openWithPage(link: HTMLAnchorElement, href: ContextualHref, t: ContextualTargets): void {
  link.addEventListener('click', (event) => {
    event.preventDefault();
    // Opened now, inside the click, so no pop-up blocker stops it; sent on once the text is here.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    void markdownOf(t.markdownUrl).then((markdown) => {
      const url = safeUrl(customContextualHref(href, t, markdown ?? t.pageUrl));
      if (!url) return tab?.close();
      if (tab) tab.location.href = url;
      else location.href = url;
    });
  });
}

/**
 * The contextual menu (docs.json `contextual`): links to AI tools and editors get the page's
 * absolute URLs, "Copy MCP server URL" and "Copy MCP install command" copy, "Download PDF" prints.
 * "Copy page" is initCopyPage's.
 */
export function initContextualMenus(doc: Document): void {
  for (const menu of doc.querySelectorAll<HTMLElement>('[data-dg-ctx-menu]')) {
    const t = targetsOf(menu);
    for (const link of menu.querySelectorAll<HTMLAnchorElement>('a[data-dg-ctx]')) {
      const id = link.dataset.dgCtx!;
      const raw = link.dataset.dgCtxHref;
      if (raw !== undefined) {
        const custom = JSON.parse(raw) as ContextualHref;
        const url = safeUrl(customContextualHref(custom, t));
        if (url) link.href = url;
        if (needsPageMarkdown(custom)) openWithPage(link, custom, t);
        continue;
      }
      // Same-site links (the Markdown copy, the spec file) keep their relative href.
      if (id === 'view' || id === 'download-spec') continue;
      const url = safeUrl(contextualHref(id, t));
      if (url) link.href = url;
    }
    for (const button of menu.querySelectorAll<HTMLButtonElement>('[data-dg-ctx-copy]')) {
      button.addEventListener('click', async () => {
        const text = contextualCopyText(button.dataset.dgCtx!, t) ?? button.dataset.dgCtxCopy ?? '';
        try {
          await navigator.clipboard.writeText(text);
          flash(button, 'Copied');
        } catch {
          flash(button, 'Copy failed');
        }
      });
    }
    for (const button of menu.querySelectorAll<HTMLButtonElement>('[data-dg-ctx-print]')) {
      button.addEventListener('click', () => window.print());
    }
  }
}
