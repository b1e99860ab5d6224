/**
 * The IANA special-purpose address registries, row by row (address block and name as IANA writes
 * them): https://www.iana.org/assignments/iana-ipv4-special-registry and
 * https://www.iana.org/assignments/iana-ipv6-special-registry, plus the multicast blocks and the
 * IPv6 space outside global unicast (`2000::/3`). No address in any of them may be fetched from.
 */
export const IANA_IPV4_SPECIAL: ReadonlyArray<[string, string]> = [
  ['0.0.0.0/8', '"This network"'],
  ['0.0.0.0/32', '"This host on this network"'],
  ['10.0.0.0/8', 'Private-Use'],
  ['100.64.0.0/10', 'Shared Address Space'],
  ['127.0.0.0/8', 'Loopback'],
  ['169.254.0.0/16', 'Link Local'],
  ['172.16.0.0/12', 'Private-Use'],
  ['192.0.0.0/24', 'IETF Protocol Assignments'],
  ['192.0.0.0/29', 'IPv4 Service Continuity Prefix'],
  ['192.0.0.8/32', 'IPv4 dummy address'],
  ['192.0.0.9/32', 'Port Control Protocol Anycast'],
  ['192.0.0.10/32', 'Traversal Using Relays around NAT Anycast'],
  ['192.0.0.170/32', 'NAT64/DNS64 Discovery'],
  ['192.0.0.171/32', 'NAT64/DNS64 Discovery'],
  ['192.0.2.0/24', 'Documentation (TEST-NET-1)'],
  ['192.31.196.0/24', 'AS112-v4'],
  ['192.52.193.0/24', 'AMT'],
  ['192.88.99.0/24', 'Deprecated (6to4 Relay Anycast)'],
  ['192.88.99.2/32', '6a44-relay anycast address'],
  ['192.168.0.0/16', 'Private-Use'],
  ['192.175.48.0/24', 'Direct Delegation AS112 Service'],
  ['198.18.0.0/15', 'Benchmarking'],
  ['198.51.100.0/24', 'Documentation (TEST-NET-2)'],
  ['203.0.113.0/24', 'Documentation (TEST-NET-3)'],
  ['240.0.0.0/4', 'Reserved'],
  ['255.255.255.255/32', 'Limited Broadcast'],
  // IANA multicast address space registry.
  ['224.0.0.0/4', 'Multicast'],
];

/** IPv6 rows whose addresses carry an IPv4 address: judged by that address instead (see EMBEDDED_IPV6). */
export const IANA_IPV6_SPECIAL: ReadonlyArray<[string, string]> = [
  ['::1/128', 'Loopback Address'],
  ['::/128', 'Unspecified Address'],
  ['64:ff9b:1::/48', 'IPv4-IPv6 Translat. (local use)'],
  ['100::/64', 'Discard-Only Address Block'],
  ['100:0:0:1::/64', 'Dummy IPv6 Prefix'],
  ['2001::/23', 'IETF Protocol Assignments'],
  ['2001:1::1/128', 'Port Control Protocol Anycast'],
  ['2001:1::2/128', 'Traversal Using Relays around NAT Anycast'],
  ['2001:1::3/128', 'DNS-SD Service Registration Protocol Anycast'],
  ['2001:2::/48', 'Benchmarking'],
  ['2001:3::/32', 'AMT'],
  ['2001:4:112::/48', 'AS112-v6'],
  ['2001:10::/28', 'Deprecated (previously ORCHID)'],
  ['2001:20::/28', 'ORCHIDv2'],
  ['2001:30::/28', 'Drone Remote ID Protocol Entity Tags (DETs) Prefix'],
  ['2001:db8::/32', 'Documentation'],
  ['2620:4f:8000::/48', 'Direct Delegation AS112 Service'],
  ['3fff::/20', 'Documentation'],
  ['5f00::/16', 'Segment Routing (SRv6) SIDs'],
  ['fc00::/7', 'Unique-Local'],
  ['fe80::/10', 'Link-Local Unicast'],
  // Outside the special-purpose registry but not global unicast: multicast, site-local, the rest of `::/8`.
  ['ff00::/8', 'Multicast'],
  ['fec0::/10', 'Site-Local (deprecated)'],
  ['4000::/2', 'Unassigned (outside 2000::/3)'],
  ['c000::/3', 'Unassigned (outside 2000::/3)'],
];

