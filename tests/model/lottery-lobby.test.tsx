import { within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { lotteryLobbyModel } from '../../src/machines/lottery-lobby/lottery-lobby.model';
import type { LotteryLobbyContext } from '../../src/machines/lottery-lobby/lottery-lobby.types';
import type { LotteryLobbyActor } from '../../src/machines/lottery-lobby/use-lottery-lobby';
import { LotteryLobbyView } from '../../src/views/lottery/game-menu';
import { loadLotteryCatalog } from '../../src/views/lottery/lottery-catalog';
import { lotteryHref } from '../../src/views/lottery/lottery-search';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');
beforeAll(() => loadLotteryCatalog());

type Ctx = StepContext<typeof lotteryLobbyModel.machine>;
type Step = Ctx & { snapshot: AnyMachineSnapshot };
const ctxOf = (s: { context: unknown }) => s.context as LotteryLobbyContext;
const nav = { href: (search: object) => lotteryHref('/lottery', search), go: () => {} };

/** Each card: its name, the countdown while its draw sells, or what it waits for; and its Play link. */
function checkCards({ screen, snapshot }: Step) {
  const lobby = screen.getByRole('region', { name: 'All games' });
  const games = ctxOf(snapshot).games ?? [];
  if (games.length === 0) expect(lobby).toHaveTextContent('No lottery games are available right now.');
  for (const game of games) {
    const card = within(lobby).getByRole('article', { name: game.gameName });
    if (game.current) expect(within(card).getByRole('timer', { name: 'Sales close in' })).toHaveTextContent(/^\d+:\d\d:\d\d$|^\d\d:\d\d$/);
    else expect(card).toHaveTextContent('Waiting for the next draw…');
  }
}

const shown = (step: Step) => {
  checkCards(step);
  expect(step.screen.queryByRole('alert')).toBeNull();
};
const playLinks = (s: AnyMachineSnapshot) => (ctxOf(s).games ?? []).map((g) => `link:Play ${g.gameName}`);

describeModel({
  model: lotteryLobbyModel,
  // Delayed events are sent by the paths; no real timer may fire in a test. Without a game there is no draw to
  // wait for: the chart's own delay is 0 there, so a lobby that kept watching an empty area would read in a loop.
  provide: (machine) =>
    machine.provide({
      delays: { untilNextClose: ({ context }) => ((context.games ?? []).length ? 24 * 3600_000 : 0), drawPoll: 24 * 3600_000 },
    }),
  render: (actor) => (
    <WithI18n>
      <LotteryLobbyView actor={actor as LotteryLobbyActor} nav={nav} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(within(screen.getByRole('region', { name: 'All games' })).getByRole('status')).toHaveTextContent('Loading');
      expect(screen.queryByRole('article')).toBeNull();
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(screen.queryByRole('article')).toBeNull();
    },
    selling: shown,
    waiting: shown,
    reading: shown,
    empty: shown,
    offline: (step) => {
      // The cards read before stay, under the reason and Try again.
      checkCards(step);
      expect(step.screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
    },
  },
  controls: {
    loading: [],
    loadFailed: ['button:Try again'],
    selling: playLinks,
    waiting: playLinks,
    reading: playLinks,
    empty: [],
    offline: (s) => [...playLinks(s), 'button:Try again'],
  },
  absent: { empty: ['Play'], loadFailed: ['Play'] },
  exec: {
    'lobby.retry': async (_e: EventObject, { user, screen }: Ctx) => user.click(screen.getByRole('button', { name: 'Try again' })),
  },
});
