import { setFlagsFromString } from 'node:v8';

/**
 * How many of V8's profiler ticks a function must collect before TurboFan optimizes it (V8's
 * default is 3). A build runs the same code in three isolates (its own thread and two page
 * workers), and each optimized about 460 functions on its own, many of them only briefly hot, and
 * deoptimized and optimized again those whose early type feedback did not last: TurboFan was about
 * two thirds of the helper threads' CPU at 1,000 pages. Waiting for more ticks: 1,376 → 1,150
 * optimizations, 173 → 81 deoptimizations, the helper threads 1.3 to 1.7 s less CPU, the page
 * workers about the same (PERFORMANCE.md, "TurboFan's share").
 */
export const TICKS_BEFORE_OPTIMIZATION = 12;

/**
 * Sets the process's V8 tiering threshold for a docsgen command. V8's flags are the process's, so
 * the page workers started afterwards share it; the setting changes only when code is optimized,
 * never what it computes. Called by the CLI, not by the programmatic API (whose caller owns the
 * process).
 */
export function tuneV8(): void {
  setFlagsFromString(`--ticks-before-optimization=${TICKS_BEFORE_OPTIMIZATION}`);
}
