import { act, within } from '@testing-library/react';
import { beforeAll, expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { lotterySlipModel } from '../../src/machines/lottery-slip/lottery-slip.model';
import type { LotterySlipContext } from '../../src/machines/lottery-slip/lottery-slip.types';
import type { LotterySlipActor } from '../../src/machines/lottery-slip/use-lottery-slip';
import { LotterySlipPanel } from '../../src/views/lottery/bet-slip';
import { loadLotteryCatalog } from '../../src/views/lottery/lottery-catalog';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');
beforeAll(() => loadLotteryCatalog());

const announceBalanceChanged = vi.fn();
const betsPlaced = vi.fn();
const drawClosed = vi.fn();
/** Slips placed on the current path: each refreshes the balance and the open bets once. */
let placed = 0;
/** Slips refused with lottery.draw.closed on the current path: each asks the page for the next draw. */
let closed = 0;

type Step = StepContext<typeof lotterySlipModel.machine> & { snapshot: AnyMachineSnapshot };
const ctx = (step: Step) => step.snapshot.context as LotterySlipContext;
const TYPE_NAMES: Record<string, string> = { SSC_BS: 'Big/Small', SSC_DIGIT: 'Digit at a position' };
const PICK_BUTTONS: Record<string, string> = { big: 'Big ×1.98', '7': '7' };

const ALERTS: Record<string, string[]> = {
  'lottery.slip.empty': ['Add at least one bet to the slip'],
  'lottery.draw.closed': ['Sales for this draw are closed'],
  'lottery.bet.invalid': ['A bet was refused. Check it and try again.', 'Bet 1: the pick was refused.'],
  'money.balance.insufficient': ['Insufficient balance'],
};

function expectOutwardCalls() {
  expect(announceBalanceChanged).toHaveBeenCalledTimes(placed);
  expect(betsPlaced).toHaveBeenCalledTimes(placed);
  expect(drawClosed).toHaveBeenCalledTimes(closed);
}

/** The slip table as the chart holds it. */
function expectSlip({ screen }: Step, c: LotterySlipContext) {
  if (c.items.length === 0) {
    expect(screen.getByText('Your slip is empty. Choose a bet and add it to the slip.')).toBeInTheDocument();
    return;
  }
  const table = screen.getByRole('table', { name: `Bet slip for draw ${c.numero}` });
  // Header, one row per bet, the total.
  expect(within(table).getAllByRole('row')).toHaveLength(c.items.length + 2);
  const stake = c.items.reduce((sum, i) => sum + i.stake, 0) / 100;
  expect(within(table).getByRole('row', { name: /^Total/ })).toHaveTextContent(`TotalP ${stake.toFixed(2)}`);
  // The first bet: its odds, pick, stake and potential win (and the server's refusal, if any).
  const refused = c.refusal ? 'Refused: pick' : '';
  if (c.items[0]!.betType === 'SSC_DIGIT') expect(table).toHaveTextContent(`Digit at a position ×9.8${refused}3rd digit: 7P 10.00P 98.00`);
}

function expectEditor({ screen }: Step, c: LotterySlipContext) {
  const form = screen.getByRole('form', { name: 'Choose a bet' });
  const select = within(form).getByLabelText('Bet type');
  expect(select).toHaveDisplayValue(c.draft.betType ? TYPE_NAMES[c.draft.betType]! : 'Choose a bet type');
  expect(within(form).getByLabelText('Stake')).toHaveValue(c.draft.stake);
  if (c.errors.betType) expect(select).toHaveAccessibleDescription('Choose a bet type');
  if (c.errors.stake) expect(within(form).getByLabelText('Stake')).toHaveAccessibleDescription('Enter a stake');
  if (c.draft.betType === 'SSC_DIGIT') {
    const position = within(form).getByRole('group', { name: 'Position' });
    expect(within(position).getByRole('button', { name: '3rd digit' })).toHaveAttribute('aria-pressed', String(c.draft.position === '3'));
    const numbers = within(form).getByRole('group', { name: 'Numbers' });
    expect(numbers).toHaveAccessibleDescription('Choose 1 number. Odds ×9.8');
    expect(within(numbers).getByRole('button', { name: '7' })).toHaveAttribute('aria-pressed', String(c.draft.picks.includes('7')));
    expect(within(form).getByText('From P 1.00 to P 5,000.00')).toBeInTheDocument();
  }
  if (c.draft.betType === 'SSC_BS') {
    const option = within(form).getByRole('group', { name: 'Option' });
    expect(within(option).getByRole('button', { name: 'Small ×1.95' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(option).getByRole('button', { name: 'Big ×1.98' })).toHaveAttribute('aria-pressed', String(c.draft.picks.includes('big')));
  }
}

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const POSITIONS = ['1st digit', '2nd digit', '3rd digit', '4th digit', '5th digit'];

describeModel({
  model: lotterySlipModel,
  provide: (machine) => {
    for (const spy of [announceBalanceChanged, betsPlaced, drawClosed]) spy.mockClear();
    placed = 0;
    closed = 0;
    return machine.provide({ actions: { announceBalanceChanged, betsPlaced, drawClosed } });
  },
  render: (actor) => (
    <WithI18n>
      <LotterySlipPanel actor={actor as LotterySlipActor} symbol="P" signedIn onLogin={() => {}} />
    </WithI18n>
  ),
  states: {
    editing: (step) => {
      const c = ctx(step);
      const { screen } = step;
      expectEditor(step, c);
      expectSlip(step, c);
      const alerts = c.errorKey ? ALERTS[c.errorKey]! : [];
      if (alerts.length) for (const text of alerts) expect(screen.getByRole('alert')).toHaveTextContent(text);
      else if (Object.keys(c.errors).length === 0) expect(screen.queryByRole('alert')).toBeNull();
      if (c.refusal) expect(screen.getByRole('row', { name: /Refused: pick/ })).toBeInTheDocument();
      const move = screen.queryByRole('button', { name: `Move the slip to draw ${c.openNumero}` });
      expect(move !== null).toBe(c.items.length > 0 && c.openNumero !== null && c.openNumero !== c.numero);
      expect(screen.getByRole('button', { name: 'Place bets' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Clear slip' }) !== null).toBe(c.items.length > 0);
      expectOutwardCalls();
    },
    confirming: (step) => {
      const group = step.screen.getByRole('group', { name: 'Confirm your bets' });
      expect(group).toHaveTextContent('Place 1 bet on draw N1?');
      expect(group).toHaveTextContent('Total stakeP 10.00Potential winP 98.00');
      expect(within(group).getByRole('button', { name: 'Confirm bets' })).toBeEnabled();
      expect(within(group).getByRole('button', { name: 'Back' })).toBeEnabled();
      // Nothing can change the slip under review.
      expect(step.screen.queryByRole('form')).toBeNull();
      expect(step.screen.queryByRole('button', { name: 'Remove bet 1' })).toBeNull();
      expectOutwardCalls();
    },
    submitting: (step) => {
      const group = step.screen.getByRole('group', { name: 'Confirm your bets' });
      expect(within(group).getByRole('button', { name: 'Placing bets…' })).toBeDisabled();
      expect(within(group).getByRole('button', { name: 'Back' })).toBeDisabled();
      expect(step.screen.getByRole('region', { name: 'Bet slip' })).toHaveAttribute('aria-busy', 'true');
      // A retry's earlier failure is not shown while the same slip is sent again.
      expect(step.screen.queryByRole('alert')).toBeNull();
    },
    failed: (step) => {
      const alert = step.screen.getByRole('alert');
      expect(alert).toHaveTextContent('Network link is abnormal, please try again');
      expect(alert).toHaveTextContent('We could not confirm your bets. Trying again will not place them twice.');
      expect(within(alert).getByRole('button', { name: 'Try again' })).toBeEnabled();
      expect(step.screen.queryByRole('form')).toBeNull();
      expectOutwardCalls();
    },
    drawClosed: (step) => {
      const c = ctx(step);
      const alert = step.screen.getByRole('alert');
      expect(alert).toHaveTextContent('Sales for this draw are closed');
      if (c.openNumero) {
        expect(alert).toHaveTextContent(`Draw ${c.openNumero} is open now.`);
        expect(within(alert).getByRole('button', { name: `Move the slip to draw ${c.openNumero}` })).toBeEnabled();
      } else {
        expect(alert).toHaveTextContent('Waiting for the next draw…');
        expect(within(alert).queryByRole('button', { name: /Move the slip/ })).toBeNull();
      }
      expectSlip(step, c);
      expectOutwardCalls();
    },
    placed: (step) => {
      const status = step.screen.getByRole('status');
      expect(status).toHaveTextContent('1 bet placed on draw N1. Good luck!');
      expect(status).toHaveTextContent('Main wallet balance: P 490.00');
      expect(status).toHaveTextContent('Reference LB-1: Big/Small P 10.00');
      expectOutwardCalls();
    },
  },
  controls: {
    editing: (snapshot) => {
      const c = snapshot.context as LotterySlipContext;
      return [
        'button:Add to slip',
        'button:Place bets',
        'combobox:Bet type',
        'textbox:Stake',
        // The picker of the chosen bet type.
        ...(c.draft.betType === 'SSC_DIGIT' ? [...DIGITS.map((d) => `button:${d}`), ...POSITIONS.map((p) => `button:${p}`)] : []),
        ...(c.draft.betType === 'SSC_BS' ? ['button:Big ×1.98', 'button:Small ×1.95'] : []),
        ...(c.items.length ? ['button:Clear slip', ...c.items.map((_, i) => `button:Remove bet ${i + 1}`)] : []),
        ...(snapshot.can({ type: 'slip.move' }) ? [`button:Move the slip to draw ${c.openNumero}`] : []),
      ];
    },
    // Nothing can change the slip under review.
    confirming: ['button:Back', 'button:Confirm bets'],
    submitting: [],
    failed: ['button:Back to the slip', 'button:Try again'],
    drawClosed: (snapshot) => [
      'button:Back to the slip',
      ...(snapshot.can({ type: 'slip.move' }) ? [`button:Move the slip to draw ${(snapshot.context as LotterySlipContext).openNumero}`] : []),
    ],
    placed: ['button:Place more bets'],
  },
  absent: {
    // Back to the slip from a closed draw: what it said about the draws is gone.
    editing: ['Waiting for the next draw…', /Draw \S+ is open now/],
  },
  exec: {
    'xstate.done.actor.placeBets': async (e, { actor }) => {
      placed += 1;
      await act(async () => actor.send(e));
    },
    'xstate.error.actor.placeBets': async (e, { actor }) => {
      if ((e as unknown as { error: { messageKey: string } }).error.messageKey === 'lottery.draw.closed') closed += 1;
      await act(async () => actor.send(e));
    },
    'slip.type': async (e, { user, screen }) => user.selectOptions(screen.getByLabelText('Bet type'), TYPE_NAMES[(e as unknown as { code: string }).code]!),
    'slip.position': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: '3rd digit' })),
    'slip.pick': async (e, { user, screen }) => user.click(screen.getByRole('button', { name: PICK_BUTTONS[(e as unknown as { value: string }).value]! })),
    'slip.stake': async (e, { user, screen }) => {
      const field = screen.getByLabelText('Stake');
      await user.clear(field);
      await user.type(field, (e as unknown as { value: string }).value);
    },
    'slip.add': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Add to slip' })),
    'slip.remove': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Remove bet 1' })),
    'slip.clear': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Clear slip' })),
    'slip.move': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: /^Move the slip to draw/ })),
    'slip.review': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Place bets' })),
    'slip.back': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Back' })),
    'slip.confirm': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Confirm bets' })),
    'slip.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'slip.edit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Back to the slip' })),
    'slip.again': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Place more bets' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof lotterySlipModel.machine>) => Promise<void>>,
});
