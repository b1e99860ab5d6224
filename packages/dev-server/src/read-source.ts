import { readInsideSync } from '@docsgen/diagnostics/read-inside';

const MAX_SOURCE_BYTES = 2 * 1024 * 1024;

/**
 * Reads a docs-root-relative file for a code frame, or undefined when it is missing, too big, or
 * resolves (through `..` or a symlink) outside the root: diagnostics name files, and the overlay
 * must never become a way to print arbitrary files. Read through the one read gate.
 */
export function readSource(root: string, file: string): string | undefined {
  const read = readInsideSync(root, file, { maxBytes: MAX_SOURCE_BYTES });
  return read.ok ? read.bytes.toString('utf8') : undefined;
}
