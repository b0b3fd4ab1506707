import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { demoRoundInput } from '../../src/machines/demo-round/demo-round.fixtures';
import { demoRoundModel } from '../../src/machines/demo-round/demo-round.model';
import type { DemoRoundContext } from '../../src/machines/demo-round/demo-round.types';
import type { DemoRoundActor } from '../../src/machines/demo-round/use-demo-round';
import { resolveEngineConfig } from '../../src/game-engines/registry';
import { formatMoney } from '../../src/vendor/format';
import { RoundView } from '../../src/vendor/round-view';
import { sessionFor } from '../../src/vendor/testing/fixtures';
import { useVendorLocale, WithVendorI18n } from '../../src/vendor/testing/vendor-i18n';
import { describeModel, type StepContext } from './harness';

useVendorLocale('en');

const announceBalance = vi.fn();
const site = { embedded: true, balanceChanged: vi.fn(), close: vi.fn() };
const game = sessionFor('dice', { minBet: demoRoundInput.minBet, maxBet: demoRoundInput.maxBet }).game;
const config = resolveEngineConfig('dice', game.config, game.rtp);
const client = { fixtures: vi.fn(), bets: vi.fn(), balance: vi.fn() };
const currency = game.currency;

type Step = StepContext<typeof demoRoundModel.machine> & { snapshot: AnyMachineSnapshot };
const ctx = (s: Step) => s.snapshot.context as DemoRoundContext;

function expectBalance(step: Step) {
  const output = step.screen.getByText('Balance').querySelector('output')!;
  expect(output).toHaveTextContent(formatMoney(ctx(step).balance, currency));
}

function expectPlayable(step: Step, playable: boolean) {
  const roll = step.screen.getByRole('button', { name: 'Roll' });
  if (playable) expect(roll).toBeEnabled();
  else expect(roll).toBeDisabled();
  expect(step.screen.getByLabelText('Stake')).toHaveProperty('disabled', !playable);
}

const REFUSALS: Record<string, string> = {
  'money.balance.insufficient': 'Insufficient balance for this stake.',
};

describeModel({
  model: demoRoundModel,
  provide: (machine) => {
    announceBalance.mockClear();
    return machine.provide({ actions: { announceBalance } });
  },
  render: (actor) => (
    <WithVendorI18n>
      <RoundView actor={actor as DemoRoundActor} game={game} config={config} site={site} client={client} fixtureVerifyLink={() => null} />
    </WithVendorI18n>
  ),
  states: {
    idle: (step) => {
      expectBalance(step);
      expectPlayable(step, true);
      expect(step.screen.queryByRole('alert')).toBeNull();
    },
    playing: (step) => {
      expectBalance(step);
      expectPlayable(step, false);
      expect(step.screen.getByText('Playing…')).toBeInTheDocument();
      expect(ctx(step).requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    },
    result: (step) => {
      expectBalance(step);
      expectPlayable(step, true);
      expect(step.screen.getByText('Rolled 12.34 under 50.00: win. You win P 3.96.')).toBeInTheDocument();
      expect(announceBalance).toHaveBeenCalled();
    },
    '{"failed":"refused"}': (step) => {
      expectPlayable(step, true);
      const alert = step.screen.getByRole('alert');
      expect(alert).toHaveTextContent(REFUSALS[ctx(step).errorKey!]!);
      expect(step.screen.getByRole('button', { name: 'Dismiss' })).toBeEnabled();
      expect(ctx(step).requestId).toBeNull();
    },
    '{"failed":"unknown"}': (step) => {
      expectPlayable(step, false);
      const alert = step.screen.getByRole('alert');
      expect(alert).toHaveTextContent('The page took longer to load, check your network');
      expect(alert).toHaveTextContent('Trying again will not play it twice.');
      expect(step.screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
      // The intent's key is kept for the retry.
      expect(ctx(step).requestId).not.toBeNull();
    },
    syncing: (step) => {
      expectPlayable(step, false);
      expect(step.screen.getByText('Checking your balance…')).toBeInTheDocument();
    },
    expired: (step) => {
      expectPlayable(step, false);
      expect(step.screen.getByRole('alert')).toHaveTextContent('Your game session has ended. Close the game and open it again from the site.');
      // Inside the site's frame the site's own "Close game" above the frame is the way out: none in here.
      expect(step.screen.queryByRole('button', { name: /close/i })).toBeNull();
    },
  },
  controls: {
    idle: ['button:Roll', 'combobox:Stake', 'slider:Roll under'],
    playing: [],
    '{"failed":"refused"}': ['button:Dismiss', 'button:Roll', 'combobox:Stake', 'slider:Roll under'],
    expired: [],
    result: ['button:Roll', 'combobox:Stake', 'slider:Roll under'],
    '{"failed":"unknown"}': ['button:Give up and check my balance', 'button:Try again'],
    syncing: [],
  },
  exec: {
    'round.play': async (e, { user, screen }) => {
      await user.selectOptions(screen.getByLabelText('Stake'), formatMoney((e as unknown as { stake: number }).stake, currency));
      await user.click(screen.getByRole('button', { name: 'Roll' }));
    },
    'round.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'round.dismiss': async (_e, { user, screen, actor }) =>
      user.click(screen.getByRole('button', { name: actor.getSnapshot().matches({ failed: 'unknown' }) ? 'Give up and check my balance' : 'Dismiss' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof demoRoundModel.machine>) => Promise<void>>,
});
