import type { Diagnostic } from '@docsgen/diagnostics';
import type { PipelineSession } from './pipeline-session.ts';
import type { DeferredOutputs, OutputSink } from './types.ts';

/** The pages a full dev run left to render, with the session that renders them. */
export interface Deferred {
  /** What results hand to the dev server. */
  outputs: DeferredOutputs;
  /** Resolves once every page is rendered, or the background rendering halted or stopped. */
  drained: Promise<void>;
  /** The run's session. */
  session: PipelineSession;
  /** What the pages rendered so far reported failing (reported with the next result, as theirs is out). */
  failed(): readonly Diagnostic[];
  /** Stops the background rendering (a newer full run began); pages asked for still render. */
  halt(): void;
  /** Stops rendering (the session is being closed). */
  stop(): void;
}

/**
 * Renders the pending pages of `session` one at a time, yielding between pages so requests (and
 * the on-demand renders they ask for) are answered meanwhile, until it is halted (the next full
 * run began) or stopped.
 */
export function deferOutputs(session: PipelineSession, sink: OutputSink): Deferred {
  const paths = new Set(session.pending.keys());
  const rendering = new Map<string, Promise<void>>();
  const failed: Diagnostic[] = [];
  let live = true;
  let background = true;
  const renderOne = (path: string): Promise<void> => {
    let done = rendering.get(path);
    if (!done) {
      // Gone from `pending` when a page edit re-rendered it already.
      const render = session.pending.get(path);
      done = (render ? render() : Promise.resolve([])).then((problems) => {
        if (live) failed.push(...problems);
      });
      rendering.set(path, done);
    }
    return done;
  };
  const drained = (async () => {
    for (const path of paths) {
      await new Promise((r) => setImmediate(r));
      if (!live || !background) return;
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
    failed: () => failed,
    halt: () => {
      background = false;
    },
    stop: () => {
      live = false;
      rendering.clear();
    },
  };
}
