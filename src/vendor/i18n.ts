import { i18n, type Messages } from '@lingui/core';

/**
 * The game page's language: its own catalog part (locales/<lang>/vendor.po), nothing of the
 * SPA's catalogs. Bengali by default, as on the site.
 */
export const VENDOR_LOCALES = ['bn', 'en'] as const;
export type VendorLocale = (typeof VENDOR_LOCALES)[number];
export const DEFAULT_VENDOR_LOCALE: VendorLocale = 'bn';

const catalogs: Record<VendorLocale, () => Promise<{ messages: Messages }>> = {
  bn: () => import('../../locales/bn/vendor.po'),
  en: () => import('../../locales/en/vendor.po'),
};

/** A supported locale from a wire language ("BN", "en", "en-US"), or null. */
export function vendorLocaleOf(value: string | null | undefined): VendorLocale | null {
  const code = (value ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return (VENDOR_LOCALES as readonly string[]).includes(code ?? '') ? (code as VendorLocale) : null;
}

/** The first supported of the candidates (`?lang=`, then the session's game language), else Bengali. */
export function pickVendorLocale(...candidates: (string | null | undefined)[]): VendorLocale {
  for (const c of candidates) {
    const l = vendorLocaleOf(c);
    if (l) return l;
  }
  return DEFAULT_VENDOR_LOCALE;
}

export async function activateVendorLocale(locale: VendorLocale): Promise<void> {
  if (i18n.locale === locale) return;
  const { messages } = await catalogs[locale]();
  i18n.loadAndActivate({ locale, messages });
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };
