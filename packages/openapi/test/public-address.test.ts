import { describe, expect, it } from 'vitest';
import { isPublicAddress } from '../src/index.ts';
import {
  block,
  EMBEDDED_IPV6,
  IANA_IPV4_SPECIAL,
  IANA_IPV6_SPECIAL,
  spellings,
  toBits,
} from './iana-special-purpose.ts';

/** The first, a middle and the last address of a block, in every spelling. */
function samples(cidr: string): string[] {
  const { first, size, width } = block(cidr);
  return [first, first + size / 2n, first + size - 1n].flatMap((bits) => spellings(bits, width));
}

describe('isPublicAddress', () => {
  it.each(IANA_IPV4_SPECIAL)('refuses IPv4 %s (%s)', (cidr) => {
    expect(samples(cidr).filter(isPublicAddress)).toEqual([]);
  });

  it.each(IANA_IPV6_SPECIAL)('refuses IPv6 %s (%s)', (cidr) => {
    // Inside 2001::/23, Teredo (2001::/32) is judged by the addresses it carries; the rest of the block is refused.
    const inTeredo = (a: string) => toBits(a.replace(/^\[|\]$|%.*$/g, '')) >> 96n === 0x20010000n;
    expect(samples(cidr).filter((a) => !inTeredo(a) && isPublicAddress(a))).toEqual([]);
  });

  it.each(EMBEDDED_IPV6)('judges %s (%s) by the IPv4 address it carries', (_cidr, _name, write) => {
    for (const [v4cidr] of IANA_IPV4_SPECIAL) {
      const { first, size } = block(v4cidr);
      for (const bits of [first, first + size - 1n]) {
        const octets = [24n, 16n, 8n, 0n].map((s) => Number((bits >> s) & 255n));
        const written = write(octets);
        expect([written, ...spellings(toBits(written), 128)].filter(isPublicAddress)).toEqual([]);
      }
    }
    const publicOne = write([8, 8, 8, 8]);
    expect(spellings(toBits(publicOne), 128).every(isPublicAddress)).toBe(true);
  });

  it('allows global unicast addresses in every spelling', () => {
    for (const a of ['8.8.8.8', '1.1.1.1', '172.32.0.1', '192.0.3.1', '100.128.0.1', '223.255.255.254']) {
      expect(isPublicAddress(a)).toBe(true);
    }
    for (const a of ['2606:4700::1111', '2a00:1450:4001:80b::200e', '2001:4860:4860::8888', '3ffe::1']) {
      expect(spellings(toBits(a), 128).filter((s) => !isPublicAddress(s))).toEqual([]);
    }
  });

  it('refuses what is not an IP literal, and reads legacy IPv4 forms as the address they are', () => {
    for (const a of ['localhost', 'example.com', '', '[]', '::g', '1.2.3.4.5', '127.0.0.1 ', '0x7f.1', '2130706433']) {
      expect(isPublicAddress(a)).toBe(false);
    }
    expect(isPublicAddress('[::127.0.0.1]')).toBe(false);
    expect(isPublicAddress('[::7f00:1]')).toBe(false);
    expect(isPublicAddress('64:ff9b::7f00:1')).toBe(false);
    expect(isPublicAddress('::ffff:0:a9fe:a9fe')).toBe(false);
  });
});
