import { isPublicAddress } from '@docsgen/openapi';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  block,
  EMBEDDED_IPV6,
  IANA_IPV4_SPECIAL,
  IANA_IPV6_SPECIAL,
  spellings,
  toBits,
} from '../../packages/openapi/test/iana-special-purpose.ts';
import { fuzzRuns, fuzzSeed } from './fuzz-helpers.ts';

const TEREDO = block('2001::/32');

/** A random address inside `cidr`, as bits. */
const inBlock = (cidr: string) => {
  const { first, size, width } = block(cidr);
  return fc.bigInt({ min: 0n, max: size - 1n }).map((offset) => ({ bits: first + offset, width }));
};

/** One of an address's spellings, chosen at random. */
const spelled = (a: { bits: bigint; width: 32 | 128 }) => fc.constantFrom(...spellings(a.bits, a.width));

/** Any address of a special-purpose block (Teredo's own /32 left to the embedded case), in any spelling. */
const specialAddress = fc
  .constantFrom(...IANA_IPV4_SPECIAL, ...IANA_IPV6_SPECIAL)
  .chain(([cidr]) => inBlock(cidr))
  .filter((a) => a.width === 32 || a.bits < TEREDO.first || a.bits >= TEREDO.first + TEREDO.size)
  .chain(spelled);

/** An IPv6 address carrying a special-purpose IPv4 address (mapped, compatible, SIIT, NAT64, 6to4, Teredo), in any spelling. */
const embeddedAddress = fc
  .tuple(
    fc.constantFrom(...IANA_IPV4_SPECIAL).chain(([cidr]) => inBlock(cidr)),
    fc.constantFrom(...EMBEDDED_IPV6),
  )
  .map(([v4, [, , write]]) => write([24n, 16n, 8n, 0n].map((s) => Number((v4.bits >> s) & 255n))))
  .chain((written) => fc.constantFrom(written, ...spellings(toBits(written), 128)));

describe('address classification (property)', () => {
  const params = { numRuns: fuzzRuns(3000), seed: fuzzSeed() };

  it('refuses every address of a special-purpose block, however it is written', () => {
    fc.assert(
      fc.property(specialAddress, (address) => {
        expect(isPublicAddress(address)).toBe(false);
      }),
      params,
    );
  });

  it('refuses every IPv6 form that carries a special-purpose IPv4 address', () => {
    fc.assert(
      fc.property(embeddedAddress, (address) => {
        expect(isPublicAddress(address)).toBe(false);
      }),
      params,
    );
  });
});
