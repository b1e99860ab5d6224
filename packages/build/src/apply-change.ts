import { copyChangedStaticFiles } from './copy-changed-static-files.ts';
import { type DevChange, decideChange } from './decide-change.ts';
import type { DevContext, DevState, DevStep } from './dev-state.ts';
import { rebuildAll } from './rebuild-all.ts';
import { rerenderPages } from './rerender-pages.ts';
import type { FileChange } from './types.ts';

/**
 * One change, from the state before it to the state after it: what the changed files made stale
 * leaves the caches, the change's kind is decided from the state ({@link decideChange}), and the
 * one dispatch hands it to its arm.
 */
export function applyChange(ctx: DevContext, state: DevState, changes: readonly FileChange[]): Promise<DevStep> {
  ctx.caches.forget(changes);
  return dispatchChange(ctx, state, decideChange(state, changes), changes);
}

/** The one dispatch: each kind of change to its arm. */
export function dispatchChange(
  ctx: DevContext,
  state: DevState,
  change: DevChange,
  changes: readonly FileChange[],
): Promise<DevStep> {
  switch (change.kind) {
    case 'static':
      return copyChangedStaticFiles(ctx, state, change, changes);
    case 'rerender':
      return rerenderPages(ctx, state, change, changes);
    case 'full':
      return rebuildAll(ctx, state, change, changes);
  }
}
