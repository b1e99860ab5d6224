import { closeSync, fstatSync, openSync, readSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { type Diagnostic, formatReport, sortDiagnostics } from '@docsgen/diagnostics';

/** Options for {@link printDiagnostics}. */
export interface PrintOptions {
  /** Docs root: diagnostic files are relative to it and code frames read them from there. */
  root: string;
  /** Print a JSON array of diagnostics instead of code frames; default false. */
  json?: boolean;
  /** ANSI colours in code frames; default: when the stream is a terminal and NO_COLOR is unset. */
  color?: boolean;
  /** Where to write; default standard error (JSON goes to standard output). */
  stream?: NodeJS.WritableStream & { isTTY?: boolean; rows?: number };
  /**
   * `check` (default): every problem, identical ones grouped. `build`: errors in full, warnings
   * grouped and kept to about a screen. `build-verbose`: every problem with every place.
   */
  mode?: 'check' | 'build' | 'build-verbose';
}

/** How to turn an authoring-convention lint off, shown in the report's heading for them. */
export const CONVENTIONS_OFF =
  'turn one off with `"docsgen": { "lints": { "<code>": false } }` in docs.json or `--no-lint <code>`';

/** Lines a report takes in `build` mode when the stream is not a terminal (a terminal's own height otherwise). */
const DEFAULT_SCREEN = 50;

/** Largest file read back for a code frame; bigger files get the header and hint only. */
const MAX_SOURCE_BYTES = 5 * 1024 * 1024;

/**
 * Prints the diagnostics of a run: as code frames grouped by file, identical ones once with their
 * other places, and a summary per code (see {@link PrintOptions.mode}); or (`json`) every one as
 * one JSON array sorted like the report. Sources are read only from inside the root.
 */
export function printDiagnostics(diagnostics: readonly Diagnostic[], options: PrintOptions): void {
  if (options.json) {
    const stream = options.stream ?? process.stdout;
    stream.write(`${JSON.stringify(sortDiagnostics(diagnostics), null, 2)}\n`);
    return;
  }
  const stream = options.stream ?? process.stderr;
  const color = options.color ?? (Boolean(stream.isTTY) && !process.env.NO_COLOR);
  const mode = options.mode ?? 'check';
  const screen = stream.isTTY && stream.rows ? stream.rows : DEFAULT_SCREEN;
  const report = formatReport(diagnostics, {
    color,
    readSource: (file) => readInsideRoot(options.root, file),
    byCode: true,
    conventionsOff: CONVENTIONS_OFF,
    ...(mode === 'check'
      ? { seeAll: '`docsgen check --json`' }
      : mode === 'build'
        ? { seeAll: '`docsgen build --verbose`', maxLines: Math.max(15, screen - 16) }
        : { places: Number.POSITIVE_INFINITY, seeAll: '`docsgen build --json`' }),
  });
  stream.write(`${report}\n`);
}

/** Text of a docs-root-relative file, or undefined when it is outside the root, too big or unreadable. */
export function readInsideRoot(root: string, file: string): string | undefined {
  try {
    const realRoot = realpathSync(root);
    const real = realpathSync(path.resolve(realRoot, file));
    const rel = path.relative(realRoot, real);
    if (rel === '' || rel === '..' || rel.startsWith(`..${path.sep}`) || path.isAbsolute(rel)) return undefined;
    const fd = openSync(real, 'r');
    try {
      const size = fstatSync(fd).size;
      if (size > MAX_SOURCE_BYTES) return undefined;
      const buf = Buffer.alloc(size);
      readSync(fd, buf, 0, size, 0);
      return buf.toString('utf8');
    } finally {
      closeSync(fd);
    }
  } catch {
    return undefined;
  }
}
