import { isIP } from 'node:net';

/**
 * True when a socket's remote address is this machine's loopback: `127.0.0.0/8`, `::1`, or either
 * written as an IPv4-mapped IPv6 address (`::ffff:127.0.0.1`, what a dual-stack socket reports).
 * Undefined (a closed socket) and every other address are not.
 */
export function isLoopbackClient(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase().replace(/%[\s\S]*$/, '');
  if (a === '::1' || a === '0:0:0:0:0:0:0:1') return true;
  const v4 = a.startsWith('::ffff:') ? a.slice('::ffff:'.length) : a;
  return isIP(v4) === 4 && v4.startsWith('127.');
}
