import type { GameItem } from '../../api/schemas/lobby';
import { useFavoriteStar, useGameFavoritesActor } from '../../machines/game-launch/game-favorites.context';
import { GameCard } from './game-card';
import { useLobbyActions } from './lobby-actions';

/** A game card wired to the lobby: plays or opens the vendor list, with a star for members. */
export function PlayableCard({ game }: { game: GameItem }) {
  const { play, openVendor } = useLobbyActions();
  const favorite = useFavoriteStar(useGameFavoritesActor(), game);
  return <GameCard game={game} onPlay={play} onOpenVendor={openVendor} favorite={favorite} />;
}

/** Cards in a list named for assistive technology ("Evolution games", "Favourites"…). */
export function GameGrid({ games, label }: { games: readonly GameItem[]; label: string }) {
  return (
    <ul className="game-grid" aria-label={label}>
      {games.map((g) => (
        <PlayableCard key={g.gameId} game={g} />
      ))}
    </ul>
  );
}
