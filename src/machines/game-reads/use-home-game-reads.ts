// The games endpoints group (loaded by src/api/endpoints.ts on first use) comes with the home
// sections' chunk rather than after their first render: these reads need it at once.
import '../../api/game-endpoints';
import { wireLanguage } from '../../i18n';
import { homeSectionReads } from '../../pages/first-reads';
import { useLanguage } from '../language/use-language';
import { useApiResource } from '../resource/use-resource';
import { useSession } from '../session/use-session';
import { useWhitelabel } from '../system-status/use-system-status';

/**
 * The home page's game sections (SPEC §7 parameters): hot games, popular lottery and the winner
 * board, asked exactly as the server answers them inside the page (first-reads.ts). They read
 * again after a login ("popular items load", SPEC §4): each is keyed by the session token as
 * well as the language.
 */
export function useHomeGameReads() {
  const { locale } = useLanguage();
  const { token } = useSession();
  const brand = useWhitelabel()?.info.brand;
  const language = wireLanguage(locale ?? undefined);
  const key = `${locale ?? ''}|${token ?? ''}`;
  const reads = homeSectionReads(brand, language);
  const hot = useApiResource('hotGames', reads.hot.query, key);
  const popular = useApiResource('popularLottery', reads.popular.query, key);
  const ranks = useApiResource('rankList', reads.ranks.query, key);
  return { hot, popular, ranks };
}
