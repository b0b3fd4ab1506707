/**
 * Payout of a stake at a multiplier: floor(stake × multiplier), the multiplier taken to 4
 * decimals and the product computed in integers (stakes go up to 10^12 minor units).
 */
export function payoutOf(stake: number, multiplier: number): number {
  const bp = Math.round(multiplier * 10_000);
  if (bp <= 0) return 0;
  return Number((BigInt(stake) * BigInt(bp)) / 10_000n);
}

/** Down to `decimals` places, immune to binary noise just below a boundary (1.1 × 100 = 110.00000000000001). */
export function floorTo(x: number, decimals: number): number {
  const f = 10 ** decimals;
  return Math.floor(x * f + 1e-9) / f;
}
