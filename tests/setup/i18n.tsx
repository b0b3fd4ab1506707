import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { messages as bn } from '../../locales/bn/messages.po';
import { messages as en } from '../../locales/en/messages.po';
import { activateLocale, i18n, type Locale } from '../../src/i18n';

export const catalogs = { bn, en } as const;

/** Activates a real compiled catalog, as the language chart does in the app. */
export function useTestLocale(locale: Locale = 'en') {
  activateLocale(locale, catalogs[locale]);
}

export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
