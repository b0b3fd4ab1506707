import type { Messages } from '@lingui/core';
import type { Locale } from '../../i18n';

export interface LanguageInput {
  /** `lang` from localStorage, if any. */
  stored: string | null;
  /** `hisLang` from localStorage, if any. */
  storedPrevious: string | null;
  /** Locales this merchant offers; the first is the default. */
  available: readonly Locale[];
}

export interface LanguageContext {
  /** Locale whose catalog is active, null before the first load. */
  locale: Locale | null;
  /** Locale being loaded. */
  pending: Locale;
  /** Locale before the current one (hisLang). */
  previous: Locale | null;
  available: readonly Locale[];
  errorKey: string | null;
}

export type LanguageEvent =
  | { type: 'language.select'; locale: Locale }
  /** The merchant's languages as its white-label names them (`BN`, `EN`, `ZH`…), in its order. */
  | { type: 'language.configure'; languages: readonly string[] }
  | { type: 'language.retry' };

export interface CatalogLoaded {
  locale: Locale;
  messages: Messages;
}
