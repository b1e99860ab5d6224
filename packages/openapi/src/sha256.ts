import { createHash } from 'node:crypto';

/** Hex SHA-256 of a text: what a spec file or a bundled document is known by between loads. */
export function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}
