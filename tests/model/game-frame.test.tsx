import { act } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { useRef } from 'react';
import { expect, vi } from 'vitest';
import { GAME_FRAME_MODEL_SRC, gameFrameModel } from '../../src/machines/game-frame/game-frame.model';
import type { GameFrameActor } from '../../src/machines/game-frame/use-game-frame';
import { GameFrameView } from '../../src/views/games/game-frame-page';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

/** What the chart asks of the page: the balance read again, the game left. */
const announced = vi.fn();
const left = vi.fn();

function Page({ actor }: { actor: GameFrameActor }) {
  const frame = useRef<HTMLIFrameElement>(null);
  return <GameFrameView actor={actor} frame={frame} />;
}

const showsGame = ({ screen }: { screen: typeof import('@testing-library/react').screen }) => {
  const frame = screen.getByTitle('Fortune Tiger');
  expect(frame).toHaveAttribute('src', GAME_FRAME_MODEL_SRC);
  expect(frame).toHaveAttribute('sandbox', 'allow-scripts');
  expect(screen.getByRole('heading', { level: 1, name: 'Game' })).toBeInTheDocument();
};

describeModel({
  model: gameFrameModel,
  provide: (machine) => {
    announced.mockClear();
    left.mockClear();
    return machine.provide({ actions: { announceBalance: () => announced(), leave: () => left() } });
  },
  // The page in a router of its own: its empty state links home.
  render: (actor) => {
    const router = createRouter({
      routeTree: createRootRoute({ component: () => <Page actor={actor as GameFrameActor} /> }),
      history: createMemoryHistory({ initialEntries: ['/game'] }),
    });
    return (
      <AccountsProviders api={fakeApi({})} host={false}>
        <RouterProvider router={router} />
      </AccountsProviders>
    );
  },
  settle: async ({ screen }) => {
    await screen.findByRole('heading', { level: 1, name: 'Game' });
  },
  states: {
    playing: (ctx) => {
      showsGame(ctx);
      expect(left).not.toHaveBeenCalled();
    },
    empty: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('No game is open. Choose a game to play.');
      expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
      expect(document.querySelector('iframe')).toBeNull();
    },
    // Leaving: the game is forgotten once and the page goes; the frame stays until it has gone.
    left: (ctx) => {
      showsGame(ctx);
      expect(left).toHaveBeenCalledTimes(1);
    },
  },
  controls: {
    playing: ['button:Close game'],
    empty: ['link:Back to home'],
    left: ['button:Close game'],
  },
  exec: {
    'game.close': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Close game' })),
    'frame.balance': async (e, { actor }) => {
      const before = announced.mock.calls.length;
      act(() => actor.send(e));
      expect(announced).toHaveBeenCalledTimes(before + 1);
    },
  },
});
