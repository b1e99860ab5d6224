import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import { type Overrun, type PageLimits, type PageMeters, watchPage } from './page-watch.ts';
import { ENVELOPE_SLOTS, HELD_MB, type PoolEnvelope, STARTED, THREAD } from './pool-worker.ts';
import { readThreadUsage } from './thread-usage.ts';

/** Options of {@link createPagePool}. */
export interface PagePoolOptions<T, R> {
  /** Worker module (the task function as its default export, or as `module.exports`); default `page-worker.cjs` beside the bundled CLI. */
  workerFile?: string;
  /** Runs a task in this thread when no worker file exists (running from TypeScript sources, tests). */
  inProcess: (task: T) => Promise<R>;
  /**
   * Worker threads: `auto` and `on`, up to one a core; `off`, one worker thread that compiles one
   * page at a time (still a thread, so a page over its limit, or the build on a signal, can stop
   * it); default `auto`. Without a worker file, tasks run in this thread whatever the mode.
   */
  mode?: 'auto' | 'on' | 'off';
  /**
   * Number of tasks the caller will submit, which caps the threads started; default unknown
   * (tell it later with {@link PagePool.plan}: a pool made before the site loads starts its first
   * worker while the site loads). Until then, one thread.
   */
  taskCount?: number;
  /** CPU time budget per task in ms (wall time where there is no thread CPU clock, see page-watch.ts); default 60 000. */
  timeoutMs?: number;
  /** Wall time a task may go without using CPU, in ms; default 60 000. */
  idleMs?: number;
  /** Per task: the worker's heap limit, and the memory it may hold outside the heap, in MB; default 1024. */
  maxMemoryMb?: number;
  /** Stops running tasks (SIGINT/SIGTERM): they reject with an AbortError. */
  signal?: AbortSignal;
}

/** Runs page tasks in worker threads or in this thread; a task that hangs or runs out of memory rejects alone. */
export interface PagePool<T, R> {
  /** Runs one task; rejects with {@link PageTaskError} on timeout, memory exhaustion or a worker crash. */
  run(task: T): Promise<R>;
  /** True when tasks run in worker threads. */
  threaded: boolean;
  /** Sets the number of tasks the caller will submit (see {@link PagePoolOptions.taskCount}). */
  plan(taskCount: number): void;
  /** Stops the workers (again: the same promise). */
  close(): Promise<void>;
}

function abortError(): Error {
  const e = new Error('The build was interrupted.');
  e.name = 'AbortError';
  return e;
}

/** Why a page task failed outside the page's own code. */
export class PageTaskError extends Error {
  /** `timeout` (CPU time, or no progress), `memory` or `crash`. */
  readonly kind: 'timeout' | 'memory' | 'crash';
  constructor(kind: 'timeout' | 'memory' | 'crash', message: string) {
    super(message);
    this.kind = kind;
  }
}

// Pages per worker thread before a second one pays for its start-up (each loads the MDX pipeline, ~300 ms).
const MIN_POOLED_TASKS = 48;
/** Tasks handed to one worker at a time (they interleave at the page's awaits). */
const TASKS_PER_WORKER = 2;
/** How often the pool checks running tasks against their limits, in ms. */
const WATCHDOG_MS = 100;
/** How long closing the pool waits for its workers to stop, in ms. */
const CLOSE_WAIT_MS = 2000;
/** Default CPU time per page: six times the slowest real page measured (see the report in SECURITY.md). */
export const DEFAULT_PAGE_CPU_MS = 60_000;
/** Default time a page may go without using any CPU. */
export const DEFAULT_PAGE_IDLE_MS = 60_000;
/** Default memory per page, heap and outside it, in MB. */
export const DEFAULT_PAGE_MEMORY_MB = 1024;

/**
 * The default worker file: `page-worker.cjs` beside this module once bundled into packages/cli/dist,
 * which loads the bundled `page-worker.mjs` with import() (see page-worker.cjs for why).
 */
