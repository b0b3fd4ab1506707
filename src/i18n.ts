import { i18n, type Messages } from '@lingui/core';

/** Languages the product can speak; the merchant config picks a subset (SPEC §1). */
export const SUPPORTED_LOCALES = ['bn', 'en'] as const;
export type Locale = (typeof SUPPORTED_LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'bn';

export const STORAGE_KEYS = { lang: 'lang', hisLang: 'hisLang' } as const;

/**
 * The cookie that tells the server which language to draw a page in (server/static/spa.ts): the
 * language chart writes it with the stored language. Not a secret, not a session.
 */
export const LANGUAGE_COOKIE = 'lang';

/** The supported language a Cookie header names, if any. */
export function languageOfCookie(header: string | undefined): Locale | null {
  for (const part of (header ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isSupportedLocale(value)) return value;
  }
  return null;
}

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

/** The locale activateLocale last activated; null until the first catalog is active. */
let activeLocale: Locale | null = null;
/** Resolves at the first activation: a part asked for before any catalog is active waits for it. */
let firstActivated: () => void = () => undefined;
const firstActivation = new Promise<void>((resolve) => (firstActivated = resolve));

/**
 * Registers a catalog part and merges it into the active locale (once per locale). Asked for
 * before the first catalog is active (a page chunk prefetched at boot), it waits for that
 * activation and then loads the part of the locale activated: resolving at once would let the
 * screen render message ids instead of text.
 */
export async function ensureCatalogPart(name: string, loaders: CatalogLoaders): Promise<void> {
  parts.set(name, loaders);
  if (activeLocale === null) await firstActivation;
  await loadPart(name, activeLocale!, false);
}

/** Part loads under way, by `name:locale`: asked for twice at once, a part is fetched once. */
const loadingParts = new Map<string, Promise<void>>();

/**
 * `announce`: whether views already on screen may show this part's messages, so they must be
 * drawn again (a language change while its screens are open). A part's first use is not
 * announced: the screens that need it are waiting for it, not on screen, and Lingui's "change"
 * would draw the whole page again for nothing, once per part (issue #21: a member's page loads
 * several parts at start, each of which drew all of it again).
 */
function loadPart(name: string, locale: Locale, announce: boolean): Promise<void> {
  const key = `${name}:${locale}`;
  const loaders = parts.get(name);
  if (!loaders || loadedParts.has(key)) return Promise.resolve();
  let loading = loadingParts.get(key);
  if (!loading) {
    loading = loaders[locale]()
      .then(({ messages }) => {
        loadedParts.add(key);
        // Merged into the locale's messages. Lingui's load() also emits "change"; the active
        // locale's own table (the object i18n.messages returns) takes an unannounced part quietly.
        if (!announce && locale === i18n.locale) Object.assign(i18n.messages, messages);
        else i18n.load(locale, messages);
      })
      .finally(() => loadingParts.delete(key));
    loadingParts.set(key, loading);
  }
  return loading;
}

/**
 * Activates a locale with its catalog. A part registered while that catalog was loading (and so
 * not merged into it) is loaded now, so a language change never leaves a screen untranslated.
 */
export function activateLocale(locale: Locale, messages: Messages): void {
  i18n.load(locale, messages);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  // Only after a language change can a part's screens be on screen already (the first drawing waits for the first catalog).
  const change = activeLocale !== null && activeLocale !== locale;
  activeLocale = locale;
  firstActivated();
  for (const name of parts.keys()) loadPart(name, locale, change).catch(() => undefined);
}

/** Wire code of a locale for the `Language` header (BN, EN…). */
export function wireLanguage(locale: string | undefined): string {
  return (locale ?? DEFAULT_LOCALE).toUpperCase();
}

export { i18n };
