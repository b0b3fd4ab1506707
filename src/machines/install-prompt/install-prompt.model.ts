import type { ChartModel } from '../graph/paths';
import { installPromptMachine } from './install-prompt.machine';
import type { DeferredInstallPrompt } from './install-prompt.types';

/** A stand-in for the browser's offer (the chart only keeps it; the prompt actor uses it). */
const offer: DeferredInstallPrompt = { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'accepted' }) };
/** A later offer while one is kept: the prompt must use this one (told apart in the request by `later`). */
const laterOffer = { ...offer, later: true } as DeferredInstallPrompt;
const why = 'the offer is read only by the prompt, and every way back to prompting passes keepOffer, which replaces it';

export const installPromptModel: ChartModel<typeof installPromptMachine> = {
  id: 'install-prompt',
  machine: installPromptMachine,
  pairPaths: true,
  equivalentMutants: {
    'remove-action:installPrompt:install.installed#0:0': 'installed is final: the offer is never read again',
    'remove-action:installPrompt.prompting:xstate.done.actor.showPrompt#0:0': 'installed is final: the offer is never read again',
    'remove-action:installPrompt.prompting:xstate.done.actor.showPrompt#1:0': why,
    'remove-action:installPrompt.prompting:xstate.error.actor.showPrompt#0:0': why,
  },
  events: (s) => [
    s.matches('available')
      ? ({ type: 'install.available', offer: laterOffer, label: 'browser offers again' } as never)
      : ({ type: 'install.available', offer, label: 'browser offers' } as never),
    { type: 'install.request' },
    { type: 'install.installed' },
    { type: 'xstate.done.actor.showPrompt', output: 'accepted', label: 'accepted' } as never,
    { type: 'xstate.done.actor.showPrompt', output: 'dismissed', label: 'dismissed' } as never,
    { type: 'xstate.error.actor.showPrompt', error: new Error('already used'), label: 'refused' } as never,
  ],
  serialize: (s) => JSON.stringify({ v: s.value, offer: s.context.offer !== null }),
};
