import { applyChange } from './apply-change.ts';
import { type ChangeKind, classifyChange } from './classify-change.ts';
import { FIRST_RUN } from './decide-change.ts';
import { createDevContext, type DevContext, type DevState, type DevStep, emptyDevState } from './dev-state.ts';
import { rebuildAll } from './rebuild-all.ts';
import type { BuildOptions, BuildResult, FileChange, IncrementalBuilder } from './types.ts';

/**
 * A long-lived builder for `docsgen dev`: builds into `options.sink` (a memory sink by
 * default) and keeps what it knows as one {@link DevState}, replaced whole when each change ends.
 * `update` decides the change's kind from that state (decideChange) and hands it to one arm
 * ({@link applyChange}): static files are copied, edited pages re-rendered alone, anything else
 * runs the pipeline again ({@link rebuildAll}). Changes run one at a time, in the order they
 * came; a change that begins cancels the background work of the one before (the state's
 * `background` signal; pages rendered later stop at the next full run).
 */
export function createIncrementalBuilder(options: BuildOptions): IncrementalBuilder {
  return new DevBuilder(options);
}

class DevBuilder implements IncrementalBuilder {
  private readonly ctx: DevContext;
  private state: DevState = emptyDevState();
  // The change running, if any: the next waits for it (each starts from the state it left).
  private running: Promise<unknown> = Promise.resolve();

  constructor(options: BuildOptions) {
    this.ctx = createDevContext(options);
  }

  build(): Promise<BuildResult> {
    return this.step((state) => {
      this.ctx.caches.forget('all');
      return rebuildAll(this.ctx, state, FIRST_RUN, []);
    });
  }

  update(changes: FileChange[]): Promise<BuildResult> {
    return this.step((state) => applyChange(this.ctx, state, changes));
  }

  classify(path: string): ChangeKind {
    return classifyChange(path, this.state);
  }

  async close(): Promise<void> {
    await this.running.catch(() => undefined);
    const { deferred, session, background } = this.state;
    this.state = emptyDevState();
    this.ctx.caches.forget('all');
    background.abort();
    deferred?.stop();
    if (deferred && deferred.session !== session) await deferred.session.close();
    await this.ctx.search.settle();
    await session?.close();
  }

  /** Runs one change after the one running, from the state it left, and keeps the state it makes. */
  private step(change: (state: DevState) => Promise<DevStep>): Promise<BuildResult> {
    const run = this.running.then(async () => {
      const { state, result } = await change(this.state);
      this.state = state;
      return result;
    });
    this.running = run.catch(() => undefined);
    return run;
  }
}
