// Loaded by pages with `<Update>`s (the update descriptor's client feature).
// `<Update tags>` filters (create/changelogs): the tags of a page's updates as toggle buttons in the
// table-of-contents panel (in place of the contents, as on Mintlify), or above the first update
// where that panel is hidden. With tags selected only updates carrying every one show (untagged
// ones hide); the selection is kept in `?tags=A,B`, read on load.

function tagsOf(update: Element): string[] {
  return (update.getAttribute('data-tags') ?? '').split(',').filter(Boolean);
}

function panelFor(doc: Document): HTMLElement | undefined {
  const aside = doc.querySelector<HTMLElement>('.page-aside');
  if (!aside || getComputedStyle(aside).display === 'none' || aside.classList.contains('has-examples'))
    return undefined;
  return aside;
}

/** Adds the filters to a page whose updates carry tags; nothing otherwise. */
function initUpdateFilters(doc: Document): void {
  const updates = [...doc.querySelectorAll<HTMLElement>('.dg-update')];
  const tags = [...new Set(updates.flatMap(tagsOf))];
  if (tags.length === 0) return;
  const params = new URLSearchParams(location.search);
  const selected = new Set((params.get('tags') ?? '').split(',').filter((t) => tags.includes(t)));
  const nav = doc.createElement('nav');
  nav.className = 'dg-update-filters';
  nav.id = 'changelog-filters';
  nav.setAttribute('aria-label', 'Filter updates');
  const title = doc.createElement('p');
  title.className = 'dg-update-filters__title';
  title.textContent = 'Filters';
  const list = doc.createElement('div');
  list.className = 'dg-update-filters__list';
  list.id = 'changelog-filters-content';
  const apply = () => {
    for (const update of updates) {
      const own = tagsOf(update);
      update.hidden = selected.size > 0 && ![...selected].every((t) => own.includes(t));
    }
    for (const button of list.querySelectorAll('button')) {
      button.setAttribute('aria-pressed', String(selected.has(button.dataset.tag!)));
    }
    const url = new URL(location.href);
    if (selected.size > 0) url.searchParams.set('tags', [...selected].join(','));
    else url.searchParams.delete('tags');
    history.replaceState(history.state, '', url.href.replace(/%2C/g, ','));
  };
  for (const tag of tags) {
    const button = doc.createElement('button');
    button.type = 'button';
    button.className = 'dg-update-filters__tag';
    button.dataset.tag = tag;
    button.textContent = tag;
    button.addEventListener('click', () => {
      if (!selected.delete(tag)) selected.add(tag);
      apply();
    });
    list.append(button);
  }
  nav.append(title, list);
  const panel = panelFor(doc);
  if (panel) {
    const toc = panel.querySelector<HTMLElement>('.toc');
    if (toc) toc.hidden = true;
    panel.prepend(nav);
  } else updates[0]!.before(nav);
  apply();
}
initUpdateFilters(document);
