// The games endpoints group (loaded by src/api/endpoints.ts on first use) comes with the member's
// strips rather than after their first render.
import '../../api/game-endpoints';
import { useLanguage } from '../language/use-language';
import { useApiResource } from '../resource/use-resource';

/**
 * The member's recently played games (SPEC §7 GCS_recentGame), in the shown language; read again
 * for another login (`token`).
 */
export function useRecentGames(token: string) {
  const { locale } = useLanguage();
  return useApiResource('recentGames', undefined, `${locale ?? ''}|${token}`);
}
