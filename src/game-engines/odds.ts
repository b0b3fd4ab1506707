/**
 * Outcomes drawn with the probabilities implied by decimal odds (cockfight, sports, e-sports):
 * p_i = (1 / o_i) / Σ_j (1 / o_j). One float f picks the first outcome whose cumulative
 * probability exceeds f, in the order given. Every bet's RTP is then 1 / Σ_j (1 / o_j).
 */
export function impliedProbabilities(odds: readonly number[]): number[] {
  const inv = odds.map((o) => 1 / o);
  const s = inv.reduce((a, b) => a + b, 0);
  return inv.map((x) => x / s);
}

export function pickByOdds(f: number, odds: readonly number[]): number {
  const p = impliedProbabilities(odds);
  let acc = 0;
  for (let i = 0; i < p.length - 1; i++) {
    acc += p[i]!;
    if (f < acc) return i;
  }
  return p.length - 1;
}

export const oddsRtp = (odds: readonly number[]) => 1 / odds.reduce((s, o) => s + 1 / o, 0);
