import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

// What each kind of address is called in a refusal; every range ipaddr.js knows besides "unicast" is refused.
const KINDS: Record<string, string> = {
  unspecified: 'an unspecified',
  broadcast: 'a broadcast',
  multicast: 'a multicast',
  linkLocal: 'a link-local',
  loopback: 'a loopback',
  carrierGradeNat: 'a private (carrier-grade NAT)',
  private: 'a private',
  uniqueLocal: 'a private (unique local)',
  reserved: 'a reserved',
  benchmarking: 'a benchmarking',
  rfc6145: 'an IPv4-translated',
  rfc6052: 'a NAT64',
  '6to4': 'a 6to4',
  teredo: 'a Teredo',
};

/**
 * Why an IP address is not a public unicast one ("a loopback address", "a link-local address", ...), or undefined
 * when it is. IPv4-mapped IPv6 addresses (::ffff:127.0.0.1) are judged as the IPv4 address they carry, and the
 * deprecated IPv4-compatible ones (::127.0.0.1) and the forms that tunnel to an IPv4 address are refused outright:
 * each could reach an internal address under another name.
 */
export function nonPublicKind(text: string): string | undefined {
  const family = isIP(text);
  if (family === 0) return 'not an IP address';
  // The canonical form, as Node and browsers write it: ipaddr.js would read "::8.8.8.8" as IPv4-mapped.
  const address = family === 6 ? new URL(`http://[${text}]/`).hostname.slice(1, -1) : text;
  const range = ipaddr.process(address).range();
  if (range !== 'unicast') return `${KINDS[range] ?? `a reserved (${range})`} address`;
  const parsed = ipaddr.parse(address);
  if (
    parsed.kind() === 'ipv6' &&
    parsed
      .toByteArray()
      .slice(0, 12)
      .every((byte) => byte === 0)
  ) {
    return 'an IPv4-compatible address';
  }
  return undefined;
}