export function defaultWorkerFile(): string | undefined {
  if (!import.meta.url.startsWith('file:')) return undefined;
  const file = fileURLToPath(new URL('./page-worker.cjs', import.meta.url));
  return existsSync(file) ? file : undefined;
}

/**
 * Makes the page pool. From TypeScript sources (vitest) there is no bundled worker, so tasks run in
 * this thread: timeouts then only cut off asynchronous hangs, which is why the pool tests run the
 * bundled CLI.
 */
export function createPagePool<T, R>(options: PagePoolOptions<T, R>): PagePool<T, R> {
  const file = options.workerFile ?? defaultWorkerFile();
  // Whenever the bundle ships a worker, pages compile in it, `off` too (one thread, one page at a
  // time): only a worker can be stopped, so a page that loops forever fails alone, and a signal
  // stops the build, on a small site too. Small sites get one thread.
  return file !== undefined ? threadedPool(options, file) : inProcessPool(options);
}

/**
 * Tasks run in this thread (no worker file: TypeScript sources, tests), each raced against a wall
 * clock (nothing here can read or stop this thread's own work) and the build's abort signal.
 */
function inProcessPool<T, R>(options: PagePoolOptions<T, R>): PagePool<T, R> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PAGE_CPU_MS;
  return {
    threaded: false,
    run(task) {
      let timer: NodeJS.Timeout | undefined;
      let onAbort: (() => void) | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new PageTaskError('timeout', `took longer than ${timeoutMs} ms`)), timeoutMs);
        onAbort = () => reject(abortError());
        options.signal?.addEventListener('abort', onAbort, { once: true });
      });
      return Promise.race([options.inProcess(task), timeout]).finally(() => {
        clearTimeout(timer);
        if (onAbort) options.signal?.removeEventListener('abort', onAbort);
      });
    },
    plan: () => undefined,
    close: async () => undefined,
  };
}

/** Tasks run in piscina worker threads of `file`, at most `capacity` handed over at a time. */
function threadedPool<T, R>(options: PagePoolOptions<T, R>, file: string): PagePool<T, R> {
  const single = options.mode === 'off';
  const cores = single ? 1 : availableParallelism();
  const perWorker = single ? 1 : TASKS_PER_WORKER;
  const threadsFor = (tasks: number | undefined) =>
    tasks === undefined ? 1 : Math.max(1, Math.min(cores, Math.ceil(tasks / MIN_POOLED_TASKS)));
  // One thread starts now, while the site loads and cached pages are taken over, so a rebuild
  // with a page or two to compile finds it ready. Piscina may start up to one a core, but only
  // once every thread has two tasks in hand, and at most `capacity` tasks are handed over at a
  // time: the planned task count decides how many threads there will be, and a rebuild served
  // from the cache never starts a second.
  const pool = new Piscina({
    filename: file,
    minThreads: 1,
    maxThreads: cores,
    idleTimeout: 1000,
    // Two tasks per thread: the next page is already in the worker when one finishes, so a worker
    // never idles while this thread is busy writing or rendering (a third of its time before).
    concurrentTasksPerWorker: perWorker,
    // Piscina's default ('sync') parks a worker that has no task in Atomics.wait; 'async' waits
    // in its event loop. Measured on a 1,000-page build without cache: 23.9-24.0 s against
    // 25.9-26.9 s with the default (the same code otherwise).
    atomics: 'async',
    resourceLimits: { maxOldGenerationSizeMb: options.maxMemoryMb ?? DEFAULT_PAGE_MEMORY_MB },
  });
  // A worker killed for memory can emit an error with no task attached; the task's promise carries it.
  pool.on('error', () => undefined);
  let capacity = threadsFor(options.taskCount) * perWorker;
  let closing: Promise<void> | undefined;
  let busy = 0;
  const waiting: Array<() => void> = [];
  const runNow = (task: T) => runInWorker(pool, task, options) as Promise<R>;
  return {
    threaded: true,
    async run(task) {
      while (busy >= capacity) await new Promise<void>((resolve) => waiting.push(resolve));
      busy++;
      try {
        return await runNow(task).catch((e: unknown) => {
          // A worker stopped for another page's hang or memory takes its second task with it:
          // that task runs once more, alone to blame only if it crashes again.
          if (e instanceof PageTaskError && e.kind !== 'timeout') return runNow(task);
          throw e;
        });
      } finally {
        busy--;
        waiting.shift()?.();
      }
    },
    plan(taskCount) {
      capacity = threadsFor(taskCount) * perWorker;
      // Waiters re-check the room when they wake.
      for (let room = capacity - busy; room > 0 && waiting.length > 0; room--) waiting.shift()?.();
    },
    close: () => {
      // A worker inside native code cannot be stopped until it returns: the build does not wait
      // for it (the CLI ends the process should it keep it alive, bin/docsgen.js).
      // Interrupted, it waits less: someone is waiting for the command to end.
      const wait = options.signal?.aborted ? CLOSE_WAIT_MS / 4 : CLOSE_WAIT_MS;
      closing ??= Promise.race([pool.destroy(), new Promise<void>((resolve) => setTimeout(resolve, wait).unref())]);
      return closing;
    },
  };
}

