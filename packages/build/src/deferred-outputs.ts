import type { Diagnostic } from '@docsgen/diagnostics';
import type { PipelineSession } from './pipeline-session.ts';
import type { DeferredOutputs, OutputSink } from './types.ts';

/** The pages a full dev run left to render, with the session that renders them. */
export interface Deferred {
  /** What results hand to the dev server. */
  outputs: DeferredOutputs;
  /** Resolves once every page is rendered, or the background rendering stopped. */
  drained: Promise<void>;
  /** The run's session. */
  session: PipelineSession;
  /** Stops rendering (the session is being closed). */
  stop(): void;
}

/**
 * Renders the pending pages of `current` one at a time, yielding between pages so requests (and
 * the on-demand renders they ask for) are answered meanwhile, until `current()` turns false (the
 * next full run started) or it is stopped; `late` hears what failed.
 */
export function deferOutputs(
  session: PipelineSession,
  sink: OutputSink,
  hooks: { current(): boolean; late(failed: Diagnostic[]): void },
): Deferred {
  const paths = new Set(session.pending.keys());
  const rendering = new Map<string, Promise<void>>();
  let live = true;
  const renderOne = (path: string): Promise<void> => {
    let done = rendering.get(path);
    if (!done) {
      // Gone from `pending` when a page edit re-rendered it already.
      const render = session.pending.get(path);
      done = (render ? render() : Promise.resolve([])).then((failed) => {
        if (live) hooks.late(failed);
      });
      rendering.set(path, done);
    }
    return done;
  };
  const drained = (async () => {
    for (const path of paths) {
      await new Promise((r) => setImmediate(r));
      if (!live || !hooks.current()) return;
      await renderOne(path);
    }
  })();
  const outputs: DeferredOutputs = {
    has: (path) => paths.has(path),
    get: async (path) => {
      if (!paths.has(path) || !live) return undefined;
      await renderOne(path);
      return live ? sink.read(path) : undefined;
    },
  };
  return {
    outputs,
    drained,
    session,
    stop: () => {
      live = false;
      rendering.clear();
    },
  };
}
