import { closeSync, openSync } from 'node:fs';
import { type Diagnostic, error } from '@docsgen/diagnostics';
import { RAISE_OPEN_FILE_LIMIT } from './build-failure.ts';
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
  const message = (e as Error)?.message ?? String(e);
  const quoted = OWN_MODULE.exec(message);
  const own = quoted && /[\\/]node_modules[\\/]/.test(quoted[1]!) ? quoted : null;
  if (OUT_OF_FILES.test(message) || (own && outOfFiles())) {
    return error(
      'build/too-many-open-files',
      `Page \`${file}\` could not be compiled: the build ran out of open files (EMFILE)${own ? ` while loading docsgen's own module \`${own[1]}\`` : ''}.`,
      { file, line: 1, column: 1, hint: RAISE_OPEN_FILE_LIMIT },
    );
  }
  if (own) {
    // Node's module loader reads a file it cannot open as missing: docsgen's own module said to be
    // missing is a broken install or a process out of file descriptors, never the page's fault.
    return error(
      'build/page-failed',
      `Page \`${file}\` could not be compiled: docsgen could not load its own module \`${own[1]}\`. Node reports a module it cannot open as missing: the process ran out of open files, or docsgen's installation is incomplete.`,
      { file, line: 1, column: 1, hint: `${RAISE_OPEN_FILE_LIMIT} If it persists, reinstall docsgen.` },
    );
  }
  return error('build/page-failed', `Page \`${file}\` could not be compiled: ${message}`, { file, line: 1, column: 1 });
}

const OUT_OF_FILES = /\b(EMFILE|ENFILE)\b|too many open files/i;
// The quoted name as one run, its node_modules part checked apart (two runs around
// `[\\/]node_modules[\\/]` inside the quotes were polynomial).
const OWN_MODULE = /Cannot find (?:package|module) '([^']*)'/;

/** True when this process cannot open one more file now (the page workers share its descriptors). */
function outOfFiles(): boolean {
  try {
    closeSync(openSync(process.execPath, 'r'));
    return false;
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    return code === 'EMFILE' || code === 'ENFILE';
  }
}
