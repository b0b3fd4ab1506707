import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { realityCheckModel } from '../../src/machines/reality-check/reality-check.model';
import type { RealityCheckContext } from '../../src/machines/reality-check/reality-check.types';
import type { RealityCheckActor } from '../../src/machines/reality-check/use-reality-check';
import { RealityCheckDialog } from '../../src/views/care/reality-check-dialog';
import { RealityCheckPanel } from '../../src/views/care/reality-check-panel';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const signedOut = vi.fn();
type Step = StepContext<typeof realityCheckModel.machine> & { snapshot: AnyMachineSnapshot };
const ctx = (step: Step) => step.snapshot.context as RealityCheckContext;

/** The setting on the responsible-gambling page: the interval in force, changeable when known. */
function expectSetting(step: Step, { enabled, busy = false }: { enabled: boolean; busy?: boolean }) {
  const c = ctx(step);
  const select = step.screen.getByLabelText('Reality check interval');
  expect(select).toHaveValue(c.minutes === null ? '' : String(c.minutes));
  expect(select).toHaveProperty('disabled', !enabled);
  expect(step.screen.getByRole('status')).toHaveTextContent(busy ? 'Saving…' : c.minutes === null ? 'Reality check is off.' : `Reality check every ${c.minutes} minutes.`);
  if (c.errorKey) expect(step.screen.getByText('Network link is abnormal, please try again')).toHaveAttribute('role', 'alert');
}

const noDialog = (step: Step) => expect(step.screen.queryByRole('alertdialog')).toBeNull();

function expectDialog(step: Step, loggingOut: boolean) {
  const dialog = step.screen.getByRole('alertdialog', { name: 'Reality check' });
  expect(dialog).toHaveTextContent('Time in this session0 h 30 min');
  expect(dialog).toHaveTextContent('Net result in this session-P 125.50');
  expect(dialog).toHaveTextContent('Staked in this sessionP 400.00');
  expect(step.screen.getByRole('button', { name: 'Continue playing' })).toHaveProperty('disabled', loggingOut);
  expect(step.screen.getByRole('button', { name: loggingOut ? 'Logging out…' : 'Log out' })).toHaveProperty('disabled', loggingOut);
}

describeModel({
  model: realityCheckModel,
  provide: (machine) => {
    signedOut.mockClear();
    // The interval and the reload wait come from the model's `after` events, never a real timer.
    return machine.provide({ actions: { signedOut }, delays: { interval: 1e9, reload: 1e9 } });
  },
  render: (actor) => (
    <WithI18n>
      <RealityCheckPanel actor={actor as RealityCheckActor} />
      <RealityCheckDialog actor={actor as RealityCheckActor} symbol="P" />
    </WithI18n>
  ),
  states: {
    loading: (step) => {
      expectSetting(step, { enabled: false });
      noDialog(step);
    },
    loadFailed: (step) => {
      expectSetting(step, { enabled: false });
      noDialog(step);
    },
    off: (step) => {
      expectSetting(step, { enabled: true });
      noDialog(step);
    },
    waiting: (step) => {
      expectSetting(step, { enabled: true });
      noDialog(step);
    },
    saving: (step) => {
      expectSetting(step, { enabled: false, busy: true });
      noDialog(step);
    },
    fetching: (step) => {
      expectSetting(step, { enabled: false });
      noDialog(step);
    },
    showing: (step) => {
      expectDialog(step, false);
      expect(signedOut).not.toHaveBeenCalled();
    },
    loggingOut: (step) => expectDialog(step, true),
    signedOut: () => {
      expect(signedOut).toHaveBeenCalledTimes(1);
    },
  },
  controls: {
    loading: [],
    loadFailed: [],
    off: ['combobox:Reality check interval'],
    saving: [],
    waiting: ['combobox:Reality check interval'],
    fetching: [],
    showing: ['button:Continue playing', 'button:Log out'],
    loggingOut: [],
    signedOut: [],
  },
  exec: {
    'realityCheck.set': async (e, { user, screen }) => {
      const minutes = (e as unknown as { minutes: number | null }).minutes;
      await user.selectOptions(screen.getByLabelText('Reality check interval'), minutes === null ? '' : String(minutes));
    },
    'realityCheck.continue': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Continue playing' })),
    'realityCheck.logout': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Log out' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof realityCheckModel.machine>) => Promise<void>>,
});
