import { GAMES } from '../../config/constants';
import { useLanguage } from '../language/use-language';
import { useApiResource } from '../resource/use-resource';

/** Whose games a vendor's popup list shows: a vendor, optionally one game type and category. */
export interface VendorGamesOf {
  vassalage: string;
  gameType?: string;
  gameCategory?: string;
}

/**
 * One page of a vendor's popup list of games (SPEC §2 VASSALAGE items, a lane's "More";
 * GCSGAME_gameList), in the shown language. Its own module: the popup is a chunk of its own,
 * opened from the home page and from the lobbies.
 */
export function useVendorGames({ vassalage, gameType, gameCategory }: VendorGamesOf, page: number) {
  const { locale } = useLanguage();
  return useApiResource('gameList', { vassalage, gameType, gameCategory, page, size: GAMES.gameListPageSize }, locale ?? '');
}
