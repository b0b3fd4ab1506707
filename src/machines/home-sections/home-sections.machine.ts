import { fromCallback, setup } from 'xstate';
import { UI } from '../../config/constants';

export type HomeSectionsEvent = { type: 'page.loaded' } | { type: 'page.idle' };

export const homeSectionsMachine = setup({
  types: { events: {} as HomeSectionsEvent },
  actors: {
    /**
     * The page's own signals (home-sections.runtime.ts): `page.loaded` once it has loaded (at once
     * if it already had), then `page.idle` the next time the browser is idle.
     */
    watchPage: fromCallback<HomeSectionsEvent>(() => {
      throw new Error('watchPage not provided');
    }),
  },
  delays: { idleTimeout: UI.homeSectionsIdleTimeoutMs },
}).createMachine({
  id: 'homeSections',
  description:
    'When the home page’s game sections (hot games, popular lottery, winner board) load: after the page has loaded and the browser is idle, so their chunk, reads and card images do not compete with the banner, the page’s largest paint (issue #21). Their space is kept until then, so nothing below them moves.',
  invoke: { src: 'watchPage' },
  initial: 'loading',
  states: {
    loading: {
      description: 'The page is still loading: the sections’ space is kept, empty.',
      on: { 'page.loaded': { target: 'waitingForIdle', description: 'The page’s load event.' } },
    },
    waitingForIdle: {
      description: 'Loaded: the sections wait for the browser to be idle, for at most UI.homeSectionsIdleTimeoutMs.',
      on: { 'page.idle': { target: 'shown', description: 'The browser is idle.' } },
      after: { idleTimeout: { target: 'shown', description: 'A page that never goes idle still gets its sections.' } },
    },
    shown: {
      type: 'final',
      tags: ['home:sections'],
      description: 'The sections’ chunk and reads start; they fill the kept space.',
    },
  },
});
