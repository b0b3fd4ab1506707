import { useLingui } from '@lingui/react/macro';
import type { GameItem } from '../../api/schemas/lobby';
import { GAMES } from '../../config/constants';
import type { GameFavoritesActor } from '../../machines/game-launch/game-favorites.context';
import { useGameFavorites } from '../../machines/game-launch/use-game-favorites';
import { useLanguage } from '../../machines/language/use-language';
import { useApiResource } from '../../machines/resource/use-resource';
import { LoadFailed, Loading } from '../common/data-states';
import { gameMessageFor } from './game-messages';
import { GameGrid } from './playable-card';
import { TitledSection } from './titled-section';

const inCategory = (games: readonly GameItem[], category?: string) => (category ? games.filter((g) => g.gameCategory === category) : games);

/** A member's favourites on this page's category (stars on the cards add and remove them). */
export function FavoritesStrip({ actor, category }: { actor: GameFavoritesActor; category?: string }) {
  const { t, i18n } = useLingui();
  const f = useGameFavorites(actor);
  const games = inCategory(f.games, category);
  return (
    <section className="strip" aria-labelledby="favorites-strip-title">
      <h2 id="favorites-strip-title" className="section-title">
        {t`Favourites`}
      </h2>
      {f.errorKey && !f.loadFailed && (
        <p className="form-error" role="alert">
          {i18n._(gameMessageFor(f.errorKey))}
        </p>
      )}
      {f.loadFailed ? (
        <LoadFailed errorKey={f.errorKey} onRetry={f.retry} compact />
      ) : f.loading ? (
        <Loading label={t`Loading favourites`} />
      ) : games.length ? (
        <GameGrid games={games} label={t`Favourites`} />
      ) : (
        <p className="page-note">{t`No favourites yet. Tap the star on a game to keep it here.`}</p>
      )}
    </section>
  );
}

/** The member's recently played games (SPEC §7 GCS_recentGame), newest first. */
export function RecentStrip({ token, category }: { token: string; category?: string }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const recent = useApiResource('recentGames', undefined, `${locale ?? ''}|${token}`);
  return (
    <TitledSection id="recent-strip-title" className="strip" title={t`Recently played`} loadingLabel={t`Loading recently played games`} resource={recent}>
      {(data) => {
        const games = inCategory(data.list, category).slice(0, GAMES.recentLimit);
        return games.length ? <GameGrid games={games} label={t`Recently played`} /> : <p className="page-note">{t`No games played yet.`}</p>;
      }}
    </TitledSection>
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
