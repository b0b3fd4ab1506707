// The games endpoints group (loaded by src/api/endpoints.ts on first use) comes with the lanes'
// chunk rather than after its first render: the room lists need it at once.
import '../../api/game-endpoints';
import { useLanguage } from '../language/use-language';
import { useApiResource } from '../resource/use-resource';

/*
 * The vendor lanes of the categories other than slots (SPEC §2, §7 pvp), each in the shown
 * language: made again when the language changes.
 */

/** The vendors of a game category, as lanes of games; the query is the one the server answers inside the page. */
export function useVendorLanes(category: string) {
  const { locale } = useLanguage();
  return useApiResource('gameVendor', { gameCategory: category }, locale ?? '');
}

/** A table-games vendor's rooms (SPEC §7 GLS2_roomList). */
export function useRooms(vassalage: string) {
  const { locale } = useLanguage();
  return useApiResource('roomList', { vassalage }, locale ?? '');
}
