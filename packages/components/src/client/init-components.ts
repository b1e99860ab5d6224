// Progressive enhancement for the component HTML: everything is readable without this script;
// it adds tab switching (synced by title, remembered), copy buttons, expandable code and
// accordion/hash sync. Themes import it into their single client script. (Image click-to-zoom is
// image-zoom.ts, loaded by pages with images.)

const SYNC_KEY = 'dg-tab-sync';

function selectTab(tabs: Element, index: number, focus = false): void {
  const buttons = [...tabs.querySelectorAll(':scope > .dg-tabs__list > [role="tab"]')] as HTMLElement[];
  const panels = [...tabs.querySelectorAll(':scope > [role="tabpanel"]')] as HTMLElement[];
  buttons.forEach((b, i) => {
    b.setAttribute('aria-selected', i === index ? 'true' : 'false');
    b.tabIndex = i === index ? 0 : -1;
    if (i === index && focus) b.focus();
  });
  for (const [i, p] of panels.entries()) p.toggleAttribute('data-selected', i === index);
  const select = tabs.querySelector(':scope > .dg-tabs__list > select') as HTMLSelectElement | null;
  if (select) select.value = String(index);
  const current = tabs.querySelector(':scope > .dg-tabs__list > .dg-tabs__current');
  if (current) current.textContent = buttons[index]?.textContent ?? '';
}

function tabTitles(tabs: Element): string[] {
  return [...tabs.querySelectorAll(':scope > .dg-tabs__list > [role="tab"]')].map((b) => b.textContent?.trim() ?? '');
}

function syncAll(root: ParentNode, title: string, except: Element): void {
  for (const other of root.querySelectorAll('[data-dg-tabs]')) {
    if (other === except || other.getAttribute('data-sync') === 'false') continue;
    const i = tabTitles(other).indexOf(title);
    if (i >= 0) selectTab(other, i);
  }
  try {
    localStorage.setItem(SYNC_KEY, title);
  } catch {}
}

// `<CodeGroup dropdown>`: the selected block's title on the left, a menu of the blocks' languages
// (`data-language`, else titles) on the right, in place of the tab buttons (hidden by CSS).
function enhanceDropdown(tabs: Element, list: Element, titles: string[]): void {
  const buttons = [...list.querySelectorAll(':scope > [role="tab"]')];
  const current = document.createElement('span');
  current.className = 'dg-tabs__current';
  const select = document.createElement('select');
  select.className = 'dg-tabs__select';
  select.setAttribute('aria-label', 'Choose a language');
  for (const [i, t] of titles.entries())
    select.add(new Option(buttons[i]?.getAttribute('data-language') ?? t, String(i)));
  select.addEventListener('change', () => {
    const i = Number(select.value);
    selectTab(tabs, i);
    if (tabs.getAttribute('data-sync') !== 'false') syncAll(document, titles[i] ?? '', tabs);
  });
  // The select replaces the tab buttons, so the bar is no longer a tablist: a tablist may own only
  // tabs (axe: aria-required-children).
  list.removeAttribute('role');
  list.append(current, select);
  const selected = buttons.findIndex((b) => b.getAttribute('aria-selected') === 'true');
  selectTab(tabs, Math.max(0, selected));
}

function enhanceTabs(root: ParentNode): void {
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem(SYNC_KEY);
  } catch {}
  for (const tabs of root.querySelectorAll('[data-dg-tabs]')) {
    if (tabs.hasAttribute('data-enhanced')) continue;
    tabs.setAttribute('data-enhanced', '');
    const titles = tabTitles(tabs);
    const list = tabs.querySelector(':scope > .dg-tabs__list');
    if (tabs.hasAttribute('data-dropdown') && list) enhanceDropdown(tabs, list, titles);
    if (remembered && tabs.getAttribute('data-sync') !== 'false' && titles.includes(remembered)) {
      selectTab(tabs, titles.indexOf(remembered));
    }
    list?.addEventListener('click', (event) => {
      const button = (event.target as Element).closest('[role="tab"]');
      if (!button) return;
      const i = titles.indexOf(button.textContent?.trim() ?? '');
      selectTab(tabs, i);
      if (tabs.getAttribute('data-sync') !== 'false') syncAll(root, titles[i] ?? '', tabs);
    });
    list?.addEventListener('keydown', (event) => {
      const e = event as KeyboardEvent;
      const current = titles.indexOf((document.activeElement?.textContent ?? '').trim());
      if (current < 0) return;
      const next =
        e.key === 'ArrowRight'
          ? (current + 1) % titles.length
          : e.key === 'ArrowLeft'
            ? (current - 1 + titles.length) % titles.length
            : e.key === 'Home'
              ? 0
              : e.key === 'End'
                ? titles.length - 1
                : -1;
      if (next < 0) return;
      e.preventDefault();
      selectTab(tabs, next, true);
    });
  }
}

