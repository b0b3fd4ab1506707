import type { ChartModel } from '../graph/paths';
import { languageMachine } from './language.machine';
import type { LanguageContext } from './language.types';

/** Event variants: choosing each language, catalog load success/failure, merchant config changes. */
export const languageModel: ChartModel<typeof languageMachine> = {
  id: 'language',
  machine: languageMachine,
  input: { stored: null, storedPrevious: null, available: ['bn', 'en'] },
  events: (s) => {
    const ctx = s.context as LanguageContext;
    return [
      { type: 'xstate.done.actor.loadCatalog', output: { locale: ctx.pending, messages: {} }, label: ctx.pending } as never,
      { type: 'xstate.error.actor.loadCatalog', error: new Error('chunk failed'), label: 'chunk' } as never,
      { type: 'language.select', locale: 'en' },
      { type: 'language.select', locale: 'bn' },
      { type: 'language.retry' },
      { type: 'language.configure', languages: ['EN', 'ZH'], label: 'en only' } as never,
      { type: 'language.configure', languages: ['BN', 'EN', 'TH'], label: 'bn, en' } as never,
      { type: 'language.configure', languages: ['ZH', 'JA'], label: 'none we have' } as never,
    ];
  },
  serialize: (s) => {
    const c = s.context as LanguageContext;
    return JSON.stringify({ v: s.value, l: c.locale, p: c.pending, h: c.previous, a: c.available });
  },
};
