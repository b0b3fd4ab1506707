import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { RoundOutcome, SportsOutcome } from '../api';
import { formatHundredths, formatMultiplier } from '../format';
import { BACCARAT_NAMES, COCKFIGHT_NAMES, COLOR_NAMES, HAND_NAMES, SPECIES_NAMES } from '../names';

/** One line saying what a round came to, in the page's language (history, result, verify). */
export function useOutcomeText() {
  const { t, i18n } = useLingui();
  const species = (id: string) => (SPECIES_NAMES[id] ? i18n._(SPECIES_NAMES[id]!) : id);
  return (o: RoundOutcome | SportsOutcome): string => {
    switch (o.engine) {
      case 'slot': {
        const multiplier = formatMultiplier(o.multiplier);
        const lines = o.wins.length;
        return lines === 0 ? t`No winning line` : plural(lines, { one: `# winning line, ${multiplier}`, other: `# winning lines, ${multiplier}` });
      }
      case 'dice': {
        const roll = formatHundredths(o.roll);
        const target = formatHundredths(o.target);
        return o.win ? t`Rolled ${roll} under ${target}: win` : t`Rolled ${roll}, not under ${target}`;
      }
      case 'baccarat': {
        const winner = i18n._(BACCARAT_NAMES[o.winner]);
        const p = o.playerTotal;
        const b = o.bankerTotal;
        return o.winner === 'tie' ? t`Tie ${p} to ${b}` : t`${winner} wins, player ${p} banker ${b}`;
      }
      case 'roulette': {
        const pocket = o.pocket;
        const color = i18n._(COLOR_NAMES[o.color]);
        return t`Ball on ${pocket} ${color}`;
      }
      case 'cockfight': {
        const result = i18n._(COCKFIGHT_NAMES[o.result]);
        return o.result === 'draw' ? t`Draw` : t`${result} wins`;
      }
      case 'teenpatti': {
        const mine = i18n._(HAND_NAMES[o.playerHand.name]);
        const theirs = i18n._(HAND_NAMES[o.dealerHand.name]);
        if (o.winner === 'player') return t`You win: ${mine} against ${theirs}`;
        if (o.winner === 'dealer') return t`Dealer wins: ${theirs} against ${mine}`;
        return t`Tie goes to the dealer: ${mine} against ${theirs}`;
      }
      case 'fish': {
        const name = species(o.species);
        const multiplier = formatMultiplier(o.speciesMultiplier);
        return o.hit ? t`Hit the ${name}, ${multiplier}` : t`Missed the ${name}`;
      }
      case 'sports':
      case 'esports':
        return o.result === 'home' ? t`Home win` : o.result === 'away' ? t`Away win` : t`Draw`;
    }
  };
}
