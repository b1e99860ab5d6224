// Vitest compares Buffers element by element through its generic iterable equality: a readTree()
// of a built site (fonts, search shards: megabytes) took half a minute to compare with toEqual,
// minutes on a loaded machine. Buffers are compared as bytes instead, with the same verdict.
import { expect } from 'vitest';

expect.addEqualityTesters([
  (a: unknown, b: unknown) => (Buffer.isBuffer(a) && Buffer.isBuffer(b) ? a.equals(b) : undefined),
]);
