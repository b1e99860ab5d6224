function items(menu: Element): HTMLElement[] {
  return [...menu.querySelectorAll<HTMLElement>('.menu-popup a, .menu-popup button')];
}

function setOpen(menu: HTMLElement, open: boolean): void {
  menu.toggleAttribute('data-open', open);
  const button = menu.querySelector<HTMLElement>('.menu-button');
  button?.setAttribute('aria-expanded', String(open));
  // The tab bar scrolls sideways on narrow screens, which would clip a popup inside it; there the
  // popup is placed in the viewport under its button instead.
  const popup = menu.querySelector<HTMLElement>('.menu-popup');
  if (open && button && popup && menu.closest('.tab-bar')) {
    const rect = button.getBoundingClientRect();
    popup.style.position = 'fixed';
    popup.style.top = `${rect.bottom + 6}px`;
    popup.style.left = `${Math.max(8, Math.min(rect.left, innerWidth - popup.offsetWidth - 8))}px`;
  }
}

/**
 * Disclosure menus (tab menus, switchers, the sidebar dropdown): the button toggles, one menu is
 * open at a time, Escape closes and returns focus, arrow keys move through the items, and a click
 * or focus outside closes.
 */
export function initMenus(doc: Document): void {
  const menus = [...doc.querySelectorAll<HTMLElement>('[data-dg-menu]')];
  const closeAll = (except?: HTMLElement) => {
    for (const m of menus) if (m !== except && m.hasAttribute('data-open')) setOpen(m, false);
  };
  for (const menu of menus) {
    const button = menu.querySelector<HTMLButtonElement>('.menu-button');
    if (!button) continue;
    button.addEventListener('click', () => {
      const open = !menu.hasAttribute('data-open');
      closeAll(menu);
      setOpen(menu, open);
    });
    menu.addEventListener('keydown', (event) => {
      const list = items(menu);
      const index = list.indexOf(doc.activeElement as HTMLElement);
      if (event.key === 'Escape' && menu.hasAttribute('data-open')) {
        event.stopPropagation();
        setOpen(menu, false);
        button.focus();
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        if (!menu.hasAttribute('data-open')) setOpen(menu, true);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const next = index < 0 ? (step > 0 ? 0 : list.length - 1) : (index + step + list.length) % list.length;
        list[next]?.focus();
      } else if (event.key === 'Home' || event.key === 'End') {
        if (index < 0) return;
        event.preventDefault();
        list[event.key === 'Home' ? 0 : list.length - 1]?.focus();
      }
    });
    menu.addEventListener('focusout', (event) => {
      const to = event.relatedTarget as Node | null;
      if (to && !menu.contains(to)) setOpen(menu, false);
    });
  }
  doc.addEventListener('click', (event) => {
    const target = event.target as Element | null;
    closeAll(target?.closest<HTMLElement>('[data-dg-menu]') ?? undefined);
  });
  // A popup placed in the viewport would drift from its button; close it instead.
  addEventListener('resize', () => closeAll());
  doc.querySelector('.tab-bar')?.addEventListener('scroll', () => closeAll(), { passive: true });
}
