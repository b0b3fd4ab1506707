import { describe, expect, it } from 'vitest';
import type { Card } from '../vendor/api';
import { compareHands, handOf, handValue, TEENPATTI_ANTE_PAYS, teenpatti, teenpattiTieProbability } from './teenpatti';

/** "AS KH QD" → cards (10 as T). */
const hand = (s: string): Card[] =>
  s.split(' ').map((c) => ({ rank: 'A23456789TJQK'.indexOf(c[0]!) + 1, suit: c[1] as Card['suit'] }));
const v = (s: string) => handValue(hand(s));
const beats = (a: string, b: string) => compareHands(v(a), v(b)) > 0;

describe('Teen Patti hand ranking', () => {
  it('categories: trail > pure sequence > sequence > colour > pair > high card', () => {
    const ladder = ['2S 2H 2D', 'QS JS TS', 'AS KH QD', 'AS 9S 2S', 'AS AH KD', 'AS KH JD'];
    expect(ladder.map((h) => handOf(v(h)).name)).toEqual(['trail', 'pureSequence', 'sequence', 'colour', 'pair', 'highCard']);
    for (let i = 0; i + 1 < ladder.length; i++) expect(beats(ladder[i]!, ladder[i + 1]!), `${ladder[i]} > ${ladder[i + 1]}`).toBe(true);
  });

  it('trails: A A A highest, 2 2 2 lowest', () => {
    expect(beats('AS AH AD', 'KS KH KD')).toBe(true);
    expect(beats('3S 3H 3D', '2S 2H 2C')).toBe(true);
  });

  it('sequences: A-K-Q highest, then A-2-3, then K-Q-J … 4-3-2 lowest', () => {
    expect(beats('AS KH QD', 'AS 2H 3D')).toBe(true);
    expect(beats('AS 2H 3D', 'KS QH JD')).toBe(true);
    expect(beats('5S 4H 3D', '4S 3H 2D')).toBe(true);
    expect(handOf(v('QS KH AD')).name).toBe('sequence');
    expect(handOf(v('KS AH 2D')).name).toBe('highCard'); // no wrap-around
    expect(beats('AS 2S 3S', 'KH QH JH')).toBe(true);
  });

  it('pairs compare the pair, then the kicker; colours and high cards card by card', () => {
    expect(beats('KS KH 2D', 'QS QH AD')).toBe(true);
    expect(beats('KS KH 3D', 'KD KC 2D')).toBe(true);
    expect(beats('AS 9S 3S', 'AH 9H 2H')).toBe(true);
    expect(beats('AS JH 3D', 'AH TS 9C')).toBe(true);
  });

  it('suits never rank: equal hands tie', () => {
    expect(compareHands(v('AS KH 9D'), v('AH KS 9C'))).toBe(0);
    expect(compareHands(v('7S 7H 4D'), v('7D 7C 4S'))).toBe(0);
    expect(compareHands(v('QS JS TS'), v('QH JH TH'))).toBe(0);
  });

  /** A stream whose int() answers the given offsets (Fisher–Yates picks j = i + offset). */
  const scripted = (offsets: number[]) => {
    let k = 0;
    return { next: () => 0, int: () => offsets[k++]! };
  };

  it('deals player cards 1, 3, 5 and dealer 2, 4, 6 of the shuffled deck; a player win pays the ante less a 5% commission (1.95 back)', () => {
    const c = teenpatti.config({}, null);
    // Offsets 0: the deck's first six cards in place: player A♠ 3♠ 5♠ (colour, ace high), dealer 2♠ 4♠ 6♠.
    const o = teenpatti.play(scripted([0, 0, 0, 0, 0, 0]), c, {});
    expect(o.player.map((x) => x.rank)).toEqual([1, 3, 5]);
    expect(o.dealer.map((x) => x.rank)).toEqual([2, 4, 6]);
    expect(o).toMatchObject({ winner: 'player', multiplier: TEENPATTI_ANTE_PAYS, playerHand: { name: 'colour' } });
    expect(TEENPATTI_ANTE_PAYS).toBe(1.95);
  });

  it('a tie goes to the dealer: the ante is lost', () => {
    // Deck indexes: A♠ 0, A♥ 13, K♠ 12, K♥ 25, 9♦ 34, 9♣ 47 → offsets j − i.
    const o = teenpatti.play(scripted([0, 12, 10, 22, 30, 42]), teenpatti.config({}, null), {});
    expect(o.player).toEqual(hand('AS KS 9D'));
    expect(o.dealer).toEqual(hand('AH KH 9C'));
    expect(o).toMatchObject({ winner: 'tie', multiplier: 0 });
  });

  it('P(tie) is exact and small; RTP = P(player wins) × what a win pays = (1 − P(tie)) / 2 × 1.95 = 97.39%', () => {
    const p = teenpattiTieProbability();
    expect(p).toBeGreaterThan(0.0005);
    expect(p).toBeLessThan(0.005);
    expect(teenpatti.rtp(teenpatti.config({}, null))).toBeCloseTo(((1 - p) / 2) * 1.95, 12);
    expect(teenpatti.rtp(teenpatti.config({}, null))).toBeCloseTo(0.9739, 4);
    // A game may pay the ante 1:1 (no commission): then only the tie is the house's.
    expect(teenpatti.rtp(teenpatti.config({ antePays: 2 }, null))).toBeCloseTo(1 - p, 12);
  });
});
