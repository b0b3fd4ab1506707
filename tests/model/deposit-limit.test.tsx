import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { depositLimitModel } from '../../src/machines/deposit-limit/deposit-limit.model';
import { changeKind, limitOf } from '../../src/machines/deposit-limit/deposit-limit.rules';
import type { DepositLimitContext } from '../../src/machines/deposit-limit/deposit-limit.types';
import type { DepositLimitActor } from '../../src/machines/deposit-limit/use-deposit-limit';
import { DepositLimitPanel } from '../../src/views/care/deposit-limit-panel';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

type Step = StepContext<typeof depositLimitModel.machine> & { snapshot: AnyMachineSnapshot };
const ctx = (step: Step) => step.snapshot.context as DepositLimitContext;

/** The three windows with what each has used; the 24 h row follows the last change. */
function expectTable({ screen, snapshot }: Step) {
  const c = snapshot.context as DepositLimitContext;
  const table = screen.getByRole('table', { name: 'Your deposit limits' });
  const day = c.status!.limits[0]!;
  const rows = table.querySelectorAll('tbody tr');
  expect(rows).toHaveLength(3);
  expect(rows[0]).toHaveTextContent(`24 hours${day.amount === 50_000 ? 'P 500.00' : 'P 1,000.00'}P 400.00`);
  expect(rows[1]).toHaveTextContent('7 daysNo limitP 400.00—');
  if (day.pending) expect(rows[0]).toHaveTextContent(`${day.pending.amount === null ? 'No limit' : 'P 2,000.00'} from 02/03/2026 12:00:00 (GMT+8)`);
}

function expectForm(step: Step, busy: boolean) {
  const { screen } = step;
  const c = ctx(step);
  expectTable(step);
  const amount = screen.getByLabelText('Limit amount');
  expect(amount).toHaveValue(c.amount);
  expect(screen.getByLabelText('Limit period')).toHaveValue(c.period);
  // What the typed amount would do against the limit in force, said before submitting.
  const kind = changeKind(c);
  const hint =
    kind === 'raise' ? 'A higher limit applies after a 24 hour cooling-off.' : kind === 'lower' || kind === 'first' ? 'A lower limit applies at once.' : 'A lower limit applies at once; a higher one after 24 hours.';
  if (c.amount === '2000') expect(kind).toBe('raise');
  if (c.errors.amount) {
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(`${hint} ${c.errors.amount.key === 'validation.required' ? 'Input cannot be empty' : 'Please enter a valid amount'}`);
  } else expect(amount).toHaveAccessibleDescription(hint);
  if (c.errorKey) expect(screen.getByText('Network link is abnormal, please try again')).toHaveAttribute('role', 'alert');
  // Only a window with a limit offers its removal (the 24 h one here, not the 7 day one).
  const remove = screen.queryByRole('button', { name: 'Remove this limit' });
  expect(remove !== null).toBe(c.period === 'day');
  if (remove) expect(remove).toHaveProperty('disabled', busy);
  expect(screen.getByRole('button', { name: busy ? 'Saving…' : 'Save limit' })).toHaveProperty('disabled', busy);
}

describeModel({
  model: depositLimitModel,
  render: (actor) => (
    <WithI18n>
      <DepositLimitPanel actor={actor as DepositLimitActor} symbol="P" />
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading your deposit limits');
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    editing: (step) => {
      expectForm(step, false);
      const allowance = ctx(step).status!.depositAllowance === 10_000 ? 'P 100.00' : 'P 600.00';
      expect(step.screen.getByText(`You can deposit up to ${allowance} now (the lowest of your limits applies).`)).toBeInTheDocument();
    },
    '{"saving":"setting"}': (step) => expectForm(step, true),
    '{"saving":"removing"}': (step) => expectForm(step, true),
    applied: (step) => {
      expectTable(step);
      expect(step.screen.getByRole('status')).toHaveTextContent('Your new 24 hours limit applies now.');
      expect(step.screen.getByText('You can deposit up to P 100.00 now (the lowest of your limits applies).')).toBeInTheDocument();
    },
    coolingOff: (step) => {
      expectTable(step);
      const removal = ctx(step).result?.limit.pending?.amount === null;
      expect(step.screen.getByRole('status')).toHaveTextContent(
        removal
          ? 'Your 24 hours limit will be removed on 02/03/2026 12:00:00 (GMT+8), after a 24 hour cooling-off. Until then it still applies.'
          : 'Your higher 24 hours limit applies from 02/03/2026 12:00:00 (GMT+8), after a 24 hour cooling-off. Until then your current limit applies.',
      );
      expect(step.screen.queryByLabelText('Limit amount')).toBeNull();
    },
  },
  controls: {
    loading: [],
    loadFailed: ['button:Try again'],
    // Only a window with a limit offers its removal.
    editing: (snapshot) => [
      'button:Save limit',
      'combobox:Limit period',
      'textbox:Limit amount',
      ...((limitOf(snapshot.context as DepositLimitContext)?.amount ?? null) !== null ? ['button:Remove this limit'] : []),
    ],
    '{"saving":"setting"}': [],
    '{"saving":"removing"}': [],
    applied: ['button:Change a limit'],
    coolingOff: ['button:Change a limit'],
  },
  absent: {
    // Back to the form: the last answer is gone.
    editing: (snapshot) => [
      'after a 24 hour cooling-off. Until then',
      /Your new .* limit applies now/,
      'any waiting raise was withdrawn',
      ...((snapshot.context as DepositLimitContext).errorKey ? [] : ['Network link is abnormal']),
    ],
    applied: ['Network link is abnormal'],
    coolingOff: ['Network link is abnormal'],
  },
  exec: {
    'depositLimit.period': async (e, { user, screen }) => user.selectOptions(screen.getByLabelText('Limit period'), (e as unknown as { period: string }).period),
    'depositLimit.amount': async (e, { user, screen }) => user.type(screen.getByLabelText('Limit amount'), (e as unknown as { value: string }).value),
    'depositLimit.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Save limit' })),
    'depositLimit.remove': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Remove this limit' })),
    'depositLimit.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'depositLimit.again': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Change a limit' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof depositLimitModel.machine>) => Promise<void>>,
});
