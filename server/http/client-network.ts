import { isIPv6 } from 'node:net';

/**
 * What per-address limits count: an IPv4 address as it is, an IPv6 one by its /64 network, since
 * a single customer line is given a whole /64 and could otherwise change address on every request.
 */
export function clientNetwork(ip: string): string {
  const address = ip.split('%')[0]!;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:0:1.2.3.4) stands for two groups.
  const tailLength = tailGroups.length + (tail?.includes('.') ? 1 : 0);
  const groups =
    tail === undefined ? headGroups : [...headGroups, ...Array(8 - headGroups.length - tailLength).fill('0')];
  const network = Array.from({ length: 4 }, (_, i) => Number.parseInt(groups[i] ?? '0', 16).toString(16));
  return `${network.join(':')}::/64`;
}
