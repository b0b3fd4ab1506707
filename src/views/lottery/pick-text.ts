import type { BetType } from '../../api/schemas/lottery';

/** What a bet picks, as a player reads it: "3rd digit: 7", "Big", "02 05 09" (labels from its bet type when known). */
export function pickText(type: BetType | undefined, bet: { position: string | null; picks: readonly string[] }): string {
  const label = (value: string, list?: readonly { value: string; label: string }[]) => list?.find((o) => o.value === value)?.label ?? value;
  const picks = type?.pick.kind === 'option' ? bet.picks.map((v) => label(v, type.pick.options)).join(', ') : bet.picks.join(' ');
  return bet.position === null ? picks : `${label(bet.position, type?.pick.positions)}: ${picks}`;
}
