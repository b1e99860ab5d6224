import type { FileChange } from '@docsgen/build';
import { mergeChange } from './merge-change.ts';

/** Options of a {@link RebuildScheduler}. */
export interface RebuildSchedulerOptions {
  /** Quiet time after the last event before a rebuild starts, in ms; default 15. */
  debounceMs?: number;
  /** Runs one rebuild with the coalesced changes; must not reject (the scheduler keeps going if it does). */
  run: (changes: FileChange[]) => Promise<void>;
}

/**
 * Coalesces watcher events into rebuilds: a burst (atomic saves, a branch switch) waits for a short
 * quiet time and becomes one rebuild; events arriving while a rebuild runs are collected and start
 * exactly one more rebuild when it ends, so the last save always wins and rebuilds never overlap.
 */
export class RebuildScheduler {
  readonly #debounceMs: number;
  readonly #run: (changes: FileChange[]) => Promise<void>;
  #pending = new Map<string, FileChange['kind']>();
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #closed = false;
  #idleWaiters: Array<() => void> = [];

  constructor(options: RebuildSchedulerOptions) {
    this.#debounceMs = options.debounceMs ?? 15;
    this.#run = options.run;
  }

  /** Records one change and (re)starts the quiet-time timer. */
  push(change: FileChange): void {
    if (this.#closed) return;
    this.#pending.set(change.path, mergeChange(this.#pending.get(change.path), change.kind));
    if (this.#running) return; // picked up when the running rebuild ends
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => this.#start(), this.#debounceMs);
  }

  /** True while a rebuild runs or changes wait for one. */
  get busy(): boolean {
    return this.#running !== undefined || this.#pending.size > 0;
  }

  /** Resolves once no rebuild runs and no change waits. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  /** Drops pending changes and waits for a running rebuild to end. */
  async close(): Promise<void> {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#pending.clear();
    await this.#running;
    this.#settle();
  }

  /**
   * Runs `task` (the initial full build) as a rebuild of its own: changes arriving meanwhile wait
   * and start one rebuild after it, exactly as during a normal rebuild.
   */
  async exclusive(task: () => Promise<void>): Promise<void> {
    await this.#running;
    this.#track(task());
    await this.#running;
  }

  #start(): void {
    this.#timer = undefined;
    if (this.#closed || this.#running || this.#pending.size === 0) return;
    const changes = [...this.#pending].map(([path, kind]) => ({ path, kind }));
    this.#pending = new Map();
    this.#track(this.#run(changes));
  }

  #track(rebuild: Promise<void>): void {
    this.#running = rebuild
      .catch(() => {})
      .finally(() => {
        this.#running = undefined;
        // Changes that came in during the rebuild: one more rebuild, after the usual quiet time.
        if (this.#pending.size > 0 && !this.#closed) {
          this.#timer = setTimeout(() => this.#start(), this.#debounceMs);
        } else this.#settle();
      });
  }

  #settle(): void {
    const waiters = this.#idleWaiters;
    this.#idleWaiters = [];
    for (const w of waiters) w();
  }
}
