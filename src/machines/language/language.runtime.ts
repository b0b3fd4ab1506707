import { DEFAULT_LOCALE, LANGUAGE_COOKIE, type Locale, STORAGE_KEYS, activateLocale, languageOfCookie } from '../../i18n';
import { createLoadCatalog } from './actors/load-catalog';
import { languageMachine } from './language.machine';
import type { LanguageInput } from './language.types';

/** The machine with its real side effects: catalog chunks, Lingui activation, localStorage. */
export function createLanguageLogic() {
  return languageMachine.provide({
    actors: { loadCatalog: createLoadCatalog() },
    actions: {
      activate: (_, { locale, messages }) => activateLocale(locale, messages),
      persist: (_, params) => persistLanguage(params),
    },
  });
}

export function persistLanguage({ lang, hisLang }: { lang: Locale; hisLang: Locale | null }): void {
  try {
    localStorage.setItem(STORAGE_KEYS.lang, lang);
    if (hisLang) localStorage.setItem(STORAGE_KEYS.hisLang, hisLang);
  } catch {
    // Private mode or storage full: the language still applies for this visit.
  }
  // The server draws the next page in it (server/static/spa.ts).
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

export function readStoredLanguage(available: LanguageInput['available'] = [DEFAULT_LOCALE, 'en']): LanguageInput {
  let stored: string | null = null;
  let storedPrevious: string | null = null;
  try {
    stored = localStorage.getItem(STORAGE_KEYS.lang);
    storedPrevious = localStorage.getItem(STORAGE_KEYS.hisLang);
  } catch {
    // Storage unavailable: defaults apply.
  }
  // Storage cleared, or unavailable: the cookie the server drew this page by still says it.
  stored ??= languageOfCookie(document.cookie);
  return { stored, storedPrevious, available };
}
