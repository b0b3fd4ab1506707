import type { Card, Suit } from '../vendor/api';
import type { Floats } from './fair';

/**
 * Cards from the stream (docs/demo-vendor.md "Cards"). Index 0–51: suit = floor(i / 13) in
 * S, H, D, C order; rank = i mod 13 + 1 (1 ace … 13 king).
 */
export const SUITS: readonly Suit[] = ['S', 'H', 'D', 'C'];

export function cardOf(index: number): Card {
  return { rank: (index % 13) + 1, suit: SUITS[Math.floor(index / 13)]! };
}

/** An infinite deck (shoe-less): each card an independent floor(float × 52). */
export function drawWithReplacement(rng: Floats): Card {
  return cardOf(rng.int(52));
}

/**
 * The first `count` cards of one 52-card deck shuffled by Fisher–Yates from the front: for
 * i = 0, 1, …: j = i + floor(float × (52 − i)), swap deck[i] and deck[j]; card i is deck[i].
 * Without replacement; one float per card dealt.
 */
export function dealFromDeck(rng: Floats, count: number): Card[] {
  const deck = Array.from({ length: 52 }, (_, i) => i);
  for (let i = 0; i < count; i++) {
    const j = i + rng.int(52 - i);
    [deck[i], deck[j]] = [deck[j]!, deck[i]!];
  }
  return deck.slice(0, count).map(cardOf);
}
