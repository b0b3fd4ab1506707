import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { loginHistoryModel } from '../../src/machines/login-history/login-history.model';
import type { LoginHistoryContext } from '../../src/machines/login-history/login-history.types';
import type { LoginHistoryActor } from '../../src/machines/login-history/use-login-history';
import { LoginHistoryPanel } from '../../src/views/money/login-history-section';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

type Ctx = StepContext<typeof loginHistoryModel.machine>;
type Step = Ctx & { snapshot: AnyMachineSnapshot };
const ctx = (s: Step) => s.snapshot.context as LoginHistoryContext;
const signedOut = vi.fn();
const NETWORK = 'Network link is abnormal, please try again';

/** The table of the page in context: times in GMT+8, methods and results in words. */
function expectTable(step: Step) {
  const table = step.screen.getByRole('table', { name: 'Sign-ins and failed attempts of the last 3 months (GMT+8)' });
  const rows = [...table.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent));
  if (ctx(step).history!.page === 1) {
    expect(rows).toHaveLength(10);
    expect(rows[0]).toEqual(['01/03/2026 12:00:00', '198.51.100.9', '—', 'Chrome · Windows', 'Password + authenticator', 'Signed in']);
    expect(rows[1]).toEqual(['28/02/2026 12:00:00', '203.0.113.7', 'BD', '—', 'Password', 'Failed']);
  } else {
    expect(rows).toEqual([
      ['05/01/2026 12:00:00', '203.0.113.7', 'BD', 'Chrome · Windows', 'Registration', 'Signed in'],
      ['04/01/2026 12:00:00', '203.0.113.7', 'BD', 'Chrome · Windows', 'SMS code', 'Failed'],
    ]);
  }
  expect(step.screen.getByText(`Page ${ctx(step).page} of 2`)).toBeInTheDocument();
  // The sign-in before this one, whichever page is shown.
  expect(step.screen.getByText('Your previous sign-in: 28/02/2026 12:00:00 from 203.0.113.7 (Chrome · Windows)')).toBeInTheDocument();
}

describeModel({
  model: loginHistoryModel,
  provide: (machine) => {
    signedOut.mockClear();
    return machine.provide({ actions: { signedOut } });
  },
  render: (actor) => (
    <WithI18n>
      <LoginHistoryPanel actor={actor as LoginHistoryActor} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading your sign-ins…');
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(NETWORK);
    },
    shown: (step) => {
      expectTable(step);
      expect(signedOut).not.toHaveBeenCalled();
    },
    confirmingNotMe: (step) => {
      expectTable(step);
      expect(step.screen.getByRole('group', { name: /Every session of your account will end/ })).toBeInTheDocument();
      if (ctx(step).errorKey) expect(step.screen.getByRole('alert')).toHaveTextContent(NETWORK);
    },
    reporting: (step) => {
      expect(step.screen.getByRole('button', { name: 'Ending sessions…' })).toBeDisabled();
    },
    reported: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Every session has ended. Log in again and set a new password.');
      expect(signedOut).toHaveBeenCalledTimes(1);
    },
  },
  controls: {
    loading: [],
    loadFailed: ['button:Retry'],
    shown: (s) => {
      const c = s.context as LoginHistoryContext;
      return [...(c.page > 1 ? ['button:Newer'] : []), ...(c.page < 2 ? ['button:Older'] : []), "button:This wasn't me"];
    },
    confirmingNotMe: ['button:End every session', 'button:Cancel'],
    reporting: [],
    reported: [],
  },
  absent: {
    shown: ['Every session of your account will end'],
  },
  exec: {
    'loginHistory.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'loginHistory.next': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Older' })),
    'loginHistory.previous': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Newer' })),
    'loginHistory.notMe': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: "This wasn't me" })),
    'loginHistory.confirm': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'End every session' })),
    'loginHistory.cancel': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Cancel' })),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
