// What a page's worker thread has used, read from outside the thread: its CPU time and the memory
// pages it touched. Linux only (/proc): both are per-thread counters the kernel keeps, so they can
// be read while the thread is busy in a synchronous loop or in native code, where the thread itself
// could never answer. Elsewhere the readers return undefined and the pool falls back (page-pool.ts).
import { readFileSync, readlinkSync } from 'node:fs';

/** Linux's USER_HZ: the unit of a thread's utime and stime in /proc (fixed at 100 by the kernel ABI). */
const TICKS_PER_SECOND = 100;
/** Bytes in a memory page, as counted by a minor fault (4 KiB on the platforms Node supports on Linux). */
const PAGE_BYTES = 4096;

/** One reading of a thread's counters. */
export interface ThreadUsage {
  /** User plus system CPU time, in ms (10 ms steps). */
  cpuMs: number;
  /** Bytes of memory pages the thread touched for the first time (minor plus major faults × 4 KiB). */
  faultBytes: number;
}

/**
 * This thread's kernel thread id (call it in the thread itself), or 0 where /proc/thread-self does
 * not exist (not Linux).
 */
export function currentThreadId(): number {
  try {
    // `<pid>/task/<tid>`
    const tid = Number(readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) && tid > 0 ? tid : 0;
  } catch {
    return 0;
  }
}

/** The counters of thread `tid` of this process, or undefined when they cannot be read. */
export function readThreadUsage(tid: number): ThreadUsage | undefined {
  if (tid <= 0) return undefined;
  try {
    return parseThreadStat(readFileSync(`/proc/self/task/${tid}/stat`, 'latin1'));
  } catch {
    return undefined;
  }
}

/**
 * The counters in a /proc `stat` line. The second field (the command name, in parentheses) may
 * hold spaces and parentheses, so fields are counted from the last `)`: minflt is field 10,
 * majflt 12, utime 14 and stime 15 (man 5 proc).
 */
export function parseThreadStat(stat: string): ThreadUsage | undefined {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (state).
  const [minflt, majflt, utime, stime] = [fields[7], fields[9], fields[11], fields[12]].map(Number);
  if (![minflt, majflt, utime, stime].every((n) => Number.isFinite(n))) return undefined;
  return {
    cpuMs: (((utime as number) + (stime as number)) * 1000) / TICKS_PER_SECOND,
    faultBytes: ((minflt as number) + (majflt as number)) * PAGE_BYTES,
  };
}
