import { setupI18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { expect } from 'vitest';
import { activateLocale, type Locale } from '../../src/i18n';
import { languageModel } from '../../src/machines/language/language.model';
import { persistLanguage } from '../../src/machines/language/language.runtime';
import type { LanguageContext } from '../../src/machines/language/language.types';
import { type LanguageActor, LanguageProvider } from '../../src/machines/language/use-language';
import { LanguagePicker } from '../../src/views/layout/language-picker';
import { catalogs, useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel } from './harness';

const heading = msg`System Maintenance`;

/** The heading as the given catalog translates it (Bengali differs from English once translated). */
function translated(locale: Locale) {
  return setupI18n({ locale, messages: { [locale]: catalogs[locale] } })._(heading);
}

/** In ready: the page speaks the active language, the picker shows it and it is remembered. */
function expectActive(locale: Locale) {
  expect(document.documentElement.lang).toBe(locale);
  expect(localStorage.getItem('lang')).toBe(locale);
}

describeModel({
  model: languageModel,
  provide: (machine) =>
    machine.provide({
      actions: {
        // The real activation, fed with the real compiled catalog of the chosen locale.
        activate: (_, { locale }) => activateLocale(locale, catalogs[locale]),
        persist: (_, params) => persistLanguage(params),
      },
    }),
  render: (actor) => {
    useTestLocale('en');
    return (
      <WithI18n>
        <LanguageProvider actor={actor as LanguageActor}>
          <LanguagePicker />
          <h1>
            <Trans>System Maintenance</Trans>
          </h1>
        </LanguageProvider>
      </WithI18n>
    );
  },
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('combobox', { name: /Language|ভাষা/ })).toBeDisabled();
    },
    ready: ({ screen, snapshot }) => {
      const ctx = snapshot.context as LanguageContext;
      const locale = ctx.locale!;
      const picker = screen.getByRole('combobox', { name: /Language|ভাষা/ });
      expect(picker).toBeEnabled();
      expect(picker).toHaveValue(locale);
      expect(screen.getAllByRole('option').map((o) => o.getAttribute('value'))).toEqual([...ctx.available]);
      // Switching re-renders without a reload.
      expect(screen.getByRole('heading')).toHaveTextContent(translated(locale));
      expectActive(locale);
      if (ctx.previous) expect(localStorage.getItem('hisLang')).toBe(ctx.previous);
    },
    failed: ({ screen }) => {
      expect(screen.getByRole('alert')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: /Retry|আবার/ })).toBeEnabled();
    },
  },
  // The page may speak either language (the chosen one is active once ready), so names come in both.
  controls: {
    loading: [],
    ready: () => [`combobox:${document.documentElement.lang === 'bn' ? 'ভাষা' : 'Language'}`],
    failed: () => (document.documentElement.lang === 'bn' ? ['button:আবার চেষ্টা', 'combobox:ভাষা'] : ['button:Retry', 'combobox:Language']),
  },
  absent: {
    // A retry under way no longer shows the failure it answers.
    loading: ['Retry', 'আবার চেষ্টা'],
    ready: ['Retry', 'আবার চেষ্টা'],
  },
  exec: {
    'language.select': async (event, { user, screen }) => {
      const locale = (event as unknown as { locale: Locale }).locale;
      await user.selectOptions(screen.getByRole('combobox', { name: /Language|ভাষা/ }), locale);
    },
    'language.retry': async (_e, { user, screen }) => {
      await user.click(screen.getByRole('button', { name: /Retry|আবার/ }));
    },
  },
});
