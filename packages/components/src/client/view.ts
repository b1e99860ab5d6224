// Loaded only on pages with `<View>`s: one view is shown at a time, chosen in a selector placed
// before the first view (remembered across pages), and the table of contents lists only the
// headings of the view shown. Without scripts every view is shown, each under its title.

const KEY = 'dg-view';

function remembered(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function remember(title: string): void {
  try {
    localStorage.setItem(KEY, title);
  } catch {}
}

// The table-of-contents entries of headings inside `view` (themes mark their TOC `data-dg-toc`).
function tocEntries(view: Element): HTMLElement[] {
  const out: HTMLElement[] = [];
  for (const target of view.querySelectorAll('[id]')) {
    for (const link of document.querySelectorAll(`[data-dg-toc] a[href="#${CSS.escape(target.id)}"]`)) {
      out.push((link.closest('li') as HTMLElement | null) ?? (link as HTMLElement));
    }
  }
  return out;
}

function show(views: HTMLElement[], title: string, select: HTMLSelectElement): void {
  const shown = views.some((v) => v.dataset.view === title) ? title : (views[0]?.dataset.view ?? '');
  // Entries of the shown view are shown last, so a heading id two views share stays listed.
  const ordered = [...views].sort((a, b) => Number(a.dataset.view === shown) - Number(b.dataset.view === shown));
  for (const view of ordered) {
    const visible = view.dataset.view === shown;
    view.hidden = !visible;
    view.toggleAttribute('data-selected', visible);
    for (const entry of tocEntries(view)) entry.hidden = !visible;
  }
  select.value = shown;
}

// Shows the view holding the element the URL's fragment names, if it is hidden.
function followHash(views: HTMLElement[], select: HTMLSelectElement): void {
  const id = decodeURIComponent(location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  const view = target?.closest<HTMLElement>('.dg-view[data-view]');
  if (view?.hidden && view.dataset.view) show(views, view.dataset.view, select);
}

function init(): void {
  const views = [...document.querySelectorAll<HTMLElement>('.dg-view[data-view]')];
  if (views.length === 0 || document.querySelector('.dg-view-select')) return;
  const titles = [...new Set(views.map((v) => v.dataset.view ?? ''))];
  const bar = document.createElement('div');
  // Mintlify's names for custom CSS: the dropdown, its trigger and items.
  bar.className = 'dg-view-select multi-view-dropdown';
  bar.id = 'multi-view-dropdown';
  const label = document.createElement('label');
  label.textContent = 'View';
  const select = document.createElement('select');
  select.className = 'multi-view-dropdown-trigger';
  for (const title of titles) {
    const option = new Option(title, title);
    option.className = 'multi-view-dropdown-item';
    select.add(option);
  }
  label.append(select);
  bar.append(label);
  views[0]!.before(bar);
  document.documentElement.setAttribute('data-dg-views', '');
  select.addEventListener('change', () => {
    show(views, select.value, select);
    remember(select.value);
  });
  show(views, remembered() ?? titles[0]!, select);
  followHash(views, select);
  window.addEventListener('hashchange', () => followHash(views, select));
}

init();
