const FOCUSABLE = 'a[href], button:not([disabled]), summary, select, input, [tabindex]:not([tabindex="-1"])';

/** The focusable entries of the open menu, in order, skipping what is not shown. */
function focusables(menu: HTMLElement): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden',
  );
}

/**
 * The navigation menu of narrow screens: the menu button opens `#mobile-nav` (the sidebar as an
 * off-canvas panel, Mintlify's documented id) and moves the focus into it; Tab and Shift+Tab stay
 * among its entries and the button; Escape, the button, a click beside the panel or a link followed
 * inside it close it; a screen widened past the phone layout closes it too.
 */
export function initMobileNav(doc: Document): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-dg-nav-toggle]');
  const sidebar = doc.getElementById('sidebar');
  const menu = doc.getElementById('mobile-nav-content') ?? sidebar;
  if (!button || !sidebar || !menu) return;
  const root = doc.documentElement;
  const header = doc.querySelector<HTMLElement>('#navbar');
  const isOpen = () => root.classList.contains('dg-nav-open');
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
    if (open) (menu.querySelector<HTMLElement>('[aria-current="page"]') ?? focusables(menu)[0])?.focus();
  };
  button.addEventListener('click', () => setOpen(!isOpen()));
  doc.addEventListener('keydown', (event) => {
    if (!isOpen()) return;
    if (event.key === 'Escape') {
      setOpen(false);
      button.focus();
      return;
    }
    if (event.key !== 'Tab') return;
    // The menu is modal: the focus goes round its entries and the button that closes it.
    const ring = [button, ...focusables(menu)];
    const at = ring.indexOf(doc.activeElement as HTMLElement);
    const next = at === -1 ? 0 : (at + (event.shiftKey ? -1 : 1) + ring.length) % ring.length;
    event.preventDefault();
    ring[next]?.focus();
  });
  doc.addEventListener('click', (event) => {
    if (!isOpen()) return;
    const target = event.target as Element;
    if (button.contains(target)) return;
    // A click on the dimmed page beside the open panel, or on a link in it, closes it.
    if (!sidebar.contains(target) || target.closest('a[href]')) setOpen(false);
  });
  // Widened past the phone layout (a rotated tablet), the panel is the sidebar again.
  doc.defaultView?.matchMedia('(min-width: 1024px)').addEventListener('change', (event) => {
    if (event.matches && isOpen()) setOpen(false);
  });
}
