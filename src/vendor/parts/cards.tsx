import { useLingui } from '@lingui/react/macro';
import type { Card } from '../api';
import { RANK_FACES, RANK_NAMES, SUIT_NAMES } from '../names';
import { SUIT_ART, SymbolArt } from './symbol-art';

/** "Queen of Hearts", "7 of Clubs". */
export function useCardName() {
  const { t, i18n } = useLingui();
  return (c: Card) => {
    const rank = RANK_NAMES[c.rank] ? i18n._(RANK_NAMES[c.rank]!) : String(c.rank);
    const suit = i18n._(SUIT_NAMES[c.suit]);
    return t`${rank} of ${suit}`;
  };
}

/** A hand of cards: each card an image named for screen readers. */
export function CardRow({ cards, label }: { cards: readonly Card[]; label: string }) {
  const name = useCardName();
  return (
    <ul className="dv-cards" aria-label={label}>
      {cards.map((c, i) => (
        <li key={i} className={`dv-card${c.suit === 'H' || c.suit === 'D' ? ' dv-card--red' : ''}`} role="img" aria-label={name(c)}>
          {RANK_FACES[c.rank] ?? c.rank}
          <SymbolArt art={SUIT_ART} id={c.suit} label={null} className="dv-card__suit" />
        </li>
      ))}
    </ul>
  );
}