/** IPv6 rows that carry an IPv4 address, and how to write one carrying `v4` (four octets). */
export const EMBEDDED_IPV6: ReadonlyArray<[string, string, (v4: number[]) => string]> = [
  ['::ffff:0:0/96', 'IPv4-mapped Address', (o) => `::ffff:${o.join('.')}`],
  ['::/96', 'IPv4-compatible Address (deprecated)', (o) => `::${o.join('.')}`],
  ['::ffff:0:0:0/96', 'SIIT IPv4-translated Address', (o) => `::ffff:0:${o.join('.')}`],
  ['64:ff9b::/96', 'IPv4-IPv6 Translat.', (o) => `64:ff9b::${o.join('.')}`],
  ['2002::/16', '6to4', (o) => `2002:${hex(o[0]!, o[1]!)}:${hex(o[2]!, o[3]!)}::1`],
  // TEREDO: a public server (192.0.2.x is documentation, so 8.8.4.4 stands in), the client's address inverted.
  [
    '2001::/32',
    'TEREDO',
    (o) => `2001:0:808:404:8000:ffff:${hex(~o[0]! & 255, ~o[1]! & 255)}:${hex(~o[2]! & 255, ~o[3]! & 255)}`,
  ],
];

function hex(a: number, b: number): string {
  return ((a << 8) | b).toString(16);
}

/** 128 bits of an IPv6 literal (full or `::`-compressed, an IPv4 tail allowed), or 32 of an IPv4 one. */
export function toBits(address: string): bigint {
  if (!address.includes(':')) return address.split('.').reduce((n, o) => (n << 8n) | BigInt(o), 0n);
  let text = address;
  const tail = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (tail) {
    const v = toBits(tail[1]!);
    text = text.replace(tail[1]!, `${(v >> 16n).toString(16)}:${(v & 0xffffn).toString(16)}`);
  }
  const [head = '', rest] = text.split('::');
  const h = head === '' ? [] : head.split(':');
  const r = rest === undefined || rest === '' ? [] : rest.split(':');
  const parts = rest === undefined ? h : [...h, ...Array(8 - h.length - r.length).fill('0'), ...r];
  return parts.reduce((n, p) => (n << 16n) | BigInt(`0x${p}`), 0n);
}

/** The address block `cidr` as its first address, size and width (32 or 128). */
export function block(cidr: string): { first: bigint; size: bigint; width: 32 | 128 } {
  const [net = '', prefix = ''] = cidr.split('/');
  const width = net.includes(':') ? 128 : 32;
  const size = 1n << BigInt(width - Number(prefix));
  return { first: toBits(net) & ~(size - 1n), size, width };
}

/** Every way an address may be written: IPv4 dotted; IPv6 full, compressed, upper case, mixed, bracketed, with a zone. */
export function spellings(bits: bigint, width: 32 | 128): string[] {
  if (width === 32) return [[24n, 16n, 8n, 0n].map((s) => String((bits >> s) & 255n)).join('.')];
  const parts = Array.from({ length: 8 }, (_, i) => Number((bits >> BigInt(112 - 16 * i)) & 0xffffn));
  const full = parts.map((p) => p.toString(16).padStart(4, '0')).join(':');
  const short = compress(parts.map((p) => p.toString(16)));
  const v4 = [parts[6]! >> 8, parts[6]! & 255, parts[7]! >> 8, parts[7]! & 255].join('.');
  const mixed = `${compress(
    parts.slice(0, 6).map((p) => p.toString(16)),
    true,
  )}${v4}`;
  return [full, short, short.toUpperCase(), mixed, `[${short}]`, `${short}%eth0`, `[${mixed}]`];
}

// `::` for the longest run of zero groups (two or more); with `open`, the groups are followed by more.
function compress(groups: string[], open = false): string {
  let best = { at: -1, len: 1 };
  for (let i = 0; i < groups.length; i++) {
    let j = i;
    while (j < groups.length && groups[j] === '0') j++;
    if (j - i > best.len) best = { at: i, len: j - i };
  }
  const sep = open ? ':' : '';
  if (best.at < 0) return groups.join(':') + sep;
  const head = groups.slice(0, best.at).join(':');
  const tail = groups.slice(best.at + best.len).join(':');
  return `${head}::${tail}${tail && open ? ':' : ''}`;
}
