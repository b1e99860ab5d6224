import type { Diagnostic } from '@docsgen/diagnostics';

/** A start-up failure the user can fix (no free port, host not available); carries the diagnostic to print. */
export class DevServerError extends Error {
  /** What went wrong, where, and how to fix it. */
  readonly diagnostic: Diagnostic;

  constructor(diagnostic: Diagnostic) {
    super(diagnostic.message);
    this.name = 'DevServerError';
    this.diagnostic = diagnostic;
  }
}
