import type { BetTypeDef } from './bet-types/common';
import type { PickProblem } from './errors';

/**
 * Is this selection a valid bet of the type? Pure (docs/lottery.md "Placing bets"): the
 * position when the type has positions (and none otherwise); an option type exactly one of its
 * options; a numbers type exactly `count` distinct numbers of from..to written with `pad`
 * digits ("07", not "7"). Answers the problem and the field it is in, or null.
 */
export function pickProblem(def: BetTypeDef, position: string | null, picks: readonly string[]): { field: 'position' | 'picks'; reason: PickProblem } | null {
  if (def.positions) {
    if (position === null || !def.positions.some((p) => p.value === position)) return { field: 'position', reason: 'position' };
  } else if (position !== null) {
    return { field: 'position', reason: 'position' };
  }
  const p = def.pick;
  if (p.kind === 'option') {
    if (picks.length !== 1) return { field: 'picks', reason: 'count' };
    return p.options.some((o) => o.value === picks[0]) ? null : { field: 'picks', reason: 'option' };
  }
  if (picks.length !== p.count) return { field: 'picks', reason: 'count' };
  const digits = new RegExp(`^\\d{${p.pad}}$`);
  if (!picks.every((x) => digits.test(x))) return { field: 'picks', reason: 'format' };
  if (!picks.every((x) => Number(x) >= p.from && Number(x) <= p.to)) return { field: 'picks', reason: 'range' };
  if (new Set(picks).size !== picks.length) return { field: 'picks', reason: 'duplicate' };
  return null;
}
