import { act, waitFor, within } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { DrawPage, LotteryBetPage } from '../../src/api/schemas/lottery';
import { AppDepsProvider } from '../../src/machines/app-deps';
import { gameDraw, N0 } from '../../src/machines/lottery-game/lottery-game.fixtures';
import { lotteryGameModel } from '../../src/machines/lottery-game/lottery-game.model';
import type { LotteryGameContext } from '../../src/machines/lottery-game/lottery-game.types';
import type { LotteryGameActor } from '../../src/machines/lottery-game/use-lottery-game';
import { openBetFixture } from '../../src/machines/lottery-slip/lottery-slip.fixtures';
import { formatCountdown } from '../../src/time/countdown';
import { LotteryGameView } from '../../src/views/lottery/game-panel';
import { loadLotteryCatalog } from '../../src/views/lottery/lottery-catalog';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');
beforeAll(() => loadLotteryCatalog());

type Ctx = StepContext<typeof lotteryGameModel.machine>;
type Step = Ctx & { snapshot: AnyMachineSnapshot };
const ctxOf = (s: { context: unknown }) => s.context as LotteryGameContext;

/** The member's bets and the draw history, each read by its own table; the chart says when to read again. */
const betPage: LotteryBetPage = { list: [openBetFixture], page: 1, size: 10, total: 1 };
const drawPage: DrawPage = { list: [gameDraw(N0, 'settled')], page: 1, size: 10, total: 1 };
let api = fakeApi({});
const reads = (name: string) => api.calls.filter((c) => c.name === name).length;

/** Winnings paid or stakes refunded: the header balance is told once per result that came in. */
const announceBalanceChanged = vi.fn();
let results = 0;

const SALES = ['{"selling":"ticking"}', '"closing"', '"between"', '"offline"'];
const RESULTS = ['"idle"', '{"awaiting":"due"}', '{"awaiting":"reading"}', '{"awaiting":"pending"}', '{"awaiting":"failed"}', '"settled"', '"cancelled"', '"overdue"'];
const liveKeys = SALES.flatMap((sales) => RESULTS.map((result) => `{"live":{"sales":${sales},"result":${result}}}`));
const salesOf = (s: AnyMachineSnapshot) => JSON.stringify((s.value as { live: { sales: unknown } }).live.sales);
const resultOf = (s: AnyMachineSnapshot) => JSON.stringify((s.value as { live: { result: unknown } }).live.result);

/** The last result's check, the empty slip's own controls, and the bets table's tabs (the member is signed in). */
const pageControls = (s: AnyMachineSnapshot) => [
  `button:Verify draw ${ctxOf(s).detail!.game.last!.numero}`,
  'combobox:Bet type',
  'textbox:Stake',
  'button:Add to slip',
  'button:Place bets',
  'tab:Open',
  'tab:Settled',
];

function resultText(s: AnyMachineSnapshot): string {
  const c = ctxOf(s);
  const numero = c.awaited?.numero ?? c.outcome?.numero ?? '';
  const step = resultOf(s);
  if (step.includes('failed')) return `The result of draw ${numero} could not be read; trying again…`;
  if (step.includes('awaiting')) return `Waiting for the result of draw ${numero}…`;
  return {
    '"idle"': '',
    '"settled"': `Draw ${numero} is settled: your bets and balance are up to date.`,
    '"cancelled"': `Draw ${numero} was cancelled; its bets were refunded.`,
    '"overdue"': `The result of draw ${numero} is late; it will show in the draw history.`,
  }[step]!;
}

async function checkLive({ screen, snapshot, actor }: Step) {
  const c = ctxOf(snapshot);
  const panel = screen.getByRole('region', { name: 'SSC 1 minute' });
  const [drawStatus, resultStatus] = within(panel).getAllByRole('status');
  const sales = salesOf(snapshot);
  if (sales.includes('selling')) {
    expect(drawStatus).toHaveTextContent(`Draw ${c.selling!.numero} is open for bets.`);
    expect(within(panel).getByRole('timer', { name: 'Sales close in' })).toHaveTextContent(formatCountdown(c.leftMs));
  } else {
    const closed = c.awaited?.numero ?? null;
    expect(drawStatus).toHaveTextContent(closed ? `Sales for draw ${closed} are closed, drawing…` : 'No draw is taking bets right now.');
    expect(within(panel).queryByRole('timer')).toBeNull();
  }
  if (sales === '"offline"') expect(within(panel).getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
  else expect(within(panel).queryByRole('alert')).toBeNull();
  expect(resultStatus!.textContent).toBe(resultText(snapshot));
  // The last result the game read shows; the slip is told the draw taking bets (none while sales are closed).
  expect(within(panel).getByRole('heading', { name: `Last result: draw ${c.detail!.game.last!.numero}` })).toBeInTheDocument();
  // The slip on screen is the live actor's child (the mutation oracle's snapshot of the original never starts one).
  const slip = ctxOf(actor.getSnapshot() as AnyMachineSnapshot).slip ?? c.slip;
  expect(slip!.getSnapshot().context.openNumero).toBe(sales.includes('selling') ? c.selling!.numero : null);
  // A result that came in reads the member's bets and the history again, and tells the balance.
  expect(announceBalanceChanged).toHaveBeenCalledTimes(results);
  await waitFor(() => expect(reads('lotteryBets')).toBe(1 + c.betsVersion));
  await waitFor(() => expect(reads('lotteryDraws')).toBe(1 + c.resultsVersion));
}

const click = (name: string) => async (_e: EventObject, { user, screen }: Ctx) => user.click(screen.getByRole('button', { name }));

describeModel({
  model: lotteryGameModel,
  provide: (machine) => {
    announceBalanceChanged.mockClear();
    results = 0;
    api = fakeApi({ lotteryBets: betPage, lotteryDraws: drawPage });
    // Delayed events are sent by the paths; no real timer may fire in a test.
    const never = 24 * 3600_000;
    return machine.provide({
      actions: { announceBalanceChanged },
      delays: { untilClose: never, tick: never, drawPoll: never, untilDrawn: never, resultWait: never },
    });
  },
  render: (actor) => (
    <WithI18n>
      <AppDepsProvider deps={{ api }}>
        <LotteryGameView actor={actor as LotteryGameActor} symbol="P" signedIn onLogin={() => {}} />
      </AppDepsProvider>
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
      expect(screen.queryByRole('heading')).toBeNull();
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(screen.queryByRole('heading')).toBeNull();
    },
    ...Object.fromEntries(liveKeys.map((key) => [key, checkLive])),
  },
  controls: {
    loading: [],
    loadFailed: ['button:Try again'],
    ...Object.fromEntries(
      liveKeys.map((key) => [key, (s: AnyMachineSnapshot) => (key.includes('"offline"') ? [...pageControls(s), 'button:Try again'] : pageControls(s))]),
    ),
  },
  absent: Object.fromEntries(
    liveKeys.map((key) => [key, key.includes('selling') ? ['drawing…', 'No draw is taking bets'] : ['is open for bets', 'Sales close in']]),
  ),
  exec: {
    'game.retry': click('Try again'),
    'xstate.done.actor.readResult': async (e, { actor }) => {
      const before = resultOf(actor.getSnapshot() as AnyMachineSnapshot);
      await act(async () => actor.send(e as never));
      const after = resultOf(actor.getSnapshot() as AnyMachineSnapshot);
      if (before !== after && (after === '"settled"' || after === '"cancelled"')) results += 1;
    },
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
