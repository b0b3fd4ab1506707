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

/**
 * Catalog parts: the messages of screens that load lazily (the member center) live in their own
 * catalog, fetched with those screens, so the home route downloads only its own messages. Once
 * a part has been asked for, a language change loads it too.
 */
export type CatalogLoaders = Record<Locale, () => Promise<{ messages: Messages }>>;
const parts = new Map<string, CatalogLoaders>();
const loadedParts = new Set<string>();

export async function loadCatalog(locale: Locale): Promise<Messages> {
  const [core, ...extra] = await Promise.all([catalogs[locale](), ...[...parts].map(([name, p]) => p[locale]().then((m) => {
    loadedParts.add(`${name}:${locale}`);
    return m;
  }))]);
  return Object.assign({}, core.messages, ...extra.map((e) => e.messages));
}

/** Registers a catalog part and merges it into the active locale (once per locale). */
export async function ensureCatalogPart(name: string, loaders: CatalogLoaders): Promise<void> {
  parts.set(name, loaders);
  const locale = i18n.locale;
  if (!isSupportedLocale(locale) || loadedParts.has(`${name}:${locale}`)) return;
  const { messages } = await loaders[locale]();
  loadedParts.add(`${name}:${locale}`);
  // Merges into the locale's messages and emits "change": mounted views re-render translated.
  if (i18n.locale === locale) i18n.load(locale, messages);
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
