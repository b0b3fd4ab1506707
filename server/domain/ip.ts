import { isIPv4, isIPv6 } from 'node:net';

/**
 * IP addresses as (family, bigint) pairs, CIDR parsing and a longest-prefix-match index.
 * Pure functions: used by the region rules, the geo table and the trusted-proxy check.
 */
export type Family = 4 | 6;
export interface Ip {
  family: Family;
  value: bigint;
}
export interface Cidr {
  family: Family;
  network: bigint;
  prefix: number;
}

const BITS: Record<Family, number> = { 4: 32, 6: 128 };

/** Parses an address; IPv4-mapped IPv6 (::ffff:a.b.c.d, as Node reports dual-stack sockets) becomes IPv4. */
export function parseIp(input: string): Ip | null {
  let s = input.trim();
  if (s.startsWith('[') && s.endsWith(']')) s = s.slice(1, -1);
  const zone = s.indexOf('%');
  if (zone >= 0) s = s.slice(0, zone);
  if (isIPv4(s)) return { family: 4, value: v4ToBigInt(s) };
  if (!isIPv6(s)) return null;
  const value = v6ToBigInt(s);
  if (value >> 32n === 0xffffn) return { family: 4, value: value & 0xffffffffn };
  return { family: 6, value };
}

function v4ToBigInt(s: string): bigint {
  return s.split('.').reduce((acc, part) => (acc << 8n) | BigInt(Number(part)), 0n);
}

function v6ToBigInt(s: string): bigint {
  let head = s;
  let tailV4: bigint | null = null;
  const lastColon = s.lastIndexOf(':');
  if (s.includes('.')) {
    tailV4 = v4ToBigInt(s.slice(lastColon + 1));
    head = `${s.slice(0, lastColon + 1)}0:0`;
  }
  const [left, right] = head.includes('::') ? head.split('::') : [head, null];
  const l = left ? left.split(':') : [];
  const r = right ? right.split(':') : [];
  const groups = right === null ? l : [...l, ...Array<string>(8 - l.length - r.length).fill('0'), ...r];
  let value = groups.reduce((acc, g) => (acc << 16n) | BigInt(parseInt(g || '0', 16)), 0n);
  if (tailV4 !== null) value = (value & ~0xffffffffn) | tailV4;
  return value;
}

export function formatIp(ip: Ip): string {
  if (ip.family === 4) {
    return [24n, 16n, 8n, 0n].map((s) => String((ip.value >> s) & 0xffn)).join('.');
  }
  const groups: string[] = [];
  for (let i = 7; i >= 0; i--) groups.push(((ip.value >> BigInt(i * 16)) & 0xffffn).toString(16));
  // Collapse the longest run of zero groups (RFC 5952).
  let best = -1;
  let bestLen = 0;
  for (let i = 0; i < 8; ) {
    if (groups[i] !== '0') {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === '0') j++;
    if (j - i > bestLen && j - i > 1) [best, bestLen] = [i, j - i];
    i = j;
  }
  if (best < 0) return groups.join(':');
  return `${groups.slice(0, best).join(':')}::${groups.slice(best + bestLen).join(':')}`;
}

function mask(family: Family, prefix: number): bigint {
  const bits = BITS[family];
  return prefix === 0 ? 0n : ((1n << BigInt(prefix)) - 1n) << BigInt(bits - prefix);
}

/** Parses `a.b.c.d/n`, `x::/n` or a bare address (host route); host bits are cleared. */
export function parseCidr(input: string): Cidr | null {
  const [addr, len, extra] = input.trim().split('/');
  if (extra !== undefined || !addr) return null;
  const ip = parseIp(addr);
  if (!ip) return null;
  const mapped = ip.family === 4 && isIPv6(addr.replace(/^\[|\]$/g, ''));
  let prefix = BITS[ip.family];
  if (len !== undefined) {
    if (!/^\d{1,3}$/.test(len)) return null;
    prefix = Number(len) - (mapped ? 96 : 0);
    if (prefix < 0 || prefix > BITS[ip.family]) return null;
  }
  return { family: ip.family, prefix, network: ip.value & mask(ip.family, prefix) };
}

export function formatCidr(c: Cidr): string {
  return `${formatIp({ family: c.family, value: c.network })}/${c.prefix}`;
}

/** Canonical text of a CIDR, or null when it is not one. Stored in the db in this form. */
export function normalizeCidr(input: string): string | null {
  const c = parseCidr(input);
  return c ? formatCidr(c) : null;
}

export function cidrContains(c: Cidr, ip: Ip): boolean {
  return c.family === ip.family && (ip.value & mask(c.family, c.prefix)) === c.network;
}

/**
 * Longest-prefix match over many ranges: one hash map per prefix length, probed from the
 * most specific length down, so a lookup costs at most ~33 (v4) / ~129 (v6) map probes
 * however large the operator's table grows.
 */
export class PrefixIndex<T> {
  private readonly byLength: Record<Family, Map<number, Map<bigint, T>>> = { 4: new Map(), 6: new Map() };
  private lengths: Record<Family, number[]> = { 4: [], 6: [] };

  constructor(entries: Iterable<[string, T]> = []) {
    for (const [cidr, value] of entries) this.add(cidr, value);
  }

  add(cidr: string, value: T): boolean {
    const c = parseCidr(cidr);
    if (!c) return false;
    const maps = this.byLength[c.family];
    let m = maps.get(c.prefix);
    if (!m) {
      m = new Map();
      maps.set(c.prefix, m);
      this.lengths[c.family] = [...maps.keys()].sort((a, b) => b - a);
    }
    m.set(c.network, value);
    return true;
  }

  lookup(ip: Ip | null): T | undefined {
    if (!ip) return undefined;
    const maps = this.byLength[ip.family];
    for (const len of this.lengths[ip.family]) {
      const hit = maps.get(len)!.get(ip.value & mask(ip.family, len));
      if (hit !== undefined) return hit;
    }
    return undefined;
  }

  get size(): number {
    let n = 0;
    for (const f of [4, 6] as const) for (const m of this.byLength[f].values()) n += m.size;
    return n;
  }
}

const LOOPBACK = [parseCidr('127.0.0.0/8')!, parseCidr('::1/128')!];
export function isLoopback(ip: Ip | null): boolean {
  return !!ip && LOOPBACK.some((c) => cidrContains(c, ip));
}
