import { useLanguage } from '../language/use-language';
import { useApiResource } from '../resource/use-resource';

/**
 * The header's game categories and their vendors (SPEC §2 bottom nav), in the shown language.
 * Its own module: the header is on every page's first screen, the lobby reads are not.
 */
export function useGameMenus() {
  const { locale } = useLanguage();
  return useApiResource('gameMenus', undefined, locale ?? '');
}
