import { rngGameListQuery } from '../../pages/slot-vendor';
import { useLanguage } from '../language/use-language';
import { useApiResource } from '../resource/use-resource';

/*
 * The slot lobby's reads (/rng; SPEC §2, §7 egames), each in the shown language: made again when
 * the language changes. The server answers these inside the page (src/pages/first-reads.ts), so
 * their queries must stay the ones it asks. Its own module: the slot lobby is in the category
 * page's chunk, the other lobbies' lanes in a chunk of their own.
 */

/** The slot vendors: the lobby's vendor chooser. */
export function useSlotVendors() {
  const { locale } = useLanguage();
  return useApiResource('gameVendor', { gameCategory: 'RNG' }, locale ?? '');
}

/** A slot vendor's game types: the lobby's tabs. */
export function useSlotGameTypes(vassalage: string) {
  const { locale } = useLanguage();
  return useApiResource('vassGameTypes', { vassalage }, locale ?? '');
}

/** One page of a slot vendor's games of a type (all types when absent). */
export function useSlotGames(vassalage: string, gameType: string | undefined, page: number) {
  const { locale } = useLanguage();
  return useApiResource('gameList', rngGameListQuery(vassalage, gameType, page), locale ?? '');
}
