/** How bad a diagnostic is. `--strict` turns warnings into errors. */
export type Severity = 'error' | 'warning' | 'info';

/** A located problem found in the user's input. Every stage returns these instead of throwing. */
export interface Diagnostic {
  /** `error` (the build cannot be right), `warning` (suspicious but buildable) or `info`. */
  severity: Severity;
  /** Stable machine-readable code, e.g. `config/unknown-key`, `nav/missing-page`, `mdx/syntax`. */
  code: string;
  /** What was found, what was expected; one or two sentences. */
  message: string;
  /** File path relative to the docs root (POSIX separators); absent for whole-run problems. */
  file?: string;
  /** 1-based line of the problem in `file`. */
  line?: number;
  /** 1-based column of the problem in `file`. */
  column?: number;
  /** Number of characters the problem spans on its line (for the underline); default 1. */
  length?: number;
  /** JSON path inside docs.json or a spec, e.g. `navigation.tabs[0].groups[2].pages[1]`. */
  jsonPath?: string;
  /** How to fix it. */
  hint?: string;
  /** Other places that belong to this problem (the first occurrence of a duplicate, say). */
  related?: RelatedLocation[];
}

/** A secondary place mentioned by a diagnostic. */
export interface RelatedLocation {
  /** What this place is, e.g. "first defined here". */
  message: string;
  /** File path relative to the docs root. */
  file?: string;
  /** 1-based line. */
  line?: number;
  /** 1-based column. */
  column?: number;
  /** JSON path in the file. */
  jsonPath?: string;
}

/** Makes an error diagnostic. */
export function error(code: string, message: string, at: Partial<Diagnostic> = {}): Diagnostic {
  return { severity: 'error', code, message, ...at };
}

/** Makes a warning diagnostic. */
export function warning(code: string, message: string, at: Partial<Diagnostic> = {}): Diagnostic {
  return { severity: 'warning', code, message, ...at };
}

/** True when any diagnostic is an error (or a warning, under strict). */
export function hasErrors(diagnostics: readonly Diagnostic[], strict = false): boolean {
  return diagnostics.some((d) => d.severity === 'error' || (strict && d.severity === 'warning'));
}

/** Under `--strict`, warnings become errors; other diagnostics are returned unchanged. */
export function applyStrict(diagnostics: readonly Diagnostic[], strict: boolean): Diagnostic[] {
  if (!strict) return [...diagnostics];
  return diagnostics.map((d) => (d.severity === 'warning' ? { ...d, severity: 'error' } : d));
}

/**
 * Each distinct diagnostic once, in first-seen order: a snippet's problem is found by every page
 * importing it, at the same place with the same words, and is one problem to its author.
 */
export function uniqueDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return diagnostics.filter((d) => {
    const key = JSON.stringify([d.severity, d.code, d.file, d.line, d.column, d.length, d.jsonPath, d.message, d.hint]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * Sorts diagnostics deterministically: by file (whole-run ones first), then line, column, code.
 * Code-point comparison so the order never depends on the locale. Exact repeats are kept once
 * (uniqueDiagnostics): no diagnostic is printed twice.
 */
export function sortDiagnostics(diagnostics: readonly Diagnostic[]): Diagnostic[] {
  const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return uniqueDiagnostics(diagnostics).sort(
    (a, b) =>
      cmp(a.file ?? '', b.file ?? '') ||
      (a.line ?? 0) - (b.line ?? 0) ||
      (a.column ?? 0) - (b.column ?? 0) ||
      cmp(a.code, b.code) ||
      cmp(a.message, b.message),
  );
}
