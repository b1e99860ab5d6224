import { readFileSync, realpathSync, statSync } from 'node:fs';
import { resolve, sep } from 'node:path';

const MAX_SOURCE_BYTES = 2 * 1024 * 1024;

/**
 * Reads a docs-root-relative file for a code frame, or undefined when it is missing, too big, or
 * resolves (through `..` or a symlink) outside the root: diagnostics name files, and the overlay
 * must never become a way to print arbitrary files.
 */
export function readSource(root: string, file: string): string | undefined {
  try {
    const realRoot = realpathSync(root);
    const real = realpathSync(resolve(realRoot, file));
    if (real !== realRoot && !real.startsWith(realRoot.endsWith(sep) ? realRoot : realRoot + sep)) return undefined;
    if (statSync(real).size > MAX_SOURCE_BYTES) return undefined;
    return readFileSync(real, 'utf8');
  } catch {
    return undefined;
  }
}
