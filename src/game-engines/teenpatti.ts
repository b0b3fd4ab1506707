import { is } from 'superstruct';
import { type Card, TeenpattiChoice, TeenpattiConfig, type TeenpattiHand, type TeenpattiOutcome } from '../vendor/api';
import { cardOf, dealFromDeck } from './cards';
import { EngineInputError, type GameEngine, isRecord } from './engine';

/**
 * Teen Patti, player against dealer, ante bet (docs/demo-vendor.md "Teen Patti"). Six cards
 * from one shuffled deck (Fisher–Yates, ./cards.ts): player gets cards 1, 3, 5, dealer 2, 4, 6.
 * Ranking, high to low: trail (three of a kind; A A A best), pure sequence (straight flush),
 * sequence, colour (flush), pair, high card. Sequences: A-K-Q highest, then A-2-3, then K-Q-J …
 * 4-3-2. Suits never rank: equal hands tie, and a tie goes to the dealer (the house's edge:
 * RTP = 1 − P(tie) with the ante paying 1:1).
 */
const NAMES: TeenpattiHand['name'][] = ['highCard', 'highCard', 'pair', 'colour', 'sequence', 'pureSequence', 'trail'];

/** The hand's strength as [category, tiebreakers…], compared lexicographically. Ace counts 14. */
export function handValue(cards: readonly Card[]): number[] {
  const r = cards.map((c) => (c.rank === 1 ? 14 : c.rank)).sort((a, b) => b - a);
  const flush = cards.every((c) => c.suit === cards[0]!.suit);
  const [a, b, c] = r as [number, number, number];
  // Sequence rank: A-K-Q 15, A-2-3 14, K-Q-J 13 … 4-3-2 4 (the top card).
  const seq = a === 14 && b === 3 && c === 2 ? 14 : a === 14 && b === 13 && c === 12 ? 15 : a - b === 1 && b - c === 1 ? a : 0;
  if (a === c) return [6, a];
  if (seq) return [flush ? 5 : 4, seq];
  if (flush) return [3, a, b, c];
  if (a === b) return [2, a, c];
  if (b === c) return [2, b, a];
  return [1, a, b, c];
}

export function compareHands(x: readonly number[], y: readonly number[]): number {
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

export const handOf = (v: readonly number[]): TeenpattiHand => ({ category: v[0]!, name: NAMES[v[0]!]! });

/**
 * Exact P(tie) of two hands from one deck: over every player hand (22,100), the dealer hands of
 * equal value among the other 49 cards (hands of one value share few cards, so counting
 * within each value class is quick).
 */
let tieProbability: number | null = null;
export function teenpattiTieProbability(): number {
  return (tieProbability ??= countTies());
}

function countTies(): number {
  const byValue = new Map<string, number[][]>();
  for (let i = 0; i < 52; i++)
    for (let j = i + 1; j < 52; j++)
      for (let k = j + 1; k < 52; k++) {
        const key = handValue([cardOf(i), cardOf(j), cardOf(k)]).join(',');
        let list = byValue.get(key);
        if (!list) byValue.set(key, (list = []));
        list.push([i, j, k]);
      }
  let ties = 0;
  for (const list of byValue.values())
    for (const h of list) for (const g of list) if (!g.some((x) => h.includes(x))) ties++;
  return ties / (22100 * 18424);
}

/**
 * What a winning ante returns by default, stake included: 1.95, i.e. the win less a 5% commission,
 * as the banker bet of baccarat (a product decision, issue #5: at 1:1 the only edge was the tie,
 * an RTP of 99.89%; with the commission it is 97.39%). A game's `antePays` overrides it.
 */
export const TEENPATTI_ANTE_PAYS = 1.95;

export const teenpatti: GameEngine<TeenpattiConfig, TeenpattiChoice, TeenpattiOutcome> = {
  config(raw) {
    if (is(raw, TeenpattiConfig)) return raw;
    return { antePays: isRecord(raw) && typeof raw.antePays === 'number' ? raw.antePays : TEENPATTI_ANTE_PAYS };
  },
  choice(raw) {
    if (raw !== undefined && raw !== null && !is(raw, TeenpattiChoice)) throw new EngineInputError('choice', 'the ante bet takes no choice');
    return {};
  },
  floats: () => 6,
  play(rng, c) {
    const six = dealFromDeck(rng, 6);
    const player = [six[0]!, six[2]!, six[4]!];
    const dealer = [six[1]!, six[3]!, six[5]!];
    const pv = handValue(player);
    const dv = handValue(dealer);
    const cmp = compareHands(pv, dv);
    const winner = cmp > 0 ? 'player' : cmp < 0 ? 'dealer' : 'tie';
    return { engine: 'teenpatti', player, dealer, playerHand: handOf(pv), dealerHand: handOf(dv), winner, multiplier: winner === 'player' ? c.antePays : 0 };
  },
  /** The game is symmetric, so P(player wins) = (1 − P(tie)) / 2. */
  rtp(c) {
    return ((1 - teenpattiTieProbability()) / 2) * c.antePays;
  },
};
