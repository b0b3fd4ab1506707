import type { ChartModel } from '../graph/paths';
import { installPromptMachine } from './install-prompt.machine';
import type { DeferredInstallPrompt } from './install-prompt.types';

/** A stand-in for the browser's offer (the chart only keeps it; the prompt actor uses it). */
const offer: DeferredInstallPrompt = { prompt: async () => undefined, userChoice: Promise.resolve({ outcome: 'accepted' }) };

export const installPromptModel: ChartModel<typeof installPromptMachine> = {
  id: 'install-prompt',
  machine: installPromptMachine,
  events: () => [
    { type: 'install.available', offer, label: 'browser offers' } as never,
    { type: 'install.request' },
    { type: 'install.installed' },
    { type: 'xstate.done.actor.showPrompt', output: 'accepted', label: 'accepted' } as never,
    { type: 'xstate.done.actor.showPrompt', output: 'dismissed', label: 'dismissed' } as never,
    { type: 'xstate.error.actor.showPrompt', error: new Error('already used'), label: 'refused' } as never,
  ],
  serialize: (s) => JSON.stringify({ v: s.value, offer: s.context.offer !== null }),
};
