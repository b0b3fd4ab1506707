import type { FavoriteGames, GameItem } from '../../api/schemas/lobby';

export interface FavoritesData {
  /** Ids of the member's favourites (MCSFE_getFavoriteGames). */
  ids: string[];
  /** The favourite games themselves (MCSFE_getFavoriteGamesList), for the strip. */
  games: GameItem[];
}

export interface GameFavoritesContext extends FavoritesData {
  /** The game whose star is being saved. */
  pending: GameItem | null;
  /** Why the last load or save failed. */
  errorKey: string | null;
}

export type GameFavoritesEvent = { type: 'favorites.toggle'; game: GameItem } | { type: 'favorites.retry' };

export interface SaveFavorite {
  gameId: string;
  favorite: boolean;
}

export type { FavoriteGames, GameItem };
