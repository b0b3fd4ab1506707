import type { ChartModel } from '../graph/paths';
import { firstViewMachine } from './first-view.machine';
import type { FirstViewInput } from './first-view.types';

const served = (language: string, drawnSomething = true): FirstViewInput['served'] => ({ language, parts: ['home'], drawnSomething });

export const firstViewModel: ChartModel<typeof firstViewMachine> = {
  id: 'first-view',
  machine: firstViewMachine,
  input: { served: served('bn'), language: 'bn' } satisfies FirstViewInput,
  starts: [
    { label: 'the server drew nothing', input: { served: null, language: 'bn' } satisfies FirstViewInput },
    { label: "drawn in another language than the tab's", input: { served: served('en'), language: 'bn' } satisfies FirstViewInput },
    { label: 'drawn as nothing', input: { served: served('bn', false), language: 'bn' } satisfies FirstViewInput },
  ],
  pairPaths: true,
  events: () => [
    { type: 'site.started', routerReady: true, label: 'router matched' } as never,
    { type: 'site.started', routerReady: false, label: 'no router yet' } as never,
    { type: 'xstate.done.actor.loadParts', output: undefined, label: 'parts loaded' } as never,
    { type: 'xstate.error.actor.loadParts', error: new Error('chunk failed'), label: 'a part failed' } as never,
    { type: 'drawing.root' },
    { type: 'drawing.page' },
  ],
};
