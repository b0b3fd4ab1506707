/**
 * Pearson's chi-square goodness-of-fit test (the engines' distribution tests; also usable by
 * `ops games rtp`). Pure: the upper regularised incomplete gamma function by its series and
 * continued fraction (Numerical Recipes §6.2).
 */
function logGamma(x: number): number {
  const c = [76.18009172947146, -86.50532032941677, 24.01409824083091, -1.231739572450155, 0.1208650973866179e-2, -0.5395239384953e-5];
  let y = x;
  const t = x + 5.5 - (x + 0.5) * Math.log(x + 5.5);
  let s = 1.000000000190015;
  for (const ci of c) s += ci / ++y;
  return -t + Math.log((2.5066282746310005 * s) / x);
}

/** Q(a, x) = Γ(a, x) / Γ(a). */
export function gammaQ(a: number, x: number): number {
  if (x <= 0) return 1;
  const gln = logGamma(a);
  if (x < a + 1) {
    let sum = 1 / a;
    let del = sum;
    let ap = a;
    for (let n = 0; n < 1000; n++) {
      del *= x / ++ap;
      sum += del;
      if (Math.abs(del) < Math.abs(sum) * 1e-15) break;
    }
    return 1 - sum * Math.exp(-x + a * Math.log(x) - gln);
  }
  let b = x + 1 - a;
  let c = 1e300;
  let d = 1 / b;
  let h = d;
  for (let i = 1; i < 1000; i++) {
    const an = -i * (i - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < 1e-300) d = 1e-300;
    c = b + an / c;
    if (Math.abs(c) < 1e-300) c = 1e-300;
    d = 1 / d;
    const del = d * c;
    h *= del;
    if (Math.abs(del - 1) < 1e-15) break;
  }
  return Math.exp(-x + a * Math.log(x) - gln) * h;
}

export interface ChiSquare {
  statistic: number;
  df: number;
  /** P(χ²_df ≥ statistic): below 0.01 rejects uniformity (or the expected law) at the 99% level. */
  pValue: number;
}

/** Observed counts against expected probabilities (summing to 1). */
export function chiSquare(observed: readonly number[], probabilities: readonly number[]): ChiSquare {
  const n = observed.reduce((s, x) => s + x, 0);
  let statistic = 0;
  observed.forEach((o, i) => {
    const e = n * probabilities[i]!;
    statistic += ((o - e) * (o - e)) / e;
  });
  const df = observed.length - 1;
  return { statistic, df, pValue: gammaQ(df / 2, statistic / 2) };
}
