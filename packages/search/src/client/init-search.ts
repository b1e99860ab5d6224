// The search dialog and its triggers in one script, for a page that bundles search whole.
import { createSearchDialog, type InitSearchOptions, type SearchDialog } from './search-dialog.ts';
import { bindSearchTriggers } from './search-triggers.ts';

/**
 * Wires the search dialog: Ctrl/Cmd-K and `/` open it, clicks on `[data-docsgen-search]` open it
 * (see {@link createSearchDialog} for what it does once open).
 */
export function initSearch(options: InitSearchOptions = {}): SearchDialog {
  const dialog = createSearchDialog(options);
  bindSearchTriggers(async () => dialog);
  return dialog;
}
