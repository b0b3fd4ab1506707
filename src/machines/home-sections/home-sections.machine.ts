import { fromCallback, setup } from 'xstate';
import { UI } from '../../config/constants';
import { lazyChart } from '../lazy-chart';

/** The sections whose first answer lets the one below show (the winner board is last). */
export type HomeSection = 'hot' | 'popular';

export type HomeSectionsEvent = { type: 'page.loaded' } | { type: 'page.idle' } | { type: `${HomeSection}.answered` };

export const homeSectionsMachine = lazyChart(() =>
  setup({
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
    // A timer of 0 ends the task: what the next state shows is drawn in a task of its own.
    delays: { idleTimeout: UI.homeSectionsIdleTimeoutMs, nextTask: 0 },
  }).createMachine({
    id: 'homeSections',
    description:
      'When the home page’s game sections (hot games, popular lottery, winner board) load: after the page has loaded and the browser is idle, so they do not compete with the banner, the largest paint (issue #21). Then each shows once the one above has answered, in a task of its own. Their space is kept until the last shows.',
    initial: 'waiting',
    states: {
      waiting: {
        description: 'The sections’ space is kept, empty.',
        invoke: { src: 'watchPage' },
        initial: 'loading',
        states: {
          loading: {
            description: 'The page is still loading.',
            on: { 'page.loaded': { target: 'waitingForIdle', description: 'The page’s load event.' } },
          },
          waitingForIdle: {
            description: 'Loaded: the sections wait for the browser to be idle, for at most UI.homeSectionsIdleTimeoutMs.',
            on: { 'page.idle': { target: '#homeSections.shown', description: 'The browser is idle.' } },
            after: { idleTimeout: { target: '#homeSections.shown', description: 'A page that never goes idle still gets its sections.' } },
          },
        },
      },
      shown: {
        tags: ['home:sections'],
        description: 'The sections’ chunk and three reads start. The view reports a shown section drawn with its first answer (data or error).',
        initial: 'hotGames',
        states: {
          hotGames: {
            description: 'Hot games show (loading until they answer); the sections below wait.',
            on: { 'hot.answered': { target: 'beforePopular', description: 'Hot games drawn with their answer.' } },
          },
          beforePopular: {
            description: 'Popular lottery comes in the next task.',
            after: { nextTask: { target: 'popularLottery', description: 'The drawing task ended.' } },
          },
          popularLottery: {
            tags: ['home:popular'],
            description: 'Popular lottery shows (loading until it answers); the winner board waits.',
            on: { 'popular.answered': { target: 'beforeWinners', description: 'Popular lottery drawn with its answer.' } },
          },
          beforeWinners: {
            tags: ['home:popular'],
            description: 'The winner board comes in the next task.',
            after: { nextTask: { target: 'all', description: 'The drawing task ended.' } },
          },
          all: {
            type: 'final',
            tags: ['home:popular', 'home:winners'],
            description: 'All three show; the kept space is theirs.',
          },
        },
      },
    },
  }),
);
