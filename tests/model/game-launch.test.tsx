import { act, waitFor } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { GameItem } from '../../src/api/schemas/lobby';
import { LAUNCH_MODEL_GAMES, gameLaunchModel } from '../../src/machines/game-launch/game-launch.model';
import { isLotteryContent, isVnLotteryVendor } from '../../src/machines/game-launch/game-launch.rules';
import type { GameLaunchContext } from '../../src/machines/game-launch/game-launch.types';
import type { GameLaunchActor } from '../../src/machines/game-launch/use-game-launch';
import { gameTarget } from '../../src/machines/game-launch/game-launch.targets';
import { GameCard } from '../../src/views/games/game-card';
import { LaunchStatus } from '../../src/views/games/launch-status';
import { createTestActors, Providers } from '../../src/views/testing/render-app';
import { whitelabelWith } from '../../src/views/testing/fixtures';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const actors = createTestActors(whitelabelWith(), 'en');
beforeAll(async () => {
  await waitFor(() => expect(actors.system.getSnapshot().value).toBe('normal'));
});

const openLogin = vi.fn();
const navigate = vi.fn();
const storeIframeUrl = vi.fn();

type Ctx = StepContext<typeof gameLaunchModel.machine>;
type Step = Ctx & { snapshot: AnyMachineSnapshot };
const ctx = (step: { snapshot: AnyMachineSnapshot }) => step.snapshot.context as GameLaunchContext;

const FAILURES: Record<string, string> = {
  'network.abnormal': 'Network link is abnormal, please try again',
  'game.trial.forbidden': 'Please register a real account to use this feature',
  'url.invalid': 'Invalid URL, please contact customer service',
};

/** The view of a page that launches: game cards (pressing one starts the chart) and the chart's status. */
function LaunchView({ actor }: { actor: GameLaunchActor }) {
  const play = (game: GameItem) => actor.send({ type: 'launch.start', target: gameTarget(game) });
  return (
    <Providers actors={actors}>
      <ul aria-label="Games">
        {LAUNCH_MODEL_GAMES.map((g) => (
          <GameCard key={g.gameId} game={g} onPlay={play} />
        ))}
      </ul>
      <LaunchStatus actor={actor} />
    </Providers>
  );
}

function expectNoDialog({ screen }: Step) {
  expect(screen.queryByRole('dialog')).toBeNull();
}

function expectOpening(step: Step) {
  expectNoDialog(step);
  expect(step.screen.getByRole('status')).toHaveTextContent(`Opening ${ctx(step).target!.name}…`);
}

const CARDS = LAUNCH_MODEL_GAMES.map((g) => `button:${g.gameName}`);

describeModel({
  model: gameLaunchModel,
  provide: (machine) => {
    openLogin.mockClear();
    navigate.mockClear();
    storeIframeUrl.mockClear();
    return machine.provide({
      actions: {
        openLogin,
        navigate: (_: unknown, { to }: { to: string }) => navigate(to),
        storeIframeUrl: (_: unknown, { url }: { url: string }) => storeIframeUrl(url),
      },
    });
  },
  render: (actor) => <LaunchView actor={actor as GameLaunchActor} />,
  states: {
    idle: (step) => {
      expectNoDialog(step);
      expect(step.screen.queryByRole('status')).toBeNull();
      for (const g of LAUNCH_MODEL_GAMES) expect(step.screen.getByRole('button', { name: g.gameName })).toBeEnabled();
    },
    checking: expectOpening,
    launching: expectOpening,
    openingWindow: (step) => {
      expectOpening(step);
      expect(navigate).not.toHaveBeenCalled();
    },
    trialWarning: ({ screen }) => {
      const dialog = screen.getByRole('dialog', { name: 'Prompt' });
      expect(dialog).toHaveTextContent('Please register a real account to use this feature');
      expect(screen.getByRole('button', { name: 'OK' })).toBeEnabled();
    },
    popupBlocked: ({ screen }) => {
      const dialog = screen.getByRole('dialog', { name: 'Popup blocked' });
      expect(dialog).toHaveTextContent('Popup blocked, allow popups and try again');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Open here' })).toBeEnabled();
    },
    failed: (step) => {
      const c = ctx(step);
      const dialog = step.screen.getByRole('dialog', { name: `${c.target!.name} could not be opened` });
      expect(step.screen.getByRole('alert')).toHaveTextContent(FAILURES[c.errorKey!]!);
      expect(dialog).toContainElement(step.screen.getByRole('button', { name: 'OK' }));
      if (c.errorKey === 'network.abnormal') expect(step.screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      else expect(step.screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    },
  },
  // While a launch is out, the page's cards stay as they are (the chart ignores a second start);
  // a dialog, once shown, is all a person can reach.
  controls: {
    idle: CARDS,
    checking: CARDS,
    launching: CARDS,
    openingWindow: CARDS,
    trialWarning: ['button:Close', 'button:OK'],
    popupBlocked: ['button:Close', 'button:Open here', 'button:Try again'],
    // Only a network failure is worth another try.
    failed: (snapshot) => ['button:Close', 'button:OK', ...(ctx({ snapshot }).errorKey === 'network.abnormal' ? ['button:Try again'] : [])],
  },
  absent: {
    // Back to the page: no failure or warning is left behind.
    idle: Object.values(FAILURES),
  },
  exec: {
    'launch.start': async (e, { user, screen }) => {
      const { target } = e as unknown as { target: { name: string } };
      await user.click(screen.getByRole('button', { name: target.name }));
    },
    'launch.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'launch.openHere': async (_e, { user, screen, actor }) => {
      const content = actor.getSnapshot().context.content!;
      await user.click(screen.getByRole('button', { name: 'Open here' }));
      if (isLotteryContent(content)) {
        // A lottery page of the site opens in place, never inside the game frame.
        expect(navigate).toHaveBeenLastCalledWith(content);
        expect(storeIframeUrl).not.toHaveBeenCalled();
      } else {
        expect(storeIframeUrl).toHaveBeenLastCalledWith(content);
        expect(navigate).toHaveBeenLastCalledWith('/game');
      }
    },
    'launch.dismiss': async (_e, { user, screen }) =>
      // The blocked-popup dialog closes with its close button; the others with OK.
      user.click(screen.getByRole('button', { name: screen.queryByRole('button', { name: 'Open here' }) ? 'Close' : 'OK' })),
    'xstate.done.actor.readSession': async (e, { actor }) => {
      const before = openLogin.mock.calls.length;
      await act(async () => actor.send(e as never));
      const visitor = (e as unknown as { output: { token: string | null } }).output.token === null;
      // SPEC §4: without a token the login modal opens, and only then.
      expect(openLogin.mock.calls.length - before).toBe(visitor ? 1 : 0);
    },
    'xstate.done.actor.launchGame': async (e, { actor }) => {
      const target = actor.getSnapshot().context.target!;
      await act(async () => actor.send(e as never));
      const content = (e as unknown as { output: { content: string } }).output.content;
      const s = actor.getSnapshot();
      if (!s.matches('idle')) {
        expect(navigate).not.toHaveBeenCalled();
        return;
      }
      if (isLotteryContent(content)) expect(navigate).toHaveBeenLastCalledWith(content);
      else if (isVnLotteryVendor(target.vassalage)) expect(navigate).toHaveBeenLastCalledWith('/Vnlottery');
      else {
        expect(storeIframeUrl).toHaveBeenLastCalledWith(content);
        expect(navigate).toHaveBeenLastCalledWith('/game');
      }
    },
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
