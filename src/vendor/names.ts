import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Display names of the engines' ids (symbols, species, bets, hands, cards). Ids a config adds
 * that are not listed here show as they are. Their pictures are SVG drawings (parts/symbol-art.tsx).
 */
export const SYMBOL_NAMES: Record<string, MessageDescriptor> = {
  wild: msg`Wild`,
  seven: msg`Seven`,
  bar: msg`Bar`,
  bell: msg`Bell`,
  plum: msg`Plum`,
  orange: msg`Orange`,
  lemon: msg`Lemon`,
  cherry: msg`Cherry`,
};

export const SPECIES_NAMES: Record<string, MessageDescriptor> = {
  clownfish: msg`Clownfish`,
  pufferfish: msg`Pufferfish`,
  turtle: msg`Turtle`,
  lobster: msg`Lobster`,
  octopus: msg`Octopus`,
  shark: msg`Shark`,
  whale: msg`Whale`,
  dragon: msg`Golden dragon`,
};

export const BACCARAT_NAMES = { player: msg`Player`, banker: msg`Banker`, tie: msg`Tie` } as const;
export const COCKFIGHT_NAMES = { meron: msg`Meron`, wala: msg`Wala`, draw: msg`Draw` } as const;

export const HAND_NAMES = {
  trail: msg`Trail`,
  pureSequence: msg`Pure sequence`,
  sequence: msg`Sequence`,
  colour: msg`Colour`,
  pair: msg`Pair`,
  highCard: msg`High card`,
} as const;

export const COLOR_NAMES = { red: msg`Red`, black: msg`Black`, green: msg`Green` } as const;

export const SUIT_NAMES = { S: msg`Spades`, H: msg`Hearts`, D: msg`Diamonds`, C: msg`Clubs` } as const;

export const RANK_NAMES: Record<number, MessageDescriptor> = {
  1: msg`Ace`,
  11: msg`Jack`,
  12: msg`Queen`,
  13: msg`King`,
};
export const RANK_FACES: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q', 13: 'K' };

export const ENGINE_NAMES: Record<string, MessageDescriptor> = {
  slot: msg`Slot`,
  dice: msg`Dice`,
  baccarat: msg`Baccarat`,
  roulette: msg`Roulette`,
  cockfight: msg`Cockfight`,
  teenpatti: msg`Teen patti`,
  fish: msg`Fish shooter`,
  sports: msg`Sports`,
  esports: msg`E-sports`,
};
