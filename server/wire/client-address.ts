import { type Cidr, cidrContains, formatIp, type Ip, parseCidr, parseIp } from '../domain/ip';

export interface ClientAddress {
  ip: Ip | null;
  /** Canonical text, or 'unknown' when the socket gave nothing usable. */
  text: string;
}

export function parseTrustedProxies(list: string[]): Cidr[] {
  return list.map((s) => {
    const c = parseCidr(s);
    if (!c) throw new Error(`TRUSTED_PROXIES: not an IP or CIDR: ${s}`);
    return c;
  });
}

/**
 * Client address: the socket peer, unless that peer is a trusted proxy. Then the
 * X-Forwarded-For chain is walked from the right (nearest hop first) past further trusted
 * proxies; the first untrusted hop is the client. Headers from untrusted peers are ignored,
 * so nobody can claim an address by sending the header themselves.
 */
export function resolveClientAddress(socket: string | undefined, xff: string | undefined, trusted: Cidr[]): ClientAddress {
  const peer = socket ? parseIp(socket) : null;
  let client = peer;
  const isTrusted = (ip: Ip) => trusted.some((c) => cidrContains(c, ip));
  if (peer && xff && trusted.length && isTrusted(peer)) {
    const hops = xff.split(',').map((h) => parseIp(h));
    for (let i = hops.length - 1; i >= 0; i--) {
      const hop = hops[i];
      // A malformed hop ends the walk: beyond it nothing can be trusted.
      if (!hop) break;
      client = hop;
      if (!isTrusted(hop)) break;
    }
  }
  return { ip: client, text: client ? formatIp(client) : 'unknown' };
}
