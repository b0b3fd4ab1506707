import { useLanguage } from '../language/use-language';
import { useApiResource } from '../resource/use-resource';

/** The help center's categories of articles (SPEC §2 /help), in the shown language. */
export function useHelpArticles() {
  const { locale } = useLanguage();
  return useApiResource('helpCenter', undefined, locale ?? '');
}
