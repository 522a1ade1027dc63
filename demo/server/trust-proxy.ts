import { BlockList, isIP } from 'node:net';

/** fastify's `trustProxy`: no proxy, any proxy, so many hops, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | number | readonly string[];

/** Names proxy-addr (fastify's) knows for the private ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = /^\d{1,3}$/.test(prefix) ? Number(prefix) : -1;
  return bits >= 0 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY, who may tell the shop the client's address and protocol (X-Forwarded-For,
 * X-Forwarded-Proto): unset, empty or `false` nobody (the shop faces the clients itself); `true`
 * whoever connects; a whole number that many proxies in front; else a comma-separated list of
 * addresses and CIDR ranges (or loopback, linklocal, uniquelocal). Anything else stops the start
 * with the reason: a typo must not silently trust everyone or no one.
 */
export function readTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'false') return false;
  if (text === 'true') return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')} is not true, false, a number of proxies, an address or a CIDR range.`,
    );
  }
  return entries;
}

/** The ranges behind proxy-addr's names, as fastify reads them. */
const NAMED_RANGES: Readonly<Record<string, readonly string[]>> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/**
 * Whether a connection from the address comes from a proxy the shop trusts: with `true` or a
 * number of hops whoever connects is one; with a list, its addresses and ranges (an IPv4 address
 * mapped into IPv6, as a dual-stack socket reports it, counts as the IPv4 address).
 */
export function trustedProxyCheck(trust: TrustProxy): (address: string) => boolean {
  if (trust === false) return () => false;
  if (trust === true || typeof trust === 'number') return () => true;
  const list = new BlockList();
  for (const entry of trust.flatMap((entry) => NAMED_RANGES[entry] ?? [entry])) {
    const [address = '', prefix] = entry.split('/');
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return (address) => {
    const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
    const family = isIP(plain);
    return family !== 0 && list.check(plain, family === 6 ? 'ipv6' : 'ipv4');
  };
}
