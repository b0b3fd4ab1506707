import { describe, expect, it } from 'vitest';
import { drawNumbers, type RandomInt } from './numbers';

/**
 * The draws are uniform: Pearson's chi-square at the 99% level over a large sample of each
 * lottery's generated draws (crypto.randomInt). A true generator fails one sample with
 * probability 1%, so a failure is checked on a second, fresh sample (both failing: 1 in 10⁴);
 * a biased generator fails both, as the last test shows.
 *
 * Where each draw's counts are constrained (a PK10 draw is a permutation, an 11X5/LHC draw a
 * set), the statistic is scaled to its chi-square distribution: for m distinct of K, each
 * number's membership count has the covariance of sampling without replacement and
 * X² × (K − 1)/(K − m) ~ χ²(K − 1); a permutation table of K places × K cars gives
 * X² × (K − 1)/K ~ χ²((K − 1)²).
 */
const CRITICAL_99: Record<number, number> = { 9: 21.666, 10: 23.209, 45: 69.957, 48: 73.683, 81: 113.512, 99: 134.642 };

interface Statistic {
  value: number;
  df: number;
}

function pearson(observed: number[], expected: number): number {
  return observed.reduce((s, o) => s + (o - expected) ** 2 / expected, 0);
}

/** SSC: digit counts per position, 5 × 10 independent cells (df 45). */
function sscDigits(n: number, rnd?: RandomInt): Statistic {
  const counts = Array.from({ length: 5 }, () => Array<number>(10).fill(0));
  for (let i = 0; i < n; i++) drawNumbers('SSC', rnd).forEach((d, p) => counts[p]![Number(d)]!++);
  return { value: counts.reduce((s, row) => s + pearson(row, n / 10), 0), df: 45 };
}

/** PK10: car counts per place, a 10 × 10 permutation table (df 81). */
function pk10Places(n: number, rnd?: RandomInt): Statistic {
  const counts = Array.from({ length: 10 }, () => Array<number>(10).fill(0));
  for (let i = 0; i < n; i++) drawNumbers('PK10', rnd).forEach((c, p) => counts[p]![Number(c) - 1]!++);
  const x2 = counts.reduce((s, row) => s + pearson(row, n / 10), 0);
  return { value: (x2 * 9) / 10, df: 81 };
}

/** 11X5 / LHC: how often each number is drawn (m of K, df K − 1). */
function membership(type: '11X5' | 'LHC', n: number, rnd?: RandomInt): Statistic {
  const [k, m] = type === '11X5' ? [11, 5] : [49, 7];
  const counts = Array<number>(k).fill(0);
  for (let i = 0; i < n; i++) for (const x of drawNumbers(type, rnd)) counts[Number(x) - 1]!++;
  return { value: (pearson(counts, (n * m) / k) * (k - 1)) / (k - m), df: k - 1 };
}

/** VN: last two digits of every prize number, 00–99 (independent, df 99). */
function vnEndings(type: 'VNN' | 'VNS', n: number): Statistic {
  const counts = Array<number>(100).fill(0);
  let total = 0;
  for (let i = 0; i < n; i++) {
    for (const x of drawNumbers(type)) {
      counts[Number(x.slice(-2))]!++;
      total++;
    }
  }
  return { value: pearson(counts, total / 100), df: 99 };
}

function uniform(sample: () => Statistic): void {
  let s = sample();
  if (s.value > CRITICAL_99[s.df]!) s = sample();
  expect(s.value, `χ²(${s.df}) = ${s.value.toFixed(2)} above ${CRITICAL_99[s.df]}`).toBeLessThanOrEqual(CRITICAL_99[s.df]!);
}

describe('draw numbers are uniform (chi-square, 99%)', () => {
  it('SSC digit frequencies per position', () => uniform(() => sscDigits(20_000)));
  it('PK10 car per place', () => uniform(() => pk10Places(20_000)));
  it('11X5 membership of each number', () => uniform(() => membership('11X5', 20_000)));
  it('LHC membership of each number', () => uniform(() => membership('LHC', 20_000)));
  it('VN north two-digit endings', () => uniform(() => vnEndings('VNN', 4_000)));
  it('VN south two-digit endings', () => uniform(() => vnEndings('VNS', 6_000)));

  it('the tests catch a biased generator (a slightly loaded 0 or a skewed shuffle)', () => {
    // Math.random with 0 preferred 2% of the time, and an off-by-one shuffle that never leaves an element in place.
    const loaded: RandomInt = (min, max) => (Math.random() < 0.02 ? min : min + Math.floor(Math.random() * (max - min)));
    const noStay: RandomInt = (min, max) => (max - min > 1 ? min + 1 + Math.floor(Math.random() * (max - min - 1)) : min);
    for (const s of [sscDigits(20_000, loaded), pk10Places(20_000, noStay), membership('11X5', 20_000, loaded), membership('LHC', 20_000, noStay)]) {
      expect(s.value).toBeGreaterThan(CRITICAL_99[s.df]!);
    }
  });
});
