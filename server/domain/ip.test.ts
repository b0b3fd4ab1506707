import { describe, expect, it } from 'vitest';
import { formatIp, isLoopback, normalizeCidr, parseIp, PrefixIndex } from './ip';

describe('ip', () => {
  it('normalises IPv4-mapped IPv6 to IPv4 and compresses IPv6', () => {
    expect(formatIp(parseIp('::ffff:127.0.0.1')!)).toBe('127.0.0.1');
    expect(formatIp(parseIp('2001:0db8:0000:0000:0000:0000:0000:0001')!)).toBe('2001:db8::1');
    expect(parseIp('999.1.1.1')).toBeNull();
  });

  it('normalises CIDRs by clearing host bits, and refuses bad ones', () => {
    expect(normalizeCidr('10.1.2.3/8')).toBe('10.0.0.0/8');
    expect(normalizeCidr('1.2.3.4')).toBe('1.2.3.4/32');
    expect(normalizeCidr('2001:db8::1/32')).toBe('2001:db8::/32');
    expect(normalizeCidr('1.2.3.4/33')).toBeNull();
    expect(normalizeCidr('x/1')).toBeNull();
  });

  it('finds the longest matching prefix', () => {
    const idx = new PrefixIndex<string>([
      ['10.0.0.0/8', 'A'],
      ['10.1.0.0/16', 'B'],
      ['::/0', 'V6'],
    ]);
    expect(idx.lookup(parseIp('10.1.9.9'))).toBe('B');
    expect(idx.lookup(parseIp('10.2.9.9'))).toBe('A');
    expect(idx.lookup(parseIp('11.0.0.1'))).toBeUndefined();
    expect(idx.lookup(parseIp('2001::1'))).toBe('V6');
  });

  it('knows loopback', () => {
    expect(isLoopback(parseIp('127.0.0.5'))).toBe(true);
    expect(isLoopback(parseIp('::1'))).toBe(true);
    expect(isLoopback(parseIp('::ffff:127.0.0.1'))).toBe(true);
    expect(isLoopback(parseIp('10.0.0.1'))).toBe(false);
  });
});
