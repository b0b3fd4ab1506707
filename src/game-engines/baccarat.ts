import { is } from 'superstruct';
import { BaccaratChoice, BaccaratConfig, type BaccaratOutcome, type Card } from '../vendor/api';
import { drawWithReplacement } from './cards';
import { EngineInputError, type GameEngine, isRecord } from './engine';
import type { Floats } from './fair';

/**
 * Punto banco on an infinite deck (docs/demo-vendor.md "Baccarat"): every card is an independent
 * floor(float × 52), dealt in the order player, banker, player, banker, then the player's and
 * the banker's third card when the tableau draws them. Bets: player 1:1, banker 1:1 less 5%
 * commission (1.95), tie 8:1; a tie returns player and banker bets.
 */
export const DEFAULT_PAYS = { player: 2, banker: 1.95, tie: 9 } as const;

export const cardPoints = (rank: number) => (rank >= 10 ? 0 : rank);
const total = (cards: readonly number[]) => cards.reduce((s, p) => s + p, 0) % 10;

/** The banker's third-card rule given its two-card total and the player's third card's points (null: the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  if (bankerTotal <= 2) return true;
  if (bankerTotal === 3) return playerThird !== 8;
  if (bankerTotal === 4) return playerThird >= 2 && playerThird <= 7;
  if (bankerTotal === 5) return playerThird >= 4 && playerThird <= 7;
  if (bankerTotal === 6) return playerThird === 6 || playerThird === 7;
  return false;
}

/** Deals a coup from point values supplied in order; the tableau of punto banco. */
export function coup(next: () => number): { player: number[]; banker: number[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  const pt = total(player);
  const bt = total(banker);
  if (pt >= 8 || bt >= 8) return { player, banker }; // a natural: both stand
  let playerThird: number | null = null;
  if (pt <= 5) {
    playerThird = next();
    player.push(playerThird);
  }
  if (bankerDraws(bt, playerThird)) banker.push(next());
  return { player, banker };
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';
export function winnerOf(player: readonly number[], banker: readonly number[]): BaccaratWinner {
  const p = total(player);
  const b = total(banker);
  return p > b ? 'player' : b > p ? 'banker' : 'tie';
}

export function baccaratMultiplier(c: BaccaratConfig, bet: BaccaratChoice['bet'], winner: BaccaratWinner): number {
  if (winner === 'tie') return bet === 'tie' ? c.pays.tie : 1;
  return bet === winner ? c.pays[bet] : 0;
}

/** Exact winner probabilities on an infinite deck: points 0 with probability 4/13 (10, J, Q, K), 1–9 with 1/13 each. */
export function baccaratProbabilities(): Record<BaccaratWinner, number> {
  const out: Record<BaccaratWinner, number> = { player: 0, banker: 0, tie: 0 };
  const W = [4 / 13, 1 / 13, 1 / 13, 1 / 13, 1 / 13, 1 / 13, 1 / 13, 1 / 13, 1 / 13, 1 / 13];
  // Every sequence of dealt points, each consumed only when the tableau asks for it (coup()).
  const expand = (dealt: number[], p: number) => {
    let i = 0;
    let needed = false;
    const r = coup(() => {
      if (i < dealt.length) return dealt[i++]!;
      needed = true;
      return 0;
    });
    if (!needed) {
      out[winnerOf(r.player, r.banker)] += p;
      return;
    }
    for (let pt = 0; pt < 10; pt++) expand([...dealt, pt], p * W[pt]!);
  };
  expand([], 1);
  return out;
}

export const baccarat: GameEngine<BaccaratConfig, BaccaratChoice, BaccaratOutcome> = {
  config(raw) {
    if (is(raw, BaccaratConfig)) return raw;
    const pays = isRecord(raw) && isRecord(raw.pays) ? raw.pays : {};
    return {
      pays: {
        player: typeof pays.player === 'number' ? pays.player : DEFAULT_PAYS.player,
        banker: typeof pays.banker === 'number' ? pays.banker : DEFAULT_PAYS.banker,
        tie: typeof pays.tie === 'number' ? pays.tie : DEFAULT_PAYS.tie,
      },
    };
  },
  choice(raw) {
    if (!is(raw, BaccaratChoice)) throw new EngineInputError('choice.bet', 'player, banker or tie');
    return { bet: raw.bet };
  },
  floats: () => 6,
  play(rng: Floats, c, { bet }) {
    const cards: Card[] = [];
    const { player, banker } = coup(() => {
      const card = drawWithReplacement(rng);
      cards.push(card);
      return cardPoints(card.rank);
    });
    // Cards were dealt P, B, P, B, then player third (if any), then banker third (if any).
    const playerCards = [cards[0]!, cards[2]!];
    const bankerCards = [cards[1]!, cards[3]!];
    let k = 4;
    if (player.length === 3) playerCards.push(cards[k++]!);
    if (banker.length === 3) bankerCards.push(cards[k++]!);
    const winner = winnerOf(player, banker);
    return {
      engine: 'baccarat',
      player: playerCards,
      banker: bankerCards,
      playerTotal: total(player),
      bankerTotal: total(banker),
      winner,
      bet,
      multiplier: baccaratMultiplier(c, bet, winner),
    };
  },
  /** The banker bet (the house's main bet): P(banker) × 1.95 + P(tie) × 1. */
  rtp(c) {
    const p = baccaratProbabilities();
    return p.banker * baccaratMultiplier(c, 'banker', 'banker') + p.tie * baccaratMultiplier(c, 'banker', 'tie');
  },
};

/** RTP of each bet (docs and `ops games rtp`). */
export function baccaratBetRtps(c: BaccaratConfig): Record<BaccaratWinner, number> {
  const p = baccaratProbabilities();
  const bets: BaccaratWinner[] = ['player', 'banker', 'tie'];
  return Object.fromEntries(
    bets.map((bet) => [bet, bets.reduce((s, w) => s + p[w] * baccaratMultiplier(c, bet, w), 0)]),
  ) as Record<BaccaratWinner, number>;
}
