/** The sidebar as an off-canvas panel on narrow screens, behind the menu button. Escape closes. */
export function initMobileNav(doc: Document): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-dg-nav-toggle]');
  const sidebar = doc.getElementById('sidebar');
  if (!button || !sidebar) return;
  const root = doc.documentElement;
  const header = doc.querySelector<HTMLElement>('.topbar');
  const setOpen = (open: boolean) => {
    // The panel starts under the sticky header wherever it is now (a banner may sit above it).
    if (open && header)
      root.style.setProperty('--dg-panel-top', `${Math.max(0, header.getBoundingClientRect().bottom)}px`);
    root.classList.toggle('dg-nav-open', open);
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute(
      'aria-label',
      (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? (open ? 'Close navigation' : 'Open navigation'),
    );
    if (open) sidebar.querySelector<HTMLElement>('a, button, summary')?.focus();
  };
  button.addEventListener('click', () => setOpen(!root.classList.contains('dg-nav-open')));
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && root.classList.contains('dg-nav-open')) {
      setOpen(false);
      button.focus();
    }
  });
  // A click on the dimmed page beside the open panel closes it.
  doc.addEventListener('click', (event) => {
    const target = event.target as Node;
    if (root.classList.contains('dg-nav-open') && !sidebar.contains(target) && !button.contains(target)) {
      setOpen(false);
    }
  });
}
