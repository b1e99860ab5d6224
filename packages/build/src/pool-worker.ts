// The worker side of the page pool, kept apart so a worker does not load the pool (piscina) itself.
import { getHeapStatistics } from 'node:v8';
import { flushStdio } from './flush-stdio.ts';
import { currentThreadId } from './thread-usage.ts';

/** What the pool posts to a worker: the task and a shared state the worker fills in (see the slots). */
export interface PoolEnvelope<T> {
  /** The caller's task. */
  task: T;
  /** Shared with the pool: {@link STARTED}, {@link THREAD}, {@link HELD_MB}. */
  started: Int32Array;
}

/** Slot set to 1 by the worker when the task starts. */
export const STARTED = 0;
/** Slot holding the kernel id of the worker's thread (0 where unknown), set at start. */
export const THREAD = 1;
/** Slot holding the MB the worker holds outside its JavaScript heap, updated while the task runs. */
export const HELD_MB = 2;
/** Length of the shared state. */
export const ENVELOPE_SLOTS = 3;

/** How often a worker reports what it holds outside its heap, in ms. */
const REPORT_MS = 50;

/**
 * Wraps a worker's task function for the pool: tasks run one after another (a worker holds a second
 * one in waiting) and each marks its start so the pool times only its own run: a worker's start-up
 * (loading the compiler) never counts against a page's budget. One at a time is a promise the
 * page worker relies on: it sets its thread's highlight store for the page it compiles; and it
 * makes the thread's CPU time, which the pool reads, the running page's alone.
 */
export function poolWorker<T, R>(run: (task: T) => Promise<R>): (envelope: PoolEnvelope<T>) => Promise<R> {
  const thread = currentThreadId();
  let current: Int32Array | undefined;
  // Array buffers and other memory outside the heap (V8's own limit bounds the heap), for the pool
  // to stop a page holding too much; a page that grows within one synchronous run, where this
  // cannot report, is caught by the pool from its thread's counters. The number is
  // `process.memoryUsage().external`, read without the resident set that call also measures: a read
  // of /proc that waits on the process's memory map lock while other threads allocate (it showed as
  // 4 % of a page worker's samples at 1,000 pages).
  const report = () => {
    if (current) Atomics.store(current, HELD_MB, Math.ceil(getHeapStatistics().external_memory / 1024 / 1024));
  };
  setInterval(report, REPORT_MS).unref();
  let previous: Promise<unknown> = Promise.resolve();
  return (envelope) => {
    const next = previous.then(() => {
      current = envelope.started;
      Atomics.store(current, THREAD, thread);
      report();
      Atomics.store(current, STARTED, 1);
      // What the page printed reaches the parent before its result does: the pool may stop this
      // worker as soon as the last result is in.
      return run(envelope.task).finally(flushStdio);
    });
    previous = next.catch(() => undefined);
    return next;
  };
}
