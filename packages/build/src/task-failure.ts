import { type Diagnostic, error } from '@docsgen/diagnostics';
import { PageTaskError } from './page-pool.ts';

/** Throws an AbortError when the build was interrupted. */
export function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) {
    const e = new Error('The build was interrupted.');
    e.name = 'AbortError';
    throw e;
  }
}

/** The diagnostic of a page whose compile failed: its worker crashed, timed out or ran out of memory, or it threw. */
export function taskFailure(file: string, e: unknown): Diagnostic {
  if (e instanceof PageTaskError) {
    const what =
      e.kind === 'timeout'
        ? `took too long to compile (${e.message})`
        : e.kind === 'memory'
          ? `ran out of memory while compiling (${e.message})`
          : `crashed its worker (${e.message})`;
    return error(`build/page-${e.kind}`, `Page \`${file}\` ${what}; it was stopped and left out.`, {
      file,
      line: 1,
      column: 1,
      hint: 'Look for an expression that loops, or content that grows without bound (deep nesting, huge tables).',
    });
  }
  return error('build/page-failed', `Page \`${file}\` could not be compiled: ${(e as Error)?.message ?? String(e)}`, {
    file,
    line: 1,
    column: 1,
  });
}
