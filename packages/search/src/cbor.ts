import { decode, encode } from 'cborg';

/** A CBOR value of the subset Pagefind's index files use: unsigned ints, text, bytes, arrays, maps. */
export type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue>;

// Strict: only the shortest heads and definite lengths, which is what Pagefind's encoder (minicbor)
// writes, so a decoded-then-encoded file is byte-identical. No tags, no big integers, no
// undefined, NaN or infinities: meeting one means the file format changed under us.
const DECODE = {
  strict: true,
  useMaps: true,
  rejectDuplicateMapKeys: true,
  allowIndefinite: false,
  allowUndefined: false,
  allowBigInt: false,
  allowNaN: false,
  allowInfinity: false,
} as const;

// Map entries keep their insertion order (cborg sorts keys unless told otherwise; its sort is stable).
const ENCODE = { mapSorter: () => 0 };

/** Decodes one CBOR item that fills `bytes` exactly; anything outside the subset throws. */
export function decodeCbor(bytes: Uint8Array): CborValue {
  const value: unknown = decode(bytes, DECODE);
  if (!isCborValue(value)) throw new Error('CBOR: a value outside the subset Pagefind writes');
  return value;
}

/** Encodes a value as canonical CBOR: definite lengths and the shortest integer heads. */
export function encodeCbor(value: CborValue): Uint8Array {
  if (!isCborValue(value)) throw new Error('CBOR: cannot encode a value outside the subset');
  return encode(value, ENCODE);
}

function isCborValue(value: unknown): value is CborValue {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0;
  if (typeof value === 'string' || value instanceof Uint8Array) return true;
  if (Array.isArray(value)) return value.every(isCborValue);
  if (value instanceof Map) for (const [k, v] of value) if (!isCborValue(k) || !isCborValue(v)) return false;
  return value instanceof Map;
}
