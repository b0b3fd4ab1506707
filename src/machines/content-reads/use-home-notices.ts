import { HOME_NOTICE_QUERY } from '../../pages/first-reads';
import { useLanguage } from '../language/use-language';
import { useApiResource } from '../resource/use-resource';

/**
 * The home page's banners, marquee, popup and promotion notices (SPEC §7 home notice call), in
 * the shown language. The query is the one the server answers inside the page (first-reads.ts).
 */
export function useHomeNotices() {
  const { locale } = useLanguage();
  return useApiResource('homeNotices', HOME_NOTICE_QUERY, locale ?? '');
}
