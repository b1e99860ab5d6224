import { describe, expect, it } from 'vitest';
import { type PageLimits, type PageMeters, WALL_FALLBACK_FACTOR, watchPage } from '../src/page-watch.ts';
import { currentThreadId, parseThreadStat, readThreadUsage } from '../src/thread-usage.ts';

const MB = 1024 * 1024;
const LIMITS: PageLimits = { cpuMs: 1_000, idleMs: 5_000, memoryBytes: 100 * MB };

/** Meters read from a fake machine the test moves forward. */
function fakeMachine(cpuClock = true) {
  const m = { wall: 0, cpu: 0, reported: 0, touched: 0, resident: 500 * MB };
  const meters: PageMeters = {
    wallMs: () => m.wall,
    cpuMs: () => (cpuClock ? m.cpu : undefined),
    reportedBytes: () => m.reported,
    touchedBytes: () => (cpuClock ? m.touched : undefined),
    residentBytes: () => m.resident,
  };
  return { m, meters };
}

/** Runs a page that needs `cpuMs` of CPU on a machine that gives it `share` of a core, checking every 100 ms of wall time. */
function runLoaded(limits: PageLimits, cpuMs: number, share: number, cpuClock = true) {
  const { m, meters } = fakeMachine(cpuClock);
  const watch = watchPage(limits, meters);
  while (m.cpu < cpuMs) {
    m.wall += 100;
    m.cpu = Math.min(cpuMs, m.cpu + 100 * share);
    const overrun = watch.check();
    if (overrun) return { overrun, wall: m.wall };
  }
  return { overrun: undefined, wall: m.wall };
}

describe('watchPage: a page is bounded by the CPU time it uses', () => {
  it('a page within its CPU time passes on a machine that gives it a tenth of a core, ten times its budget in wall time', () => {
    const { overrun, wall } = runLoaded(LIMITS, 900, 0.1);
    expect(overrun).toBeUndefined();
    // The honesty check: a wall-clock limit of the same size would have stopped this page.
    expect(wall).toBeGreaterThan(LIMITS.cpuMs * 8);
  });

  it('a page that needs more CPU time than its budget stops, loaded or not, at its budget', () => {
    for (const share of [1, 0.1]) {
      const { overrun, wall } = runLoaded(LIMITS, 5_000, share);
      expect(overrun).toEqual({ kind: 'timeout', message: 'used more than 1000 ms of CPU time' });
      expect(wall).toBeLessThanOrEqual((LIMITS.cpuMs + 200) / share);
    }
  });

  it('a page that uses no CPU for idleMs stops (it waits on something that never comes); one that uses a little does not', () => {
    const { m, meters } = fakeMachine();
    const watch = watchPage(LIMITS, meters);
    for (let i = 0; i < 100; i++) {
      m.wall += 1_000;
      m.cpu += 10;
      expect(watch.check()).toBeUndefined();
    }
    m.wall += LIMITS.idleMs;
    expect(watch.check()).toBeUndefined();
    m.wall += 100;
    expect(watch.check()).toEqual({ kind: 'timeout', message: 'made no progress for 5000 ms' });
  });

  it('without a thread CPU clock, wall time stands in at WALL_FALLBACK_FACTOR times the budget', () => {
    expect(runLoaded(LIMITS, 900, 0.5, false).overrun).toBeUndefined();
    const { overrun, wall } = runLoaded(LIMITS, 100_000, 1, false);
    expect(overrun?.kind).toBe('timeout');
    expect(wall).toBe(LIMITS.cpuMs * WALL_FALLBACK_FACTOR + 100);
  });
});

describe('watchPage: what a page holds outside its heap', () => {
  it('stops a page whose worker reports more array buffers than the limit', () => {
    const { m, meters } = fakeMachine();
    const watch = watchPage(LIMITS, meters);
    m.reported = 90 * MB;
    expect(watch.check()).toBeUndefined();
    m.reported = 120 * MB;
    expect(watch.check()).toEqual({ kind: 'memory', message: 'held 120 MB, over its limit of 100 MB' });
  });

  it('stops a page whose thread touched more than the limit while the process grew as much (it could not report)', () => {
    const { m, meters } = fakeMachine();
    const watch = watchPage(LIMITS, meters);
    m.touched += 150 * MB;
    m.resident += 150 * MB;
    expect(watch.check()?.kind).toBe('memory');
  });

  it('does not stop a page that touches much and frees it (the process did not grow), nor one whose process grew from elsewhere', () => {
    const { m, meters } = fakeMachine();
    const watch = watchPage(LIMITS, meters);
    m.touched += 2_000 * MB;
    expect(watch.check()).toBeUndefined();
    m.resident += 2_000 * MB;
    m.touched -= 1_950 * MB;
    expect(watch.check()).toBeUndefined();
  });
});

describe('thread usage (Linux /proc)', () => {
  it('reads the counters of a stat line whose command name holds spaces and parentheses', () => {
    const stat = '4242 (a) b (c) R 1 2 3 0 -1 4194304 97 0 3 0 250 50 0 0 20 0 1 0 81097 3133440 392';
    expect(parseThreadStat(stat)).toEqual({ cpuMs: 3_000, faultBytes: 100 * 4096 });
  });

  it.runIf(process.platform === 'linux')('reads this thread’s CPU time, which grows with work done', () => {
    const tid = currentThreadId();
    expect(tid).toBeGreaterThan(0);
    const before = readThreadUsage(tid)?.cpuMs ?? Number.NaN;
    // A fixed amount of work (about 0.3 s of CPU), however long the machine takes to do it.
    let spin = 0;
    for (let i = 0; i < 3e8; i++) spin = (spin + i) % 1_000_003;
    expect(spin).toBeGreaterThanOrEqual(0);
    expect((readThreadUsage(tid)?.cpuMs ?? 0) - before).toBeGreaterThan(100);
  });
});
