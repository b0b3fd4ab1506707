import { describe, expect, it } from 'vitest';
import { checkLimits, formatAmount, MAX_AMOUNT, parseAmount, parseRequestId, toMinor } from './amounts';
import { parseRecordQuery } from './records';
import { proofType } from './withdrawals';

const code = (f: () => unknown) => {
  try {
    f();
    return 'ok';
  } catch (e) {
    return (e as { code?: string }).code ?? String(e);
  }
};

describe('amounts', () => {
  it('accept whole minor units from 1 to 10^12 and nothing else', () => {
    expect(parseAmount(1)).toBe(1);
    expect(parseAmount(MAX_AMOUNT)).toBe(MAX_AMOUNT);
    for (const bad of [0, -1, 1.5, MAX_AMOUNT + 1, Number.NaN, Infinity, '100', null, undefined, 2 ** 53, [], {}, true]) {
      expect([bad, code(() => parseAmount(bad))]).toEqual([bad, 'money.amount.invalid']);
    }
  });

  it('limits answer money.amount.limit with the bounds', () => {
    expect(code(() => checkLimits(100, 100, 200))).toBe('ok');
    expect(code(() => checkLimits(99, 100, 200))).toBe('money.amount.limit');
    expect(code(() => checkLimits(201, 100, 200))).toBe('money.amount.limit');
  });

  it('requestIds are 8-64 characters of A-Z a-z 0-9 _ -', () => {
    expect(parseRequestId('abcd_EF-12')).toBe('abcd_EF-12');
    for (const bad of ['short', 'a'.repeat(65), 'with space1', 'ünïcödé12', 12345678, null]) expect(code(() => parseRequestId(bad))).toBe('money.request_id.invalid');
  });

  it('bigint columns read as strings or numbers become safe integers', () => {
    expect(toMinor('123')).toBe(123);
    expect(toMinor(5n)).toBe(5);
    expect(() => toMinor('90071992547409930')).toThrow();
  });

  it('formats for operators as P 5,000.00', () => {
    expect(formatAmount(500_000)).toBe('P 5,000.00');
    expect(formatAmount(5)).toBe('P 0.05');
    expect(formatAmount(-12_345)).toBe('-P 123.45');
  });
});

describe('record ranges (GMT+8 days)', () => {
  it('turn inclusive site days into instants', () => {
    const q = parseRecordQuery({ start: '2026-03-01', end: '2026-03-01' });
    expect([q.from.toISOString(), q.to.toISOString(), q.page]).toEqual(['2026-02-28T16:00:00.000Z', '2026-03-01T16:00:00.000Z', 1]);
  });

  it('allow at most 92 days and refuse impossible days', () => {
    expect(code(() => parseRecordQuery({ start: '2026-01-01', end: '2026-04-02' }))).toBe('ok');
    expect(code(() => parseRecordQuery({ start: '2026-01-01', end: '2026-04-03' }))).toBe('money.records.range');
    expect(code(() => parseRecordQuery({ start: '2026-02-29', end: '2026-03-01' }))).toBe('money.records.range');
    expect(code(() => parseRecordQuery({ start: '2024-02-29', end: '2024-03-01' }))).toBe('ok');
  });
});

describe('proof types', () => {
  it('are told by their first bytes', () => {
    expect(proofType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]))).toBe('image/png');
    expect(proofType(Uint8Array.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(proofType(Buffer.from('GIF89a'))).toBeNull();
    expect(proofType(new Uint8Array(0))).toBeNull();
  });
});
