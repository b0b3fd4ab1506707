import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { GameItem } from '../../api/schemas/lobby';
import { GAMES } from '../../config/constants';
import { LazyImage } from './lazy-image';

/** Card images are square (the server draws 240×240 art, docs/games.md "Images"); the ratio reserves the space. */
export const CARD_IMAGE = { width: 240, height: 240 } as const;

export interface FavoriteToggle {
  on: boolean;
  busy: boolean;
  toggle: () => void;
}

/**
 * One game of a lane, grid, strip or popup: a button named by the game (its badges describe
 * it). An item with isGame VASSALAGE ("All PG Soft games") opens the vendor's popup list instead
 * of launching (SPEC §2).
 * Members also get a favourite star beside it.
 */
export function GameCard({
  game,
  onPlay,
  onOpenVendor,
  favorite,
}: {
  game: GameItem;
  onPlay: (game: GameItem) => void;
  onOpenVendor?: (game: GameItem) => void;
  favorite?: FavoriteToggle | null;
}) {
  const { t } = useLingui();
  const badgesId = useId();
  const opensList = game.isGame === GAMES.vassalageItem && onOpenVendor !== undefined;
  const name = game.gameName;
  return (
    <li className="game-card">
      {/*
        Named by its image's alt text (the game's name), not by aria-label: the name then matches
        what is seen. The caption repeats the name for the eye; the badges describe the button.
      */}
      <button
        type="button"
        className="game-card__play"
        aria-describedby={badgesId}
        aria-haspopup={opensList ? 'dialog' : undefined}
        onClick={() => (opensList ? onOpenVendor!(game) : onPlay(game))}
      >
        <LazyImage src={game.image} alt={name} width={CARD_IMAGE.width} height={CARD_IMAGE.height} className="game-card__image" />
        <span className="game-card__name" aria-hidden="true">
          {name}
        </span>
        <span id={badgesId} className="game-card__badges" aria-hidden="true">
          {game.isHot === 1 && <span className="hot-badge">{t`Hot`}</span>}
          {game.isNew === 1 && <span className="new-badge">{t`New`}</span>}
          {game.rtp !== null && <span className="game-card__rtp">{t`RTP ${game.rtp}%`}</span>}
        </span>
      </button>
      {favorite && (
        <button
          type="button"
          className="game-card__star"
          aria-pressed={favorite.on}
          aria-label={t`Favourite ${name}`}
          disabled={favorite.busy}
          onClick={favorite.toggle}
        >
          <span aria-hidden="true">{favorite.on ? '★' : '☆'}</span>
        </button>
      )}
    </li>
  );
}
