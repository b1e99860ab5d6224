import { openInside } from '@docsgen/diagnostics/read-inside';
import { checkOutputPath } from './check-output-path.ts';
import { type DevChange, RERUN } from './decide-change.ts';
import type { DevContext, DevState, DevStep } from './dev-state.ts';
import { rebuildAll } from './rebuild-all.ts';
import type { FileChange } from './types.ts';
import { writeFrom } from './write-from.ts';

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
    // Read from the descriptor checked to be a regular file inside the repository (never a second
    // open of the path), or, for a sink that keeps static files by reference, checked here and
    // read through the gate again when served.
    const opened = await openInside(change.root, c.path);
    if (!opened.ok) {
      ctx.sink.delete(c.path);
      ctx.caches.forgetListing();
      return rebuildAll(ctx, state, RERUN, changes);
    }
    try {
      if (ctx.sink.writeReference)
        await ctx.sink.writeReference(c.path, { root: change.root, file: c.path, size: opened.size });
      else await writeFrom(ctx.sink, c.path, opened.handle.createReadStream({ autoClose: false, start: 0 }));
    } catch (e) {
      // A read that fails half way: as a file that cannot be read, a full run says so.
      if ((e as NodeJS.ErrnoException).syscall !== 'read') throw e;
      ctx.sink.delete(c.path);
      ctx.caches.forgetListing();
      return rebuildAll(ctx, state, RERUN, changes);
    } finally {
      await opened.handle.close().catch(() => undefined);
    }
  }
  return { state, result: { ...change.last, compiled: 0, durationMs: Math.round(performance.now() - start) } };
}
