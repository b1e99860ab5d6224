import { readInside } from '@docsgen/diagnostics/read-inside';
import { checkOutputPath } from './check-output-path.ts';
import { type DevChange, RERUN } from './decide-change.ts';
import type { DevContext, DevState, DevStep } from './dev-state.ts';
import { rebuildAll } from './rebuild-all.ts';
import type { FileChange } from './types.ts';

/**
 * The `static` arm of the dev builder: copies the changed static files into the sink, through the
 * one read gate, and answers with the last result; the state stays as it was. A file that now
 * leads out of the repository (replaced by a symbolic link) is taken out of the sink at once, and
 * a full run lists the files again without it.
 */
export async function copyChangedStaticFiles(
  ctx: DevContext,
  state: DevState,
  change: Extract<DevChange, { kind: 'static' }>,
  changes: readonly FileChange[],
): Promise<DevStep> {
  const start = performance.now();
  for (const c of changes) {
    checkOutputPath(c.path);
    const read = await readInside(change.root, c.path);
    if (!read.ok) {
      ctx.sink.delete(c.path);
      ctx.caches.forgetListing();
      return rebuildAll(ctx, state, RERUN, changes);
    }
    await ctx.sink.write(c.path, read.bytes);
  }
  return { state, result: { ...change.last, compiled: 0, durationMs: Math.round(performance.now() - start) } };
}
