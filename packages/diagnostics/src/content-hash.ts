import { createHash } from 'node:crypto';

/** Hex SHA-256 of the given parts (strings or bytes), each length-prefixed so boundaries count. */
export function contentHash(...parts: Array<string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const part of parts) {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  }
  return hash.digest('hex');
}

/** `theme.css` + contents → `theme.<10 hex>.css`, so hosts can cache the file forever. */
export function hashedName(name: string, contents: string | Uint8Array): string {
  const hash = contentHash(contents).slice(0, 10);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)}.${hash}${name.slice(dot)}` : `${name}.${hash}`;
}
