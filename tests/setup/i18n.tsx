import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { messages as bnAccounts } from '../../locales/bn/accounts.po';
import { messages as bnMember } from '../../locales/bn/member.po';
import { messages as bnCore } from '../../locales/bn/messages.po';
import { messages as bnErrors } from '../../locales/bn/errors.po';
import { messages as enAccounts } from '../../locales/en/accounts.po';
import { messages as enMember } from '../../locales/en/member.po';
import { messages as enCore } from '../../locales/en/messages.po';
import { messages as enErrors } from '../../locales/en/errors.po';
import { activateLocale, i18n, type Locale } from '../../src/i18n';

/** Every catalog of each locale (the app loads the errors, account and member parts with their screens). */
export const catalogs = {
  bn: { ...bnCore, ...bnErrors, ...bnAccounts, ...bnMember },
  en: { ...enCore, ...enErrors, ...enAccounts, ...enMember },
} as const;

/** Activates a real compiled catalog, as the language chart does in the app. */
export function useTestLocale(locale: Locale = 'en') {
  activateLocale(locale, catalogs[locale]);
}

export function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
