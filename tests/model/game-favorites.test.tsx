import { waitFor, within } from '@testing-library/react';
import { beforeAll, expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { FAVORITES_MODEL_GAMES, gameFavoritesModel } from '../../src/machines/game-launch/game-favorites.model';
import type { GameFavoritesContext } from '../../src/machines/game-launch/game-favorites.types';
import { type GameFavoritesActor, GameFavoritesActorProvider } from '../../src/machines/game-launch/game-favorites.context';
import { FavoritesStrip } from '../../src/views/games/member-strips';
import { GameGrid } from '../../src/views/games/playable-card';
import { whitelabelWith } from '../../src/views/testing/fixtures';
import { createTestActors, Providers } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const actors = createTestActors(whitelabelWith(), 'en');
beforeAll(async () => {
  await waitFor(() => expect(actors.system.getSnapshot().value).toBe('normal'));
});

type Ctx = StepContext<typeof gameFavoritesModel.machine>;
type Step = Ctx & { snapshot: AnyMachineSnapshot };
const ctx = (step: Step) => step.snapshot.context as GameFavoritesContext;
const MESSAGES: Record<string, string> = {
  'network.abnormal': 'Network link is abnormal, please try again',
  'game.favorites.limit': 'You have reached the maximum number of favourites',
};

/** A category page for a member: the favourites strip and a list of games with stars. */
function FavoritesView({ actor }: { actor: GameFavoritesActor }) {
  return (
    <Providers actors={actors}>
      <GameFavoritesActorProvider value={actor}>
        <FavoritesStrip actor={actor} />
        <GameGrid games={FAVORITES_MODEL_GAMES} label="Games" />
      </GameFavoritesActorProvider>
    </Providers>
  );
}

const star = (step: Pick<Step, 'screen'>, name: string) =>
  within(step.screen.getByRole('list', { name: 'Games' })).getByRole('button', { name: `Favourite ${name}` });

function expectStars(step: Step, { busy }: { busy: string | 'all' | null }) {
  const c = ctx(step);
  for (const g of FAVORITES_MODEL_GAMES) {
    const button = star(step, g.gameName);
    expect(button).toHaveAttribute('aria-pressed', String(c.ids.includes(g.gameId)));
    if (busy === 'all' || busy === g.gameId) expect(button).toBeDisabled();
    else expect(button).toBeEnabled();
  }
}

function expectStrip(step: Step) {
  const c = ctx(step);
  const strip = step.screen.getByRole('region', { name: 'Favourites' });
  if (c.games.length) {
    const list = within(strip).getByRole('list', { name: 'Favourites' });
    // Each card is named by its game (the stars beside them by "Favourite …").
    const cards = within(list).getAllByRole('button').filter((b) => !b.hasAttribute('aria-pressed'));
    expect(cards).toEqual(c.games.map((g) => within(list).getByRole('button', { name: g.gameName })));
  } else expect(strip).toHaveTextContent('No favourites yet. Tap the star on a game to keep it here.');
  if (c.errorKey) expect(within(strip).getByRole('alert')).toHaveTextContent(MESSAGES[c.errorKey]!);
  else expect(within(strip).queryByRole('alert')).toBeNull();
}

const GRID_CARDS = FAVORITES_MODEL_GAMES.map((g) => `button:${g.gameName}`);
const stripCards = (s: AnyMachineSnapshot) => (s.context as GameFavoritesContext).games.map((g) => `button:${g.gameName}`);

describeModel({
  model: gameFavoritesModel,
  render: (actor) => <FavoritesView actor={actor as GameFavoritesActor} />,
  states: {
    loading: (step) => {
      expect(step.screen.getByRole('status')).toHaveTextContent('Loading favourites');
      expectStars(step, { busy: 'all' });
    },
    failed: (step) => {
      const strip = step.screen.getByRole('region', { name: 'Favourites' });
      expect(within(strip).getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(within(strip).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expectStars(step, { busy: 'all' });
    },
    ready: (step) => {
      expectStrip(step);
      expectStars(step, { busy: null });
    },
    saving: (step) => {
      expectStrip(step);
      // Every star waits for the answer: one change at a time.
      expectStars(step, { busy: 'all' });
    },
  },
  // Every game card (the grid's and the strip's) opens its game; the stars wait while a change or the list is out.
  controls: {
    loading: GRID_CARDS,
    failed: [...GRID_CARDS, 'button:Try again'],
    ready: (s) => [...GRID_CARDS, ...GRID_CARDS.map((c) => c.replace('button:', 'button:Favourite ')), ...stripCards(s), ...stripCards(s).map((c) => c.replace('button:', 'button:Favourite '))],
    saving: (s) => [...GRID_CARDS, ...stripCards(s)],
  },
  absent: {
    // Once the list is in, its failure is gone.
    ready: (s) => ((s.context as GameFavoritesContext).errorKey ? [] : Object.values(MESSAGES)),
  },
  exec: {
    'favorites.toggle': async (e, { user, screen }) => {
      const { game } = e as unknown as { game: { gameName: string } };
      await user.click(star({ screen }, game.gameName));
    },
    'favorites.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
