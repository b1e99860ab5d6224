// What every page ships of search: its shortcuts and buttons. The dialog they open is handed over
// as a promise, so a theme can load it on first use (see search-launcher.ts).
import { isEditable } from './is-editable.ts';
import type { SearchDialog } from './search-dialog.ts';

/**
 * Ctrl/Cmd-K toggles the dialog, `/` (outside fields) and clicks on `[data-docsgen-search]` open
 * it. `dialog` is called on each use: the first call may load it, and what the reader types
 * meanwhile is kept and handed to the dialog as it opens, so a fast typist loses no letter.
 */
export function bindSearchTriggers(dialog: () => Promise<SearchDialog>): void {
  let typed: string | undefined;
  let loaded: SearchDialog | undefined;
  const open = () => {
    if (typed !== undefined) return;
    typed = '';
    void dialog().then((d) => {
      loaded = d;
      const query = typed;
      typed = undefined;
      d.open(query);
    });
  };
  document.addEventListener(
    'keydown',
    (event) => {
      // Keys typed while the dialog loads: letters are kept, Backspace takes one back.
      if (typed === undefined || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key.length === 1) typed += event.key;
      else if (event.key === 'Backspace') typed = typed.slice(0, -1);
      else return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
  document.addEventListener('keydown', (event) => {
    if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === 'k') {
      event.preventDefault();
      if (loaded?.isOpen()) loaded.close();
      else open();
    } else if (event.key === '/' && !event.metaKey && !event.ctrlKey && !event.altKey && !isEditable(event.target)) {
      event.preventDefault();
      open();
    }
  });
  document.addEventListener('click', (event) => {
    if ((event.target as Element | null)?.closest?.('[data-docsgen-search]')) {
      event.preventDefault();
      open();
    }
  });
}
