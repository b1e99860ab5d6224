/**
 * Byte offset of the first invalid UTF-8 sequence in `bytes`, or -1 when the whole buffer is valid.
 * Valid files (nearly all) cost one fatal decode; only invalid ones pay for the search, which
 * decodes growing prefixes in streaming mode so a sequence cut by the prefix end is not an error.
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const fails = (end: number) => {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(0, end), { stream: end < bytes.length });
      return false;
    } catch {
      return true;
    }
  };
  if (!fails(bytes.length)) return -1;
  let lo = 0;
  let hi = bytes.length;
  // Smallest prefix length that fails: its last byte completes the first invalid sequence.
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (fails(mid)) hi = mid;
    else lo = mid + 1;
  }
  return Math.max(0, lo - 1);
}
