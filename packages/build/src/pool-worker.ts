// The worker side of the page pool, kept apart so a worker does not load the pool (piscina) itself.

/** What the pool posts to a worker: the task and a flag the worker sets when it starts running it. */
export interface PoolEnvelope<T> {
  /** The caller's task. */
  task: T;
  /** Shared flag, set to 1 by the worker when the task starts. */
  started: Int32Array;
}

/**
 * Wraps a worker's task function for the pool: tasks run one after another (a worker holds a second
 * one in waiting) and each marks its start so the pool times only its own run: a worker's start-up
 * (loading the compiler) never counts against a page's budget. One at a time is a promise the
 * page worker relies on: it sets its thread's highlight store for the page it compiles.
 */
export function poolWorker<T, R>(run: (task: T) => Promise<R>): (envelope: PoolEnvelope<T>) => Promise<R> {
  let previous: Promise<unknown> = Promise.resolve();
  return (envelope) => {
    const next = previous.then(() => {
      Atomics.store(envelope.started, 0, 1);
      return run(envelope.task);
    });
    previous = next.catch(() => undefined);
    return next;
  };
}
