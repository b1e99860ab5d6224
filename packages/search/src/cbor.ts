/** A CBOR value of the subset Pagefind's index files use: unsigned ints, text, bytes, arrays, maps. */
export type CborValue = number | string | Uint8Array | CborValue[] | Map<CborValue, CborValue>;

const UINT = 0;
const BYTES = 2;
const TEXT = 3;
const ARRAY = 4;
const MAP = 5;

/**
 * Decodes one CBOR item that fills `bytes` exactly. Anything outside the subset (negative ints,
 * floats, tags, indefinite lengths) throws: Pagefind's pinned version never writes it, so meeting
 * it means the file format changed under us.
 */
export function decodeCbor(bytes: Uint8Array): CborValue {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = new TextDecoder('utf-8', { fatal: true });
  let at = 0;
  const need = (n: number) => {
    if (at + n > bytes.length) throw new Error(`CBOR: truncated at byte ${at}`);
  };
  const head = (): [number, number] => {
    need(1);
    const first = bytes[at++] as number;
    const major = first >> 5;
    const info = first & 31;
    if (info < 24) return [major, info];
    const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0;
    if (!size) throw new Error(`CBOR: unsupported additional info ${info} at byte ${at - 1}`);
    need(size);
    let value: number;
    if (size === 1) value = view.getUint8(at);
    else if (size === 2) value = view.getUint16(at);
    else if (size === 4) value = view.getUint32(at);
    else {
      const big = view.getBigUint64(at);
      if (big > BigInt(Number.MAX_SAFE_INTEGER)) throw new Error(`CBOR: integer too large at byte ${at}`);
      value = Number(big);
    }
    at += size;
    return [major, value];
  };
  const item = (): CborValue => {
    const [major, value] = head();
    switch (major) {
      case UINT:
        return value;
      case BYTES:
      case TEXT: {
        need(value);
        const chunk = bytes.subarray(at, at + value);
        at += value;
        return major === TEXT ? text.decode(chunk) : chunk.slice();
      }
      case ARRAY: {
        const list: CborValue[] = [];
        for (let i = 0; i < value; i++) list.push(item());
        return list;
      }
      case MAP: {
        const map = new Map<CborValue, CborValue>();
        for (let i = 0; i < value; i++) map.set(item(), item());
        return map;
      }
      default:
        throw new Error(`CBOR: unsupported major type ${major} at byte ${at - 1}`);
    }
  };
  const result = item();
  if (at !== bytes.length) throw new Error(`CBOR: ${bytes.length - at} trailing bytes`);
  return result;
}

/**
 * Encodes a value as canonical CBOR: definite lengths and the shortest integer heads, which is
 * what Pagefind's encoder (minicbor) writes, so a decoded-then-encoded file is byte-identical.
 * Map entries keep their insertion order.
 */
export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = [];
  const head = (major: number, n: number) => {
    if (!Number.isSafeInteger(n) || n < 0) throw new Error(`CBOR: cannot encode ${n} as an unsigned integer`);
    const top = major << 5;
    if (n < 24) out.push(top | n);
    else if (n < 0x100) out.push(top | 24, n);
    else if (n < 0x10000) out.push(top | 25, n >> 8, n & 0xff);
    else if (n < 0x100000000) out.push(top | 26, n >>> 24, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff);
    else {
      out.push(top | 27);
      const big = BigInt(n);
      for (let shift = 56n; shift >= 0n; shift -= 8n) out.push(Number((big >> shift) & 0xffn));
    }
  };
  const encoder = new TextEncoder();
  const item = (v: CborValue) => {
    if (typeof v === 'number') head(UINT, v);
    else if (typeof v === 'string') {
      const bytes = encoder.encode(v);
      head(TEXT, bytes.length);
      for (const b of bytes) out.push(b);
    } else if (v instanceof Uint8Array) {
      head(BYTES, v.length);
      for (const b of v) out.push(b);
    } else if (Array.isArray(v)) {
      head(ARRAY, v.length);
      for (const x of v) item(x);
    } else {
      head(MAP, v.size);
      for (const [k, x] of v) {
        item(k);
        item(x);
      }
    }
  };
  item(value);
  return Uint8Array.from(out);
}
