import { useLingui } from '@lingui/react/macro';
import type { GameItem } from '../../api/schemas/lobby';
import { GAMES } from '../../config/constants';
import type { GameFavoritesActor } from '../../machines/game-launch/game-favorites.context';
import { useGameFavorites } from '../../machines/game-launch/use-game-favorites';
import { useRecentGames } from '../../machines/game-reads/use-recent-games';
import { DataView, LoadFailed, Loading } from '../common/data-states';
import { gameMessageFor } from './game-messages';
import { Strip } from './member-strips-frame';
import { GameGrid } from './playable-card';

const inCategory = (games: readonly GameItem[], category?: string) => (category ? games.filter((g) => g.gameCategory === category) : games);

/** A member's favourites on this page's category (stars on the cards add and remove them). */
export function FavoritesStrip({ actor, category }: { actor: GameFavoritesActor; category?: string }) {
  const { t, i18n } = useLingui();
  const f = useGameFavorites(actor);
  const games = inCategory(f.games, category);
  const notice = f.errorKey && !f.loadFailed && (
    <p className="form-error" role="alert">
      {i18n._(gameMessageFor(f.errorKey))}
    </p>
  );
  return (
    <Strip id="favorites-strip-title" title={t`Favourites`} notice={notice}>
      {f.loadFailed ? (
        <LoadFailed errorKey={f.errorKey} onRetry={f.retry} compact />
      ) : f.loading ? (
        <Loading label={t`Loading favourites`} />
      ) : games.length ? (
        <GameGrid games={games} label={t`Favourites`} />
      ) : (
        <p className="page-note">{t`No favourites yet. Tap the star on a game to keep it here.`}</p>
      )}
    </Strip>
  );
}

/** The member's recently played games (SPEC §7 GCS_recentGame), newest first. */
export function RecentStrip({ token, category }: { token: string; category?: string }) {
  const { t } = useLingui();
  const recent = useRecentGames(token);
  return (
    <Strip id="recent-strip-title" title={t`Recently played`}>
      <DataView resource={recent} loading={<Loading label={t`Loading recently played games`} />} compact>
        {(data) => {
          const games = inCategory(data.list, category).slice(0, GAMES.recentLimit);
          return games.length ? <GameGrid games={games} label={t`Recently played`} /> : <p className="page-note">{t`No games played yet.`}</p>;
        }}
      </DataView>
    </Strip>
  );
}

/**
 * A member's favourites (when the favourites chart runs) and recent games above a lobby: loaded
 * only for members (category-lobby.tsx), a visitor's lobby does not download them.
 */
export function MemberStrips({ favorites, token, category }: { favorites: GameFavoritesActor | null; token: string; category: string }) {
  return (
    <div className="strips">
      {favorites && <FavoritesStrip actor={favorites} category={category} />}
      <RecentStrip token={token} category={category} />
    </div>
  );
}
