import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { messages as bnVendor } from '../../../locales/bn/vendor.po';
import { messages as enVendor } from '../../../locales/en/vendor.po';
import { i18n, type VendorLocale } from '../i18n';

/** Activates the game page's real compiled catalog, as the page does on load. */
export function useVendorLocale(locale: VendorLocale = 'en') {
  i18n.loadAndActivate({ locale, messages: locale === 'bn' ? bnVendor : enVendor });
}

export function WithVendorI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
