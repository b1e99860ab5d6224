// Loaded by pages with `<Prompt>`s (the prompt descriptor's client feature).
/** "Open in Cursor" on `<Prompt>`: the link carries the prompt as the reader sees it (line breaks kept). */
function initPromptLinks(doc: Document): void {
  for (const link of doc.querySelectorAll<HTMLAnchorElement>('[data-dg-prompt-cursor]')) {
    const text = link.closest('.dg-prompt')?.querySelector<HTMLElement>('.dg-prompt__text');
    // biome-ignore lint/performance/useDomNodeTextContent: innerText keeps the rendered line breaks.
    if (text) link.href = `cursor://anysphere.cursor-deeplink/prompt?text=${encodeURIComponent(text.innerText.trim())}`;
  }
}
initPromptLinks(document);
