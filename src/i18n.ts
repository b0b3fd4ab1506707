import { i18n, type Messages } from '@lingui/core';

/** Languages the product can speak; the merchant config picks a subset (SPEC §1). */
export const SUPPORTED_LOCALES = ['bn', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'bn';

export const STORAGE_KEYS = { lang: 'lang', hisLang: 'hisLang' } as const;

export function isSupportedLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (SUPPORTED_LOCALES as readonly string[]).includes(value);
}

/** Catalogs are code-split: each locale is its own chunk, fetched when chosen. */
const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  bn: () => import('../locales/bn/messages.po'),
  en: () => import('../locales/en/messages.po'),
};

export async function loadCatalog(locale: Locale): Promise<Messages> {
  const { messages } = await catalogs[locale]();
  return messages;
}

export function activateLocale(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Wire code of a locale for the `Language` header (BN, EN…). */
export function wireLanguage(locale: string | undefined): string {
  return (locale ?? DEFAULT_LOCALE).toUpperCase();
}

export { i18n };
