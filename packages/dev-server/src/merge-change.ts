import type { FileChange } from '@docsgen/build';

/**
 * Folds a new watcher event into the pending one for the same path, so a burst becomes one change:
 * an editor's delete-then-recreate is a `change`, a file created and edited is still an `add`.
 */
export function mergeChange(previous: FileChange['kind'] | undefined, next: FileChange['kind']): FileChange['kind'] {
  if (previous === undefined) return next;
  if (next === 'unlink') return 'unlink';
  if (next === 'add') return previous === 'unlink' ? 'change' : previous === 'add' ? 'add' : 'change';
  return previous === 'add' ? 'add' : 'change';
}
