import { assign, fromPromise, setup } from 'xstate';
import { DEFAULT_LOCALE, isSupportedLocale, type Locale } from '../../i18n';
import type { CatalogLoaded, LanguageContext, LanguageEvent, LanguageInput } from './language.types';
import { lazyChart } from '../lazy-chart';

/** The language the site starts in: the stored one if offered, else the first offered. */
export function pickInitial(input: LanguageInput): Locale {
  const available = input.available.length ? input.available : [DEFAULT_LOCALE];
  if (isSupportedLocale(input.stored) && available.includes(input.stored)) return input.stored;
  return available[0]!;
}

/**
 * The languages the site offers for a merchant's list (it may name zh, ja, th, vi, pt too): those
 * we have a complete catalog for, in the merchant's order.
 */
export function offeredLocales(languages: readonly string[]): Locale[] {
  return [...new Set(languages.map((l) => l.toLowerCase()))].filter(isSupportedLocale);
}

export const languageMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as LanguageInput,
      context: {} as LanguageContext,
      events: {} as LanguageEvent,
    },
    actors: {
      loadCatalog: fromPromise<CatalogLoaded, { locale: Locale }>(async () => {
        throw new Error('loadCatalog not provided');
      }),
    },
    guards: {
      canSelect: ({ context, event }) =>
        event.type === 'language.select' &&
        context.available.includes(event.locale) &&
        event.locale !== (context.locale ?? context.pending),
      offersSome: ({ event }) => event.type === 'language.configure' && offeredLocales(event.languages).length > 0,
      currentUnavailable: ({ context }) => context.locale !== null && !context.available.includes(context.locale),
    },
    actions: {
      /** Makes the loaded catalog the active one; every `i18n._` re-renders through I18nProvider. */
      activate: (_, _params: CatalogLoaded) => {
        throw new Error('activate not provided');
      },
      /** Keeps `lang` and `hisLang` in localStorage (SPEC §3). */
      persist: (_, _params: { lang: Locale; hisLang: Locale | null }) => {
        throw new Error('persist not provided');
      },
    },
  }).createMachine({
    id: 'language',
    description: 'Interface language (SPEC §1, §4): Bengali by default, switch without reload, remembered in localStorage.',
    context: ({ input }) => ({
      locale: null,
      pending: pickInitial(input),
      previous: isSupportedLocale(input.storedPrevious) ? input.storedPrevious : null,
      available: input.available.length ? input.available : [DEFAULT_LOCALE],
      errorKey: null,
    }),
    initial: 'loading',
    on: {
      'language.configure': {
        guard: 'offersSome',
        description:
          "The merchant's languages (the white-label's list, whenever it loads or changes): the site offers those it has a complete catalog for, in the merchant's order. A list with none of them changes nothing.",
        actions: assign({ available: ({ event }) => offeredLocales(event.languages) }),
      },
    },
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'Fetches the catalog chunk of the pending locale.',
        invoke: {
          id: 'loadCatalog',
          src: 'loadCatalog',
          input: ({ context }) => ({ locale: context.pending }),
          onDone: {
            target: 'ready',
            actions: [
              { type: 'activate', params: ({ event }) => event.output },
              {
                type: 'persist',
                params: ({ context, event }) => ({
                  lang: event.output.locale,
                  hisLang: context.locale ?? context.previous,
                }),
              },
              assign(({ context, event }) => ({
                previous: context.locale ?? context.previous,
                locale: event.output.locale,
                errorKey: null,
              })),
            ],
          },
          onError: {
            target: 'failed',
            actions: assign({ errorKey: 'language.load.failed' }),
          },
        },
      },
      ready: {
        tags: ['state:ready'],
        always: {
          guard: 'currentUnavailable',
          description: 'The merchant no longer offers the current language (or never did): switch to its default, its first.',
          target: 'loading',
          actions: assign({ pending: ({ context }) => context.available[0]! }),
        },
        on: {
          'language.select': {
            guard: 'canSelect',
            target: 'loading',
            actions: assign({ pending: ({ event }) => event.locale }),
          },
        },
      },
      failed: {
        tags: ['state:error'],
        description: 'The catalog chunk did not load; the previous language (if any) stays active.',
        on: {
          'language.retry': 'loading',
          'language.select': {
            guard: 'canSelect',
            target: 'loading',
            actions: assign({ pending: ({ event }) => event.locale }),
          },
        },
      },
    },
  }),
);
