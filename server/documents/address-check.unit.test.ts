import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './address-check';

describe('isPublicAddress', () => {
  it.each([
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '127.0.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '100.64.0.1',
    '255.255.255.255',
    '224.0.0.1',
  ])('refuses the IPv4 address %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1'])(
    'refuses the IPv6 address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );

  it.each(['::ffff:10.0.0.1', '::ffff:127.0.0.1', '::ffff:169.254.169.254', '::ffff:a9fe:a9fe'])(
    'refuses the IPv4-mapped address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );

  it.each(['contrataciondelestado.es', '', '1.2.3', 'not an address'])(
    'refuses what is not an address: %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(false);
    },
  );

  it.each(['8.8.8.8', '145.64.201.12', '2a00:1450:4003:80f::200e', '::ffff:8.8.8.8'])(
    'allows the public address %s',
    (address) => {
      expect(isPublicAddress(address)).toBe(true);
    },
  );

  it('lets the test setting reach 127.0.0.0/8 only', () => {
    expect(isPublicAddress('127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('127.5.6.7', true)).toBe(true);
    expect(isPublicAddress('::ffff:127.0.0.1', true)).toBe(true);
    expect(isPublicAddress('::1', true)).toBe(false);
    expect(isPublicAddress('10.0.0.1', true)).toBe(false);
    expect(isPublicAddress('169.254.169.254', true)).toBe(false);
  });
});
