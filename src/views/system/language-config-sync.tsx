import { useEffect } from 'react';
import { isSupportedLocale } from '../../i18n';
import { useLanguage } from '../../machines/language/use-language';
import { useWhitelabel } from '../../machines/system-status/use-system-status';

/**
 * The merchant config lists its languages (it may name zh, ja, th, vi, pt too); we offer
 * those we have a complete catalog for, in the merchant's order.
 */
export function LanguageConfigSync() {
  const whitelabel = useWhitelabel();
  const { configure } = useLanguage();
  const listed = whitelabel?.info.brand.languages.join(',');
  useEffect(() => {
    if (!listed) return;
    const offered = listed.split(',').map((l) => l.toLowerCase()).filter(isSupportedLocale);
    if (offered.length) configure(offered);
  }, [listed, configure]);
  return null;
}
