import { describe, expect, it } from 'vitest';
import { baccarat, baccaratProbabilities } from '../../../../src/game-engines/baccarat';
import { dealFromDeck, drawWithReplacement } from '../../../../src/game-engines/cards';
import { cockfight } from '../../../../src/game-engines/cockfight';
import { dice } from '../../../../src/game-engines/dice';
import { type Floats, FloatStream, outcomeBytes } from '../../../../src/game-engines/fair';
import { fish } from '../../../../src/game-engines/fish';
import { impliedProbabilities } from '../../../../src/game-engines/odds';
import { roulette } from '../../../../src/game-engines/roulette';
import { slot } from '../../../../src/game-engines/slot';
import { fixtureResult, picksOf } from '../../../../src/game-engines/sports';
import { chiSquare } from '../../../../src/game-engines/stats';
import { nodeHmac } from './hmac';

/**
 * The RNG's distributions (issue #5 "a statistical test of the RNG"): for each engine, N rounds
 * from the real byte stream (HMAC-SHA256 of a fixed server seed, client seed, nonce 0…N−1),
 * and a chi-square goodness-of-fit test of its basic outcome at the 99% level. The seeds are
 * fixed, so a pass or fail is reproducible; the last test shows the test rejects a biased RNG.
 */
const N = 120_000;
const SERVER_SEED = 'a3f1c9e07b5d42868e1f0c2b9d7a6e5f4c3b2a1908f7e6d5c4b3a2918f7e6d5c';
const CLIENT_SEED = 'chi-square';

/** Outcome bytes by float count, computed once; each call gets fresh streams over them. */
const bytes = new Map<number, Uint8Array[]>();
async function streams(floats: number): Promise<Floats[]> {
  let b = bytes.get(floats);
  if (!b) {
    b = [];
    for (let nonce = 0; nonce < N; nonce++) b.push(await outcomeBytes(nodeHmac, SERVER_SEED, CLIENT_SEED, nonce, floats));
    bytes.set(floats, b);
  }
  return b.map((x) => new FloatStream(x));
}

const uniform = (k: number) => Array<number>(k).fill(1 / k);
function expectFits(name: string, counts: number[], probabilities: number[]) {
  const r = chiSquare(counts, probabilities);
  expect(r.pValue, `${name}: χ²=${r.statistic.toFixed(1)}, df=${r.df}, p=${r.pValue.toExponential(2)}`).toBeGreaterThan(0.01);
}
const tally = (k: number, values: Iterable<number>) => {
  const c = Array<number>(k).fill(0);
  for (const v of values) c[v]!++;
  return c;
};

describe(`RNG distributions, chi-square at 99% over ${N.toLocaleString('en')} rounds each`, () => {
  it('dice rolls (100 buckets of 0.00–99.99)', async () => {
    const c = dice.config({}, 99);
    const rolls = (await streams(1)).map((s) => dice.play(s, c, { target: 5000 }).roll);
    expectFits('dice', tally(100, rolls.map((r) => Math.floor(r / 100))), uniform(100));
  });

  it('roulette pockets (37)', async () => {
    const c = roulette.config({}, null);
    expectFits('roulette', tally(37, (await streams(1)).map((s) => roulette.play(s, c, { bet: 'red' }).pocket)), uniform(37));
  });

  it('slot reel stops (each of 5 reels)', async () => {
    const c = slot.config({ paytable: 'classic' }, 96);
    const spins = (await streams(5)).map((s) => slot.play(s, c, {}).stops);
    for (let reel = 0; reel < 5; reel++) {
      const len = c.reels[reel]!.length;
      expectFits(`reel ${reel + 1}`, tally(len, spins.map((st) => st[reel]!)), uniform(len));
    }
  });

  it('cards: the infinite-deck draw (52) and the first and sixth card of a shuffled deck (52 each)', async () => {
    const index = (card: { rank: number; suit: string }) => 'SHDC'.indexOf(card.suit) * 13 + card.rank - 1;
    expectFits('infinite deck', tally(52, (await streams(6)).map((s) => index(drawWithReplacement(s)))), uniform(52));
    const dealt = (await streams(6)).map((s) => dealFromDeck(s, 6).map(index));
    expectFits('deck card 1', tally(52, dealt.map((h) => h[0]!)), uniform(52));
    expectFits('deck card 6', tally(52, dealt.map((h) => h[5]!)), uniform(52));
  });

  it('baccarat winners match the exact infinite-deck probabilities', async () => {
    const c = baccarat.config({}, null);
    const W = ['player', 'banker', 'tie'];
    const p = baccaratProbabilities();
    const winners = (await streams(6)).map((s) => W.indexOf(baccarat.play(s, c, { bet: 'player' }).winner));
    expectFits('baccarat', tally(3, winners), [p.player, p.banker, p.tie]);
  });

  it('fish hits: a 2× and a 20× species hit with probability rtp / m', async () => {
    const c = fish.config({}, 96);
    const all = await streams(1);
    const hits2 = all.filter((s) => fish.play(s, c, { species: 'clownfish' }).hit).length;
    expectFits('fish 2×', [hits2, N - hits2], [0.48, 0.52]);
    const hits20 = (await streams(1)).filter((s) => fish.play(s, c, { species: 'shark' }).hit).length;
    expectFits('fish 20×', [hits20, N - hits20], [0.048, 0.952]);
  });

  it('sports, e-sports and cockfight results follow the probabilities their odds imply', async () => {
    const sportsOdds = { home: 1.85, draw: 3.6, away: 4.4 };
    const rs = (await streams(1)).map((s) => picksOf(sportsOdds).indexOf(fixtureResult(s, sportsOdds)));
    expectFits('sports', tally(3, rs), impliedProbabilities([1.85, 3.6, 4.4]));
    const esOdds = { home: 1.4, away: 2.8 };
    const es = (await streams(1)).map((s) => picksOf(esOdds).indexOf(fixtureResult(s, esOdds)));
    expectFits('esports', tally(2, es), impliedProbabilities([1.4, 2.8]));
    const cf = cockfight.config({}, 95);
    const sides = ['meron', 'wala', 'draw'] as const;
    const results = (await streams(1)).map((s) => sides.indexOf(cockfight.play(s, cf, { side: 'meron' }).result));
    expectFits('cockfight', tally(3, results), impliedProbabilities(sides.map((x) => cf.odds[x])));
  });

  it('the test can fail: a wheel missing one pocket, or a 1% bias, is rejected', async () => {
    const biased = tally(37, (await streams(1)).map((s) => Math.floor(s.next() * 36)));
    expect(chiSquare(biased, uniform(37)).pValue).toBeLessThan(0.01);
    const skewed = (await streams(1)).filter((s) => s.next() < 0.49).length;
    expect(chiSquare([skewed, N - skewed], [0.48, 0.52]).pValue).toBeLessThan(0.01);
  });
});
