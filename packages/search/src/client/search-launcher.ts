import type { InitSearchOptions, SearchDialog } from './search-dialog.ts';
import { bindSearchTriggers } from './search-triggers.ts';

/** The dialog module, as `import('…/search-dialog.ts')` gives it. */
export interface SearchDialogModule {
  createSearchDialog(options?: InitSearchOptions): SearchDialog;
}

/**
 * Binds the search shortcuts and buttons and loads the dialog with `load` the first time one is
 * used: pages carry a few hundred bytes of script for search instead of the whole dialog (the
 * theme bundles `load` as `import()`, which the build writes as a script of its own).
 */
export function initSearchLauncher(load: () => Promise<SearchDialogModule>, options?: InitSearchOptions): void {
  let dialog: Promise<SearchDialog> | undefined;
  bindSearchTriggers(() => (dialog ??= load().then((module) => module.createSearchDialog(options))));
}
