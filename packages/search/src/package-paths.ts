import path from 'node:path';
import { packageDir as dirOf } from '@docsgen/diagnostics';

// Located by package name, not import.meta.url: the CLI runs bundled, from another folder.
function packageDir(): string {
  return dirOf('@docsgen/search');
}

/** Absolute path of the search client that exports `initSearch` (the dialog and its shortcuts in one script). */
export function searchDialogEntry(): string {
  return path.join(packageDir(), 'src', 'client', 'init-search.ts');
}

/** Absolute path of the search dialog's CSS (uses the theme's --dg-* variables). */
export function searchCssPath(): string {
  return path.join(packageDir(), 'styles', 'search.css');
}
