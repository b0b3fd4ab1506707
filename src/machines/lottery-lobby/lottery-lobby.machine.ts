import { assign, fromPromise, setup } from 'xstate';
import { LOTTERY } from '../../config/lottery';
import { errorKeyOf } from '../../api/errors';
import { closedBy, nextClose, takesNoBets } from './lottery-lobby.rules';
import type { LotteryGame, LotteryLobbyContext, LotteryLobbyEvent, LotteryLobbyInput } from './lottery-lobby.types';
import { lazyChart } from '../lazy-chart';

const menuInput = ({ context }: { context: LotteryLobbyContext }): LotteryLobbyInput => ({ area: context.area });

export const lotteryLobbyMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as LotteryLobbyContext,
      events: {} as LotteryLobbyEvent,
      input: {} as LotteryLobbyInput,
    },
    actors: {
      readMenu: fromPromise<LotteryGame[], LotteryLobbyInput>(async () => {
        throw new Error('readMenu not provided');
      }),
    },
    delays: {
      /** To the earliest closeAt of the draws on the cards. */
      untilNextClose: ({ context }) => Math.max(0, (nextClose(context.games ?? []) ?? Date.now()) - Date.now()),
      drawPoll: LOTTERY.drawPollMs,
    },
    guards: {
      answeredInPage: ({ context }) => context.games !== null,
      noGames: ({ context }) => (context.games ?? []).length === 0,
      someGameWaiting: ({ context }) => (context.games ?? []).some((g) => takesNoBets(g, context.closed)),
    },
    actions: {
      /** The closed draws the new read still shows are kept; the others are done with. */
      storeGames: assign(({ context, event }) => {
        const games = (event as unknown as { output: LotteryGame[] }).output;
        const shown = new Set(games.flatMap((g) => (g.current ? [`${g.gameCode}:${g.current.numero}`] : [])));
        return { games, errorKey: null, closed: context.closed.filter((k) => shown.has(k)) };
      }),
      storeError: assign(({ event }) => ({ errorKey: errorKeyOf((event as unknown as { error: unknown }).error) })),
      /** The draws that closed now are remembered, so a server a little behind the clock is read again later, not at once. */
      noteClosed: assign(({ context }) => ({ closed: [...new Set([...context.closed, ...closedBy(context.games ?? [], Date.now())])] })),
    },
  }).createMachine({
    id: 'lotteryLobby',
    description:
      'The lottery lobby (issue #17): every game of the area with its countdown and last numbers; read again when a draw closes, and every LOTTERY.drawPollMs while a game takes no bets.',
    context: ({ input }) => ({ area: input.area, games: input.answered ?? null, errorKey: null, closed: [] }),
    initial: 'start',
    states: {
      start: {
        description: 'Where the lobby begins, before anything is drawn (the server’s drawing included, issue #21).',
        always: [
          {
            guard: 'answeredInPage',
            target: 'selling',
            description: 'The page carried the area’s menu (the server answered it inside the page): the cards and their countdowns show at once, nothing is asked.',
          },
          { target: 'loading', description: 'Nothing carried: the menu is read.' },
        ],
      },
      loading: {
        tags: ['state:loading'],
        description: 'GET /lgw/vn/games/game_menu for the area.',
        invoke: {
          id: 'loadMenu',
          src: 'readMenu',
          input: menuInput,
          onDone: { target: 'selling', actions: 'storeGames' },
          onError: { target: 'loadFailed', actions: 'storeError' },
        },
      },
      loadFailed: {
        tags: ['state:error'],
        description: 'The games could not be read: the reason and Try again.',
        on: { 'lobby.retry': 'loading' },
      },
      selling: {
        description: 'Every card’s draw takes bets: the menu is read again when the first of them closes.',
        always: [
          { guard: 'noGames', target: 'empty', description: 'The area has no games: nothing to watch.' },
          { guard: 'someGameWaiting', target: 'waiting', description: 'A game takes no bets (between draws, paused, or its draw just closed).' },
        ],
        after: { untilNextClose: { target: 'reading', actions: 'noteClosed', description: 'A draw’s closeAt: read the menu for the next draw.' } },
      },
      empty: { description: 'No lottery games are available in this area.' },
      waiting: {
        description: 'A game takes no bets: the menu is read again every LOTTERY.drawPollMs until every game does.',
        after: { drawPoll: 'reading' },
      },
      reading: {
        tags: ['lottery:reading'],
        description: 'The menu is read again; the cards read before stay on screen.',
        invoke: {
          id: 'readMenu',
          src: 'readMenu',
          input: menuInput,
          onDone: { target: 'selling', actions: 'storeGames' },
          onError: { target: 'offline', actions: 'storeError' },
        },
      },
      offline: {
        tags: ['state:error'],
        description: 'The read failed: the cards stay, under the reason and Try again; it also tries again by itself after LOTTERY.drawPollMs.',
        on: { 'lobby.retry': 'reading' },
        after: { drawPoll: { target: 'reading', description: 'Tries again by itself.' } },
      },
    },
  }),
);
