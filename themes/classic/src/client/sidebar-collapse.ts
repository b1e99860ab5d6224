const KEY = 'dg-sidebar-collapsed';
const CLASS = 'dg-sidebar-collapsed';

/**
 * The collapse-sidebar button (themes whose traits ask for it): folds the sidebar away on desktop and
 * back, its label and `aria-expanded` following; the choice is kept for the next pages.
 */
export function initSidebarCollapse(doc: Document): void {
  const button = doc.querySelector<HTMLButtonElement>('[data-dg-sidebar-collapse]');
  if (!button) return;
  const root = doc.documentElement;
  const set = (collapsed: boolean) => {
    root.classList.toggle(CLASS, collapsed);
    button.setAttribute('aria-expanded', String(!collapsed));
    const label = collapsed ? button.dataset.labelOpen : button.dataset.labelClose;
    if (label) button.setAttribute('aria-label', label);
  };
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(KEY);
  } catch {
    // Storage refused (private mode, sandboxed frame): the sidebar starts open.
  }
  set(stored === '1');
  button.addEventListener('click', () => {
    const collapsed = !root.classList.contains(CLASS);
    set(collapsed);
    try {
      localStorage.setItem(KEY, collapsed ? '1' : '0');
    } catch {
      // Not kept: the next page starts open.
    }
  });
}
