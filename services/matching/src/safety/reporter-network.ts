import { createHmac, hkdfSync } from 'node:crypto';
import { isIPv4 } from 'node:net';

/**
 * The network a report came from, as a keyed hash (the address itself is not kept): the /24 of an IPv4 address, the
 * /48 of an IPv6 one, what one household, office or small ring of accounts usually shares. Reporters on one network
 * count once towards an automatic hold (report-repository.ts).
 */
export function reporterNetworks(secret: string): (address: string) => string {
  const key = Buffer.from(hkdfSync('sha256', secret, '', 'wishlist reporter networks', 32));
  return (address) => createHmac('sha256', key).update(networkOf(address)).digest('base64url');
}

export function networkOf(address: string): string {
  const v4 = address.replace(/^::ffff:/i, '');
  if (isIPv4(v4)) return v4.split('.').slice(0, 3).join('.');
  return ipv6Groups(address).slice(0, 3).join(':');
}

/** The eight groups of an IPv6 address, `::` expanded, each without leading zeros. */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('%')[0]?.toLowerCase().split('::') ?? [];
  const groups = (part: string | undefined) => (part ? part.split(':') : []);
  const zeros = tail === undefined ? [] : Array<string>(8 - groups(head).length - groups(tail).length).fill('0');
  return [...groups(head), ...zeros, ...groups(tail)].map((group) => Number.parseInt(group, 16).toString(16));
}
