import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { captchaPngFixture } from '../../src/machines/captcha/captcha.fixtures';
import { registerModel } from '../../src/machines/register/register.model';
import { isValidMobile } from '../../src/machines/login/login.validation';
import type { RegisterContext } from '../../src/machines/register/register.types';
import type { RegisterActor } from '../../src/machines/register/use-register';
import { RegisterForm } from '../../src/views/accounts/register-form';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const api = fakeApi({ captcha: captchaPngFixture, smsRegister: { expiredMinutes: 5 } });
const completeRegistration = vi.fn();

const LABELS: Record<string, string> = {
  username: 'Username',
  password: 'Password',
  confirmPassword: 'Confirm password',
  mobileNum: 'Mobile number',
  verificationCode: 'Verification code',
  captcha: 'Captcha',
  affiliateCode: 'Affiliate code',
  payeeName: 'Payee name',
};

const LOGIN_LINK = ['button:Already have an account? Log in'];
/** "Get code" while the mobile number is one an SMS can go to (the SMS chart's rule). */
const getCode = (c: RegisterContext) => (c.mode === 'mobile' && isValidMobile(c.values.mobileNum ?? '') ? ['button:Get code'] : []);

function registerFormControls(c: RegisterContext): string[] {
  return [
    ...LOGIN_LINK,
    'tab:Register by mobile',
    'tab:Register by username',
    'textbox:Username',
    'password:Password',
    'password:Confirm password',
    'button:Country code',
    'textbox:Mobile number',
    ...(c.mode === 'mobile' ? ['textbox:Verification code'] : []),
    ...getCode(c),
    'textbox:Captcha',
    'button:Captcha image, click to refresh',
    ...(c.urlCodeValid ? [] : ['textbox:Affiliate code']),
    'textbox:Payee name',
    'checkbox:I am 18 or older and accept the terms',
    'button:Register',
  ];
}

/** Sending: the captcha picture and "Get code" are there, found by role and name, and cannot be pressed. */
function expectLocked(screen: StepContext<typeof registerModel.machine>['screen'], c: RegisterContext) {
  expect(screen.getByRole('button', { name: 'Captcha image, click to refresh' })).toBeDisabled();
  if (c.mode === 'mobile') expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
}

/** What the chart tells the form's captcha: a refused registration used its picture up. */
const captchaSpent = vi.fn();

describeModel({
  model: registerModel,
  provide: (machine) => {
    completeRegistration.mockClear();
    return machine.provide({ actions: { completeRegistration } });
  },
  render: (actor) => {
    captchaSpent.mockClear();
    actor.on('captcha.spent', captchaSpent);
    return (
      <AccountsProviders api={api}>
        <RegisterForm actor={actor as RegisterActor} onLogin={() => {}} />
      </AccountsProviders>
    );
  },
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading');
    },
    loadFailed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('The page took longer to load, check your network');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    },
    editing: ({ screen, snapshot }) => {
      const c = snapshot.context as RegisterContext;
      expect(screen.getByRole('tab', { name: 'Register by mobile' })).toHaveAttribute('aria-selected', String(c.mode === 'mobile'));
      // Optional fields show because the server enabled them; e-mail is off.
      expect(screen.getByLabelText('Payee name')).toBeInTheDocument();
      expect(screen.queryByLabelText('E-mail')).toBeNull();
      // The affiliate field only when the URL brought no valid code.
      expect(screen.queryByLabelText('Affiliate code') !== null).toBe(!c.urlCodeValid);
      expect(screen.queryByLabelText('Verification code') !== null).toBe(c.mode === 'mobile');
      expect(screen.getByRole('button', { name: 'Captcha image, click to refresh' })).toBeEnabled();
      if (getCode(c).length) expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
      for (const [field, error] of Object.entries(c.errors)) {
        expect(screen.getByLabelText(LABELS[field]!)).toHaveAttribute('aria-invalid', 'true');
        expect(error).toBeTruthy();
      }
      if (c.errorKey) expect(screen.getByText('Invalid captcha input or non-whitelisted domain')).toHaveAttribute('role', 'alert');
      // Age consent: the 18+ terms box, its refusal under it when a submit was blocked unticked.
      const terms = screen.getByRole('checkbox', { name: 'I am 18 or older and accept the terms' });
      expect(terms).toHaveProperty('checked', c.termsAccepted);
      if (c.termsMissing) expect(terms).toHaveAccessibleDescription('Please agree to the terms');
      else expect(terms).not.toHaveAttribute('aria-invalid');
      expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
    },
    checkingAffiliate: ({ screen, snapshot }) => {
      expect(screen.getByRole('button', { name: 'Registering…' })).toBeDisabled();
      expectLocked(screen, snapshot.context as RegisterContext);
    },
    affiliateInvalid: ({ screen }) => {
      expect(screen.getByRole('alertdialog')).toHaveTextContent('Invalid invitation code');
      expect(completeRegistration).not.toHaveBeenCalled();
    },
    submitting: ({ screen, snapshot }) => {
      expect(screen.getByRole('button', { name: 'Registering…' })).toBeDisabled();
      expectLocked(screen, snapshot.context as RegisterContext);
    },
    registered: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Registered');
      expect(completeRegistration).toHaveBeenCalledTimes(1);
    },
  },
  controls: {
    loading: [],
    loadFailed: ['button:Try again'],
    editing: (s) => registerFormControls(s.context as RegisterContext),
    // While the affiliate code is checked and the form is sent, everything in the form is locked,
    // the captcha picture and "Get code" too: a new picture or code would void what is being checked.
    checkingAffiliate: LOGIN_LINK,
    submitting: LOGIN_LINK,
    // A modal popup: its Confirm is all that can be pressed.
    affiliateInvalid: ['button:Confirm'],
    registered: [],
  },
  exec: {
    'xstate.error.actor.submitRegister': async (e, { actor }) => {
      captchaSpent.mockClear();
      await act(async () => actor.send(e as never));
      // Refused: the captcha answered with is used up, and the chart says so (the form loads a new picture).
      expect(captchaSpent).toHaveBeenCalledTimes(1);
    },
    'register.tab': async (e, { user, screen }) => {
      const mode = (e as unknown as { mode: string }).mode;
      await user.click(screen.getByRole('tab', { name: mode === 'mobile' ? 'Register by mobile' : 'Register by username' }));
    },
    'register.change': async (e, { user, screen }) => {
      const { field, value } = e as unknown as { field: string; value: string };
      await user.type(screen.getByLabelText(LABELS[field]!), value);
    },
    'register.terms': async (_e, { user, screen }) => user.click(screen.getByRole('checkbox', { name: 'I am 18 or older and accept the terms' })),
    'register.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Register' })),
    'register.dismiss': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Confirm' })),
    'register.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof registerModel.machine>) => Promise<void>>,
});
