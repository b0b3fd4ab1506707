import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { isValidMobile } from '../../src/machines/login/login.validation';
import { forgotPasswordModel } from '../../src/machines/forgot-password/forgot-password.model';
import type { ForgotPasswordContext } from '../../src/machines/forgot-password/forgot-password.types';
import type { ForgotPasswordActor } from '../../src/machines/forgot-password/use-forgot-password';
import { ForgotPasswordForm } from '../../src/views/accounts/forgot-password-form';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const api = fakeApi({ smsNoLogin: { expiredMinutes: 5 } });
const spies = { signIn: vi.fn(), close: vi.fn() };
const LABELS: Record<string, string> = {
  username: 'Username',
  email: 'E-mail',
  mobileNum: 'Mobile number',
  verificationCode: 'Verification code',
  newPassword: 'New password',
};

/** "Get code" while the mobile number is one an SMS can go to (the SMS chart's rule). */
const getCode = (c: ForgotPasswordContext) => (isValidMobile(c.values.mobileNum) ? ['button:Get code'] : []);
const TABS = ['tab:By e-mail', 'tab:By mobile number'];

function editingControls(c: ForgotPasswordContext): string[] {
  if (c.tab === 'email') return [...TABS, 'textbox:Username', 'textbox:E-mail', 'button:Submit'];
  return [...TABS, 'button:Country code', 'textbox:Mobile number', 'textbox:Verification code', ...getCode(c), 'password:New password', 'button:Submit'];
}

type Screen = StepContext<typeof forgotPasswordModel.machine>['screen'];
/** Sending: the whole form is locked; on the mobile tab "Get code" is there, found by role and name, and cannot be pressed. */
function expectLocked(screen: Screen, c: ForgotPasswordContext) {
  expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  expect(screen.getByRole('tab', { name: 'By e-mail' })).toBeDisabled();
  if (c.tab === 'mobile') expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
}

describeModel({
  model: forgotPasswordModel,
  provide: (machine) => {
    spies.signIn.mockClear();
    spies.close.mockClear();
    return machine.provide({ actions: spies });
  },
  render: (actor) => (
    <AccountsProviders api={api}>
      <ForgotPasswordForm actor={actor as ForgotPasswordActor} />
    </AccountsProviders>
  ),
  states: {
    editing: ({ screen, snapshot }) => {
      const c = snapshot.context as ForgotPasswordContext;
      expect(screen.getByRole('tab', { name: 'By mobile number' })).toHaveAttribute('aria-selected', String(c.tab === 'mobile'));
      if (c.tab === 'email') expect(screen.getByLabelText('E-mail')).toHaveValue(c.values.email);
      else if (getCode(c).length) expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
      else expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
      for (const field of Object.keys(c.errors)) expect(screen.getByLabelText(LABELS[field]!)).toHaveAttribute('aria-invalid', 'true');
      if (c.errorKey) expect(screen.getByText(/does not exist|Verification code not valid|Network link is abnormal/)).toHaveAttribute('role', 'alert');
      expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    },
    sendingEmail: ({ screen, snapshot }) => expectLocked(screen, snapshot.context as ForgotPasswordContext),
    resetting: ({ screen, snapshot }) => expectLocked(screen, snapshot.context as ForgotPasswordContext),
    loggingIn: ({ screen, snapshot }) => expectLocked(screen, snapshot.context as ForgotPasswordContext),
    emailSent: ({ screen }) => {
      expect(screen.getByRole('alertdialog')).toHaveTextContent('We have sent a password reset e-mail. Please check your inbox.');
    },
    finished: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Done');
      // E-mail: the modal closes; phone: logged in with the new password, then home.
      expect(spies.close.mock.calls.length + spies.signIn.mock.calls.length).toBe(1);
      if (spies.signIn.mock.calls.length) expect(spies.signIn.mock.calls[0]![1]).toEqual({ token: 'tok-reset' });
    },
  },
  controls: {
    editing: (s) => editingControls(s.context as ForgotPasswordContext),
    // Sent: nothing in the form can be pressed or typed into, "Get code" included.
    sendingEmail: [],
    resetting: [],
    loggingIn: [],
    // A modal popup: its Confirm is all that can be pressed.
    emailSent: ['button:Confirm'],
    finished: [],
  },
  exec: {
    'forgot.tab': async (e, { user, screen }) => {
      const tab = (e as unknown as { tab: string }).tab;
      await user.click(screen.getByRole('tab', { name: tab === 'mobile' ? 'By mobile number' : 'By e-mail' }));
    },
    'forgot.change': async (e, { user, screen }) => {
      const { field, value } = e as unknown as { field: string; value: string };
      await user.type(screen.getByLabelText(LABELS[field]!), value);
    },
    'forgot.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Submit' })),
    'forgot.dismiss': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Confirm' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof forgotPasswordModel.machine>) => Promise<void>>,
});