/**
 * Runs one task in a worker of `pool` under its limits (page-watch.ts), counted from the moment the
 * worker starts it; a page over a limit, a worker out of heap or a crashed worker become a
 * {@link PageTaskError}.
 */
async function runInWorker<T>(pool: Piscina, task: T, options: PagePoolOptions<T, unknown>): Promise<unknown> {
  const limits: PageLimits = {
    cpuMs: options.timeoutMs ?? DEFAULT_PAGE_CPU_MS,
    idleMs: options.idleMs ?? DEFAULT_PAGE_IDLE_MS,
    memoryBytes: (options.maxMemoryMb ?? DEFAULT_PAGE_MEMORY_MB) * 1024 * 1024,
  };
  const shared = new Int32Array(new SharedArrayBuffer(ENVELOPE_SLOTS * 4));
  const stop = new AbortController();
  const signal = options.signal ? AbortSignal.any([stop.signal, options.signal]) : stop.signal;
  let watch: ReturnType<typeof watchPage> | undefined;
  let overrun: Overrun | undefined;
  const watchdog = setInterval(() => {
    if (!watch && Atomics.load(shared, STARTED) === 1) watch = watchPage(limits, workerMeters(shared));
    overrun ??= watch?.check();
    if (overrun) stop.abort();
  }, WATCHDOG_MS);
  try {
    const envelope: PoolEnvelope<T> = { task, started: shared };
    return await pool.run(envelope, { signal });
  } catch (e) {
    const err = e as Error & { code?: string };
    if (options.signal?.aborted) throw abortError();
    if (overrun) throw new PageTaskError(overrun.kind, overrun.message);
    if (err.code === 'ERR_WORKER_OUT_OF_MEMORY' || /memory limit|heap out of memory/i.test(err.message)) {
      throw new PageTaskError('memory', 'ran out of memory');
    }
    if (/worker|terminated/i.test(err.message)) throw new PageTaskError('crash', err.message);
    throw e;
  } finally {
    clearInterval(watchdog);
  }
}

/**
 * The meters of the task whose worker fills in `shared`. The thread's counters are read once a
 * check: `cpuMs` reads them (the watch asks it first), `touchedBytes` reuses that reading.
 */
function workerMeters(shared: Int32Array): PageMeters {
  const thread = Atomics.load(shared, THREAD);
  let usage = readThreadUsage(thread);
  return {
    wallMs: () => performance.now(),
    cpuMs: () => {
      usage = readThreadUsage(thread);
      return usage?.cpuMs;
    },
    touchedBytes: () => usage?.faultBytes,
    reportedBytes: () => Atomics.load(shared, HELD_MB) * 1024 * 1024,
    residentBytes: () => process.memoryUsage.rss(),
  };
}
