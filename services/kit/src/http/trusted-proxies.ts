import { isIP } from 'node:net';

/** What Fastify's `trustProxy` takes: a hop count, a list of addresses and CIDRs, or nothing. */
export type TrustedProxies = number | string[] | false;

/** The names proxy-addr knows for the reserved ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/**
 * Reads `TRUSTED_PROXIES`: unset or empty trusts no proxy (the connection's address is the
 * client's); a whole number trusts that many hops in front (`1`: an ingress that appends the
 * address it saw); otherwise a comma-separated list of addresses or CIDRs (`10.0.0.0/8`), or
 * `loopback`, `linklocal`, `uniquelocal`. Throws an Error naming the bad entry.
 */
export function parseTrustedProxies(value: string | undefined): TrustedProxies {
  const text = value?.trim() ?? '';
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim()).filter(Boolean);
  const wrong = entries.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    throw new Error(`TRUSTED_PROXIES: "${wrong}" is neither an address, a CIDR range nor a hop count`);
  }
  return entries;
}
