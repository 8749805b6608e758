import { describe, expect, it } from 'vitest';
import { clientNetwork } from './client-network';

describe('clientNetwork', () => {
  it('keeps an IPv4 address, also when mapped into IPv6', () => {
    expect(clientNetwork('203.0.113.7')).toBe('203.0.113.7');
    expect(clientNetwork('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts IPv6 addresses by their /64, however they are written', () => {
    const line = [
      '2001:db8:aa:1::1',
      '2001:0db8:00aa:0001:ffff:ffff:ffff:ffff',
      '2001:db8:aa:1:1234::9',
      '2001:db8:aa:1::192.0.2.1',
      '2001:db8:aa:1::2%eth0',
    ];
    expect(new Set(line.map(clientNetwork))).toEqual(new Set(['2001:db8:aa:1::/64']));
    expect(clientNetwork('2001:db8:aa:2::1')).toBe('2001:db8:aa:2::/64');
    expect(clientNetwork('::1')).toBe('0:0:0:0::/64');
    expect(clientNetwork('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});
