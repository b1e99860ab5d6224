/**
 * Runs `fn` with everything written to standard output sent to standard error instead: pages'
 * own code (`console.log` in an MDX expression or a snippet, run at build time) must never mix
 * into docsgen's machine-readable output (`--json`), which is written once `fn` has finished.
 * The users' output still reaches the terminal, on standard error.
 */
export async function userOutputToStderr<T>(fn: () => Promise<T>): Promise<T> {
  const original = process.stdout.write;
  process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) =>
    (process.stderr.write as (c: string | Uint8Array, ...r: unknown[]) => boolean)(chunk, ...rest)) as typeof original;
  try {
    return await fn();
  } finally {
    process.stdout.write = original;
  }
}
