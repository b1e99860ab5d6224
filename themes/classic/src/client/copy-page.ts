async function pageMarkdown(url: string, fallback: string): Promise<string> {
  try {
    const response = await fetch(url);
    if (response.ok) return await response.text();
  } catch {
    // Offline or file:// — fall back to the rendered text.
  }
  return fallback;
}

/** "Copy page": copies the page's Markdown (its `.md` copy, else the rendered text) to the clipboard. */
export function initCopyPage(doc: Document): void {
  for (const button of doc.querySelectorAll<HTMLButtonElement>('[data-dg-copy-page]')) {
    const label = button.querySelector<HTMLElement>('.action-label');
    const original = label?.textContent ?? '';
    button.addEventListener('click', async () => {
      // innerText keeps the line breaks of the rendered layout, which textContent loses.
      // biome-ignore lint/performance/useDomNodeTextContent: see above
      const content = doc.querySelector<HTMLElement>('[data-dg-content]')?.innerText ?? '';
      const text = await pageMarkdown(button.dataset.dgCopyPage!, content);
      try {
        await navigator.clipboard.writeText(text);
        button.setAttribute('data-copied', '');
        if (label) label.textContent = label.dataset.labelDone ?? 'Copied';
        setTimeout(() => {
          button.removeAttribute('data-copied');
          if (label) label.textContent = original;
        }, 2000);
      } catch {
        if (label) label.textContent = label.dataset.labelFailed ?? 'Copy failed';
      }
    });
  }
}
