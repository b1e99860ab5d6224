/**
 * `DOCSGEN_TRACE=1 docsgen build` prints when each stage of the build ends, in ms since the
 * process started, to stderr: the first thing to look at when a build is slower than it should be.
 */
export const trace: (stage: string) => void = process.env.DOCSGEN_TRACE
  ? (stage) => process.stderr.write(`[trace] ${performance.now().toFixed(0).padStart(6)} ms  ${stage}\n`)
  : () => undefined;
