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
 * How far, in percent, V8 lets a heap grow past what its last full collection kept before it
 * collects again (V8 picks 10 to 300 % from how fast it collects). A build's garbage comes in
 * bursts (a worker's page, the API pages rendered on this thread, the search index's messages),
 * and V8's own choice let the heaps reach about twice what they held. Cold builds of the 1,000-page
 * corpus, alternating: V8's choice peaked at 532 to 555 MB; 40 % at 483 to 492 MB, for about 0.3 s
 * more of the collector's CPU (25 %: 471 to 485 MB, for 1.9 s more). At 10,000 pages: 1,126 and
 * 1,127 MB against 839 and 855 MB, CPU within the machine's noise (PERFORMANCE.md, "Heap growth").
 */
export const HEAP_GROWING_PERCENT = 40;

/** The V8 flags a docsgen command runs with. */
export const V8_FLAGS = [
  `--ticks-before-optimization=${TICKS_BEFORE_OPTIMIZATION}`,
  `--heap-growing-percent=${HEAP_GROWING_PERCENT}`,
];

/**
 * Sets the process's V8 flags for a docsgen command. V8's flags are the process's, so the page
 * workers started afterwards share them; they change when code is optimized and when garbage is
 * collected, never what it computes. Called by the CLI, not by the programmatic API (whose caller
 * owns the process).
 */
export function tuneV8(): void {
  for (const flag of V8_FLAGS) setFlagsFromString(flag);
}
