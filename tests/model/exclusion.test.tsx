import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { exclusionModel } from '../../src/machines/exclusion/exclusion.model';
import type { ExclusionContext } from '../../src/machines/exclusion/exclusion.types';
import type { ExclusionActor } from '../../src/machines/exclusion/use-exclusion';
import { ExclusionPanel } from '../../src/views/care/exclusion-panel';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const signedOut = vi.fn();
type Step = StepContext<typeof exclusionModel.machine> & { snapshot: AnyMachineSnapshot };
const ctx = (step: Step) => step.snapshot.context as ExclusionContext;
const LENGTH: Record<string, string> = { 'timeout:1': '24 hours', 'timeout:3': '3 days', 'selfExclusion:6': '6 months' };

function expectReview(step: Step, busy: boolean) {
  const c = ctx(step);
  const what = c.kind === 'timeout' ? 'A time-out' : 'A self-exclusion';
  expect(step.screen.getByRole('note')).toHaveTextContent(`${what} of ${LENGTH[`${c.kind}:${c.duration}`]} starts now. You will be logged out`);
  const box = step.screen.getByRole('checkbox', { name: 'I understand that I cannot log in until it ends' });
  expect(box).toHaveProperty('checked', c.understood);
  const confirm = step.screen.getByRole('button', { name: busy ? 'Saving…' : c.kind === 'timeout' ? 'Start time-out' : 'Self-exclude' });
  // Nothing happens before the member ticks that it is understood.
  expect(confirm).toHaveProperty('disabled', busy || !c.understood);
  if (c.errorKey) expect(step.screen.getByRole('alert')).toHaveTextContent('Network link is abnormal, please try again');
  expect(signedOut).not.toHaveBeenCalled();
}

describeModel({
  model: exclusionModel,
  provide: (machine) => {
    signedOut.mockClear();
    return machine.provide({ actions: { signedOut } });
  },
  render: (actor) => (
    <WithI18n>
      <ExclusionPanel actor={actor as ExclusionActor} />
    </WithI18n>
  ),
  states: {
    choosing: (step) => {
      const c = ctx(step);
      expect(step.screen.getByRole('radio', { name: 'Time-out (24 hours to 6 weeks)' })).toHaveProperty('checked', c.kind === 'timeout');
      expect(step.screen.getByRole('radio', { name: 'Self-exclusion (6 months or more)' })).toHaveProperty('checked', c.kind === 'selfExclusion');
      const length = step.screen.getByLabelText('How long');
      expect(length).toHaveValue(String(c.duration));
      const options = [...(length as HTMLSelectElement).options].map((o) => o.textContent);
      expect(options).toEqual(c.kind === 'timeout' ? ['24 hours', '3 days', '7 days', '14 days', '30 days', '42 days'] : ['6 months', '1 year(s)', '2 year(s)', '5 year(s)']);
    },
    reviewing: (step) => expectReview(step, false),
    submitting: (step) => expectReview(step, true),
    done: (step) => {
      const c = ctx(step);
      expect(step.screen.getByRole('status')).toHaveTextContent(
        c.kind === 'timeout'
          ? 'Your time-out runs until 04/03/2026 12:00:00 (GMT+8). You cannot log in or receive offers until then.'
          : 'You have excluded yourself until 01/09/2026 12:00:00 (GMT+8). You cannot log in or receive offers until then.',
      );
      expect(signedOut).not.toHaveBeenCalled();
    },
    closed: () => {
      expect(signedOut).toHaveBeenCalledTimes(1);
    },
  },
  controls: {
    choosing: ['button:Continue', 'combobox:How long', 'radio:Self-exclusion (6 months or more)', 'radio:Time-out (24 hours to 6 weeks)'],
    reviewing: (snapshot) => {
      const c = snapshot.context as ExclusionContext;
      const confirm = c.kind === 'timeout' ? 'button:Start time-out' : 'button:Self-exclude';
      return ['button:Back', 'checkbox:I understand that I cannot log in until it ends', ...(c.understood ? [confirm] : [])];
    },
    submitting: [],
    done: ['button:Log out now'],
    closed: [],
  },
  absent: {
    // The review's warning and a failed attempt's alert are gone once the break has started.
    done: ['starts now. You will be logged out', 'Network link is abnormal'],
    // Back from the review: its warning and any failure are gone.
    choosing: ['starts now. You will be logged out', 'Network link is abnormal'],
  },
  exec: {
    'exclusion.kind': async (e, { user, screen }) =>
      user.click(screen.getByRole('radio', { name: (e as unknown as { kind: string }).kind === 'timeout' ? 'Time-out (24 hours to 6 weeks)' : 'Self-exclusion (6 months or more)' })),
    'exclusion.duration': async (e, { user, screen }) => user.selectOptions(screen.getByLabelText('How long'), String((e as unknown as { duration: number }).duration)),
    'exclusion.review': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Continue' })),
    'exclusion.understood': async (_e, { user, screen }) => user.click(screen.getByRole('checkbox', { name: 'I understand that I cannot log in until it ends' })),
    'exclusion.back': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Back' })),
    'exclusion.confirm': async (_e, { user, screen, actor }) => {
      const c = actor.getSnapshot().context as ExclusionContext;
      await user.click(screen.getByRole('button', { name: c.kind === 'timeout' ? 'Start time-out' : 'Self-exclude' }));
    },
    'exclusion.close': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Log out now' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof exclusionModel.machine>) => Promise<void>>,
});
