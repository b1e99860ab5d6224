import { describe, expect, it } from 'vitest';
import { type CborValue, decodeCbor, encodeCbor } from '../src/cbor.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('CBOR codec', () => {
  it('writes the shortest integer head at every size boundary (RFC 8949 examples)', () => {
    expect(hex(encodeCbor(0))).toBe('00');
    expect(hex(encodeCbor(23))).toBe('17');
    expect(hex(encodeCbor(24))).toBe('1818');
    expect(hex(encodeCbor(255))).toBe('18ff');
    expect(hex(encodeCbor(256))).toBe('190100');
    expect(hex(encodeCbor(65535))).toBe('19ffff');
    expect(hex(encodeCbor(65536))).toBe('1a00010000');
    expect(hex(encodeCbor(4294967296))).toBe('1b0000000100000000');
  });

  it('encodes text by UTF-8 length, bytes, arrays and maps with definite lengths', () => {
    expect(hex(encodeCbor('a'))).toBe('6161');
    expect(hex(encodeCbor('ü'))).toBe('62c3bc');
    expect(hex(encodeCbor(new Uint8Array([1, 2])))).toBe('420102');
    expect(hex(encodeCbor([1, [2, 3]]))).toBe('8201820203');
    expect(hex(encodeCbor(new Map<CborValue, CborValue>([['a', 1]])))).toBe('a1616101');
    // Insertion order, not sorted keys.
    expect(
      hex(
        encodeCbor(
          new Map<CborValue, CborValue>([
            ['b', 1],
            ['a', 2],
          ]),
        ),
      ),
    ).toBe('a2616201616102');
  });

  it('round-trips nested values', () => {
    const value: CborValue = [
      'version',
      [
        ['v1', [0, 2, 300, 70000]],
        ['β', []],
      ],
      new Map([['k', 'x'.repeat(300)]]),
    ];
    expect(decodeCbor(encodeCbor(value))).toEqual(value);
  });

  it('rejects what Pagefind never writes instead of guessing', () => {
    expect(() => decodeCbor(Uint8Array.from([0x9f, 0x01, 0xff]))).toThrow(/indefinite/);
    expect(() => decodeCbor(Uint8Array.from([0x20]))).toThrow(/outside the subset/);
    expect(() => decodeCbor(Uint8Array.from([0xf5]))).toThrow(/outside the subset/);
    expect(() => decodeCbor(Uint8Array.from([0xfb, 0x3f, 0xf8, 0, 0, 0, 0, 0, 0]))).toThrow(/outside the subset/);
    expect(() => decodeCbor(Uint8Array.from([0xc1, 0x01]))).toThrow(/tag/);
    expect(() => decodeCbor(Uint8Array.from([0x01, 0x02]))).toThrow(/too many terminals|trailing|remaining/i);
    expect(() => decodeCbor(Uint8Array.from([0x62, 0x61]))).toThrow(/not enough data|truncated|unexpected end/i);
    // A longer head than needed: Pagefind never writes one, and it would not survive a round trip.
    expect(() => decodeCbor(Uint8Array.from([0x18, 0x01]))).toThrow(/minimal|strict/i);
    expect(() => decodeCbor(Uint8Array.from([0x1b, 0, 0x20, 0, 0, 0, 0, 0, 0]))).toThrow(/safe|BigInt|integer/i);
  });
});
