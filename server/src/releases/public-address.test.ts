import { nonPublicKind } from './public-address.js';

describe('nonPublicKind', () => {
  it('refuses loopback, private, link-local (cloud metadata included), unspecified and multicast addresses', () => {
    expect(
      Object.fromEntries(
        [
          '127.0.0.1',
          '127.8.9.10',
          '::1',
          '10.1.2.3',
          '172.16.0.1',
          '192.168.1.1',
          '100.64.0.1',
          'fd00::1',
          '169.254.169.254',
          'fe80::1',
          '0.0.0.0',
          '::',
          '224.0.0.1',
          'ff02::1',
          '255.255.255.255',
        ].map((address) => [address, nonPublicKind(address)]),
      ),
    ).toEqual({
      '127.0.0.1': 'a loopback address',
      '127.8.9.10': 'a loopback address',
      '::1': 'a loopback address',
      '10.1.2.3': 'a private address',
      '172.16.0.1': 'a private address',
      '192.168.1.1': 'a private address',
      '100.64.0.1': 'a private (carrier-grade NAT) address',
      'fd00::1': 'a private (unique local) address',
      '169.254.169.254': 'a link-local address',
      'fe80::1': 'a link-local address',
      '0.0.0.0': 'an unspecified address',
      '::': 'an unspecified address',
      '224.0.0.1': 'a multicast address',
      'ff02::1': 'a multicast address',
      '255.255.255.255': 'a broadcast address',
    });
  });

  it('judges IPv6 forms that carry an IPv4 address by that address, or refuses them', () => {
    expect(nonPublicKind('::ffff:127.0.0.1')).toBe('a loopback address');
    expect(nonPublicKind('::ffff:a9fe:a9fe')).toBe('a link-local address');
    expect(nonPublicKind('::ffff:10.0.0.1')).toBe('a private address');
    expect(nonPublicKind('::127.0.0.1')).toBe('an IPv4-compatible address');
    expect(nonPublicKind('::7f00:1')).toBe('an IPv4-compatible address');
    expect(nonPublicKind('::8.8.8.8')).toBe('an IPv4-compatible address');
    expect(nonPublicKind('64:ff9b::7f00:1')).toBe('a NAT64 address');
    expect(nonPublicKind('2002:7f00:1::')).toBe('a 6to4 address');
  });

  it('lets public unicast addresses through', () => {
    for (const address of ['93.184.215.14', '8.8.8.8', '2606:4700::6810:84e5', '::ffff:93.184.215.14']) {
      expect([address, nonPublicKind(address)]).toEqual([address, undefined]);
    }
    expect(nonPublicKind('localhost')).toBe('not an IP address');
  });
});
