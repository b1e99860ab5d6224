// The limits of one running page task, checked from the build's thread: what the page did (its
// thread's CPU time, the memory it holds), never how long the machine took to let it do it. Kept
// apart from the pool with its clocks injected, so the rule is tested with a fake clock.

/** A running page's limits; each default is far above what any real page uses. */
export interface PageLimits {
  /** CPU time the page's thread may use, in ms. */
  cpuMs: number;
  /** Wall time the page may go without using any CPU (waiting on something that never comes), in ms. */
  idleMs: number;
  /** Memory the page may hold besides its JavaScript heap (array buffers, external; or new memory it touched and kept), in bytes. */
  memoryBytes: number;
}

/** What the watch reads, each call a fresh reading; undefined where the platform cannot say. */
export interface PageMeters {
  /** Monotonic wall clock, ms. */
  wallMs(): number;
  /** CPU time of the page's thread so far, ms; asked first in each check. */
  cpuMs(): number | undefined;
  /** Memory the page's worker reported holding outside its heap, bytes (read when it last could). */
  reportedBytes(): number | undefined;
  /** Bytes of memory the page's thread has touched so far (page faults). */
  touchedBytes(): number | undefined;
  /** Resident size of the whole process, bytes. */
  residentBytes(): number;
}

/** Why a page was stopped. */
export type Overrun = { kind: 'timeout'; message: string } | { kind: 'memory'; message: string };

/** Without a per-thread CPU clock (not Linux), wall time stands in, at this many times the CPU budget. */
export const WALL_FALLBACK_FACTOR = 4;

const MB = 1024 * 1024;

/**
 * Starts watching a page that starts now; `check()` (called every ~100 ms) says whether it went over
 * a limit. CPU time is counted from the start; a page whose CPU time does not move for `idleMs`
 * has stopped making progress. Memory: what the worker last reported (array buffers, external);
 * and, for a page that grows inside one synchronous run where its worker cannot report, the
 * memory its own thread touched, counted only when the process grew by as much (a page that
 * allocates and frees over and over touches much, holds little).
 */
export function watchPage(limits: PageLimits, meters: PageMeters): { check(): Overrun | undefined } {
  const startWall = meters.wallMs();
  const startCpu = meters.cpuMs();
  const startTouched = meters.touchedBytes();
  const startResident = meters.residentBytes();
  let lastCpu = startCpu;
  let lastProgress = startWall;
  return {
    check() {
      const now = meters.wallMs();
      const cpu = meters.cpuMs();
      if (cpu !== undefined && startCpu !== undefined) {
        if (cpu - startCpu > limits.cpuMs) {
          return { kind: 'timeout', message: `used more than ${limits.cpuMs} ms of CPU time` };
        }
        if (lastCpu === undefined || cpu > lastCpu) {
          lastCpu = cpu;
          lastProgress = now;
        } else if (now - lastProgress > limits.idleMs) {
          return { kind: 'timeout', message: `made no progress for ${limits.idleMs} ms` };
        }
      } else if (now - startWall > limits.cpuMs * WALL_FALLBACK_FACTOR) {
        return { kind: 'timeout', message: `took longer than ${limits.cpuMs * WALL_FALLBACK_FACTOR} ms` };
      }
      const touched = meters.touchedBytes();
      const reported = meters.reportedBytes() ?? 0;
      const grown =
        touched !== undefined && startTouched !== undefined
          ? Math.min(touched - startTouched, meters.residentBytes() - startResident)
          : 0;
      const held = Math.max(reported, grown);
      if (held > limits.memoryBytes) {
        return {
          kind: 'memory',
          message: `held ${Math.round(held / MB)} MB, over its limit of ${Math.round(limits.memoryBytes / MB)} MB`,
        };
      }
      return undefined;
    },
  };
}
