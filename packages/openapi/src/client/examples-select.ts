// Named examples on API pages: shows each example set's selector and only the chosen example.
// Without this script every example is shown under its own title.

function choose(set: HTMLElement, index: string): void {
  for (const option of set.querySelectorAll<HTMLElement>(':scope > [data-dg-example-option]')) {
    option.hidden = option.dataset.dgExampleOption !== index;
  }
}

for (const set of document.querySelectorAll<HTMLElement>('[data-dg-example-set]')) {
  const picker = set.querySelector<HTMLElement>(':scope > .dg-example-set__picker');
  const select = picker?.querySelector('select');
  if (!picker || !select) continue;
  picker.hidden = false;
  set.classList.add('dg-example-set--live');
  choose(set, select.value);
  select.addEventListener('change', () => choose(set, select.value));
}
