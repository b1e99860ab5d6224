import { createRequire } from 'node:module';
import path from 'node:path';

// Resolved through the package name, not import.meta.url: the CLI runs bundled, from another folder.
function packageDir(): string {
  return path.dirname(createRequire(import.meta.url).resolve('@docsgen/search/package.json'));
}

/** Absolute path of the search client that exports `initSearch` (the dialog and its shortcuts in one script). */
export function searchDialogEntry(): string {
  return path.join(packageDir(), 'src', 'client', 'init-search.ts');
}

/** Absolute path of the search dialog's CSS (uses the theme's --dg-* variables). */
export function searchCssPath(): string {
  return path.join(packageDir(), 'styles', 'search.css');
}
