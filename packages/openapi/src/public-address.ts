// The one place ipaddr.js is imported.
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** IPv6 global unicast (RFC 4291 §2.4): everything else (`::/8`, `fc00::/7`, `fe80::/10`, `ff00::/8`…) is not. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3') as [IPv6, number];

/**
 * IPv6 ranges that carry an IPv4 address, and where: each is judged by that address. Teredo carries
 * two (the server's, and the client's with every bit inverted): both must be public.
 */
const EMBEDDING: Array<{ cidr: [IPv6, number]; carried: (a: IPv6) => IPv4[] }> = [
  // IPv4-mapped `::ffff:0:0/96`, IPv4-compatible `::/96` (deprecated), SIIT `::ffff:0:0:0/96`,
  // NAT64 well-known prefix `64:ff9b::/96` (RFC 6052): the last 32 bits.
  ...['::ffff:0:0/96', '::/96', '::ffff:0:0:0/96', '64:ff9b::/96'].map((cidr) => ({
    cidr: ipaddr.IPv6.parseCIDR(cidr),
    carried: (a: IPv6) => [v4(a.parts[6]!, a.parts[7]!)],
  })),
  // 6to4 `2002::/16` (RFC 3056): bits 16-47.
  { cidr: ipaddr.IPv6.parseCIDR('2002::/16'), carried: (a: IPv6) => [v4(a.parts[1]!, a.parts[2]!)] },
  // Teredo `2001::/32` (RFC 4380): the server in bits 32-63, the client inverted in bits 96-127.
  {
    cidr: ipaddr.IPv6.parseCIDR('2001::/32'),
    carried: (a: IPv6) => [v4(a.parts[2]!, a.parts[3]!), v4(~a.parts[6]! & 0xffff, ~a.parts[7]! & 0xffff)],
  },
];

function v4(high: number, low: number): IPv4 {
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}

/** An IPv4 address is public when ipaddr.js puts it in no special range (its table covers the IANA special-purpose registry). */
function isPublicV4(address: IPv4): boolean {
  return address.range() === 'unicast';
}

function isPublicV6(address: IPv6): boolean {
  const embedding = EMBEDDING.find((e) => address.match(e.cidr));
  if (embedding) return embedding.carried(address).every(isPublicV4);
  return address.match(GLOBAL_UNICAST_V6) && address.range() === 'unicast';
}

/**
 * Whether `address` is a global unicast address a build may fetch from: an IP literal in any textual
 * form (brackets, zone id, upper case, compressed or mixed IPv6 notation) that lies in no IANA
 * special-purpose range (private, loopback, link-local, shared, documentation, benchmarking,
 * multicast, reserved…) and, for IPv6, inside `2000::/3`. IPv6 forms that carry an IPv4 address
 * (mapped, compatible, SIIT, NAT64, 6to4, Teredo) are judged by the IPv4 address they carry. Anything
 * that is not an IP literal is not public.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.trim().replace(/^\[(.*)\]$/, '$1');
  let parsed: IPv4 | IPv6;
  try {
    // ipaddr.js also reads IPv4's legacy forms (`0x7f.1`, `2130706433`), which some resolvers accept.
    parsed = ipaddr.parse(bare);
  } catch {
    return false;
  }
  return parsed.kind() === 'ipv4' ? isPublicV4(parsed as IPv4) : isPublicV6(parsed as IPv6);
}
