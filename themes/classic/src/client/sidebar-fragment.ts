/**
 * Groups away from the current page arrive without their children (`data-lazy` on the element
 * whose list is a placeholder); the section's fragment (`data-fragment` on the sidebar, a
 * content-hashed JSON file the browser keeps) holds each group's list by key. Open groups are
 * filled as soon as it arrives, collapsed ones when they are opened; inserted lists may hold
 * lazy groups of their own.
 */
export function initSidebarFragment(doc: Document, onFilled: () => void): void {
  const nav = doc.getElementById('sidebar');
  const url = nav?.dataset.fragment;
  if (!nav || !url || !nav.querySelector('[data-lazy],[data-run]')) return;
  let entries: Promise<Record<string, string>> | undefined;
  const load = () => {
    entries ??= fetch(url, { credentials: 'same-origin' })
      .then((r) => (r.ok ? (r.json() as Promise<Record<string, string>>) : {}))
      .catch(() => ({}));
    return entries;
  };
  const isOpen = (el: HTMLElement) => !(el instanceof HTMLDetailsElement) || el.open;
  const fill = (el: HTMLElement, table: Record<string, string>) => {
    if (el.dataset.lazy === undefined) return;
    const html = table[el.dataset.lazy];
    const list = el.querySelector(':scope > ul');
    el.removeAttribute('data-lazy');
    if (html === undefined || !list) return;
    list.outerHTML = html;
    for (const inner of el.querySelectorAll<HTMLElement>('[data-lazy]')) if (isOpen(inner)) fill(inner, table);
  };
  // A large section's page leaves out the top-level items around its own: runs of `~<index>` entries.
  const insertRuns = (table: Record<string, string>): boolean => {
    const runs = nav.querySelectorAll<HTMLElement>('[data-run]');
    for (const run of runs) {
      const [from, to] = run.dataset.run!.split('-').map(Number) as [number, number];
      let html = '';
      for (let i = from; i <= to; i++) html += table[`~${i}`]?.replace(/^<ul[^>]*>|<\/ul>$/g, '') ?? '';
      const holder = doc.createElement('template');
      holder.innerHTML = html;
      run.replaceWith(holder.content);
    }
    return runs.length > 0;
  };
  const fillOpen = (table: Record<string, string>) => {
    let any = insertRuns(table);
    for (const el of nav.querySelectorAll<HTMLElement>('[data-lazy]')) {
      if (el.isConnected && isOpen(el) && el.hasAttribute('data-lazy')) {
        fill(el, table);
        any = true;
      }
    }
    if (any) onFilled();
  };
  // `toggle` does not bubble: listen in the capture phase for every group, inserted ones included.
  nav.addEventListener(
    'toggle',
    (event) => {
      const el = event.target as HTMLElement;
      if (el instanceof HTMLDetailsElement && el.open && el.dataset.lazy !== undefined) {
        void load().then((table) => fill(el, table));
      }
    },
    true,
  );
  if (nav.querySelector('[data-run]') || [...nav.querySelectorAll<HTMLElement>('[data-lazy]')].some(isOpen)) {
    void load().then(fillOpen);
  } else {
    // Nothing open is missing: fetch when the reader reaches for the sidebar, so opening is instant.
    const early = () => void load();
    nav.addEventListener('pointerover', early, { once: true });
    nav.addEventListener('focusin', early, { once: true });
  }
}