async function copyText(text: string, button: HTMLElement): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    // An icon button shows a check (CSS, on `data-copied`) and says so to screen readers.
    if (button.classList.contains('dg-copy--icon')) {
      const label = button.getAttribute('aria-label');
      button.setAttribute('data-copied', '');
      button.setAttribute('aria-label', 'Copied');
      setTimeout(() => {
        button.removeAttribute('data-copied');
        if (label !== null) button.setAttribute('aria-label', label);
      }, 1500);
      return;
    }
    const old = button.textContent;
    button.textContent = 'Copied';
    button.setAttribute('data-copied', '');
    setTimeout(() => {
      button.textContent = old;
      button.removeAttribute('data-copied');
    }, 1500);
  } catch {
    button.textContent = 'Copy failed';
  }
}

function enhanceCopy(root: ParentNode): void {
  root.addEventListener?.('click', (event) => {
    const target = event.target as Element | null;
    const button = target?.closest?.('[data-dg-copy], [data-dg-copy-text]') as HTMLElement | null;
    if (!button) return;
    const explicit = button.getAttribute('data-dg-copy-text');
    if (explicit !== null) return void copyText(explicit, button);
    const host = button.closest('.dg-code-block, .dg-prompt');
    const source = host?.querySelector('pre code, .dg-prompt__text');
    // Diff-removed lines are not part of the code the reader wants to paste.
    const clone = source?.cloneNode(true) as Element | undefined;
    for (const removed of clone?.querySelectorAll('.diff.remove') ?? []) removed.remove();
    if (clone) void copyText(clone.textContent ?? '', button);
  });
}

function enhanceExpandable(root: ParentNode): void {
  for (const block of root.querySelectorAll('.dg-code-block--expandable')) {
    const button = block.querySelector('.dg-code-block__expand') as HTMLButtonElement | null;
    if (!button || block.hasAttribute('data-enhanced')) continue;
    block.setAttribute('data-enhanced', '');
    block.setAttribute('data-collapsed', '');
    button.hidden = false;
    button.addEventListener('click', () => {
      const collapsed = block.toggleAttribute('data-collapsed');
      button.textContent = collapsed ? 'Expand' : 'Collapse';
      button.setAttribute('aria-expanded', collapsed ? 'false' : 'true');
    });
  }
}

function openFromHash(root: ParentNode): void {
  const id = decodeURIComponent(location.hash.slice(1));
  if (!id) return;
  const target = (root as Document).getElementById?.(id) ?? root.querySelector(`[id="${CSS.escape(id)}"]`);
  if (!target) return;
  // Open every enclosing <details> and select enclosing tab panels so the target is visible.
  for (let el: Element | null = target; el; el = el.parentElement) {
    if (el instanceof HTMLDetailsElement) el.open = true;
    if (el.getAttribute('role') === 'tabpanel') {
      const tabs = el.parentElement;
      if (tabs?.hasAttribute('data-dg-tabs')) {
        selectTab(tabs, [...tabs.querySelectorAll(':scope > [role="tabpanel"]')].indexOf(el));
      }
    }
  }
}

function enhanceAccordions(root: ParentNode): void {
  for (const details of root.querySelectorAll('details.dg-accordion[id]')) {
    details.addEventListener('toggle', () => {
      if ((details as HTMLDetailsElement).open) history.replaceState(null, '', `#${details.id}`);
    });
  }
}

/** Enhances every component under `root` (a document or a swapped-in fragment); idempotent. */
export function initComponents(root: ParentNode): void {
  enhanceTabs(root);
  enhanceExpandable(root);
  enhanceAccordions(root);
  if (!(root as Element & { __dgCopy?: boolean }).__dgCopy) {
    (root as Element & { __dgCopy?: boolean }).__dgCopy = true;
    enhanceCopy(root);
  }
  openFromHash(root);
  if (typeof window !== 'undefined') window.addEventListener('hashchange', () => openFromHash(root));
}
