import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Whether the fetcher may connect to an address: only public unicast ones. An IPv4-mapped IPv6
 * address (::ffff:10.0.0.1) is judged as the IPv4 address it carries. With `allowLoopback`
 * (tests only) 127.0.0.0/8 is allowed too — never ::1, nor any other private range.
 */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  // node:net, not ipaddr.isValid: the latter accepts legacy forms (1.2.3) a resolver never returns.
  if (isIP(address) === 0) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress())
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  if (allowLoopback && parsed.kind() === 'ipv4' && range === 'loopback') return true;
  // 'unicast' is ipaddr.js's name for everything outside its special-purpose ranges.
  return range === 'unicast';
}
