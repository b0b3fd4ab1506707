
import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { captchaPngFixture } from '../../src/machines/captcha/captcha.fixtures';
import { loginModel } from '../../src/machines/login/login.model';
import type { LoginContext } from '../../src/machines/login/login.types';
import type { LoginActor } from '../../src/machines/login/use-login';
import { createSessionLogic } from '../../src/machines/session/session.runtime';
import { LoginForm } from '../../src/views/accounts/login-form';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const api = fakeApi({ captcha: captchaPngFixture });
const spies = {
  startSession: vi.fn(),
  rememberCredentials: vi.fn(),
  handOver: vi.fn(),
};
/** What the chart tells the form's captcha: a refused attempt used its picture up. */
const captchaSpent = vi.fn();

const LABELS: Record<string, string> = {
  username: 'Username',
  password: 'Password',
  mobileNum: 'Mobile number',
  verificationCode: 'Verification code',
  captcha: 'Captcha',
};
const METHOD_LABELS: Record<string, RegExp> = { sms: /Mobile SMS code/, totp: /Google verification code/ };

type Ctx = StepContext<typeof loginModel.machine> & { snapshot: { context: unknown } };

function expectForm({ screen, snapshot }: Ctx) {
  const c = snapshot.context as LoginContext;
  expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  // SMS tab only with MOBILEVERCODELOGIN3 (on in this model).
  expect(screen.getByRole('tab', { name: 'Username login' })).toHaveAttribute('aria-selected', String(c.tab === 'username'));
  expect(screen.getByRole('checkbox', { name: 'Remember password' })).toHaveProperty('checked', c.remember);
  if (c.tab === 'username') {
    expect(screen.getByLabelText('Username')).toHaveValue(c.values.username);
    expect(screen.queryByLabelText('Mobile number')).toBeNull();
  } else {
    expect(screen.getByLabelText('Mobile number')).toHaveValue(c.values.mobileNum);
    expect(screen.getByRole('button', { name: 'Country code' })).toHaveTextContent('+880');
  }
  // The first validator message shows under each failing field, and nothing was sent.
  for (const [field, error] of Object.entries(c.errors)) {
    const input = screen.getByLabelText(LABELS[field]!);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const message = document.getElementById(input.getAttribute('aria-describedby')!)!;
    expect(message.textContent).toBe(
      { 'validation.required': 'Input cannot be empty', 'validation.mobile': 'Please enter a valid mobile number', 'validation.code': 'Please enter a valid verification code', 'validation.captcha': 'Please enter the captcha' }[error!.key],
    );
  }
}

/** Ways to the other dialogs, offered beside the login form whatever it is doing. */
const LINKS = ['button:Forgot password?', 'button:Free trial', 'button:Register now'];
const METHODS = ['radio:Mobile SMS code (+880 ****5678)', 'radio:Google verification code'];

function loginFormControls(c: LoginContext, captcha: boolean): string[] {
  const fields =
    c.tab === 'username' ? ['textbox:Username', 'password:Password'] : ['button:Country code', 'textbox:Mobile number', 'textbox:Verification code'];
  return [
    ...LINKS,
    'tab:Username login',
    'tab:Mobile number login',
    ...fields,
    ...(captcha ? ['textbox:Captcha', 'button:Captcha image, click to refresh'] : []),
    'checkbox:Remember password',
    'button:Log in',
    'button:Sign in with a passkey',
  ];
}

/** Remember-me keeps the credentials only when the box is ticked; otherwise forgets them: once, on signing in. */
function expectRemembered(c: LoginContext) {
  expect(spies.rememberCredentials).toHaveBeenCalledTimes(1);
  const remembered = spies.rememberCredentials.mock.calls[0]![1];
  if (c.remember) expect(remembered).toMatchObject({ username: 'player01', password: 'Secret123' });
  else expect(remembered).toBeNull();
}

describeModel({
  model: loginModel,
  provide: (machine) => {
    Object.values(spies).forEach((s) => s.mockClear());
    return machine.provide({ actions: spies });
  },
  render: (actor) => {
    captchaSpent.mockClear();
    actor.on('captcha.spent', captchaSpent);
    return (
      <AccountsProviders api={api} session={createActor(createSessionLogic({ api, merchantCode: () => 'bd01' }))}>
        <LoginForm actor={actor as LoginActor} onForgotPassword={() => {}} onRegister={() => {}} onFreeTrial={() => {}} />
      </AccountsProviders>
    );
  },
  states: {
    '{"form":"editing"}': (c) => {
      expectForm(c as Ctx);
      expect(c.screen.queryByLabelText('Captcha')).toBeNull();
      expect(c.screen.getByRole('button', { name: 'Forgot password?' })).toBeInTheDocument();
      expect(c.screen.getByRole('button', { name: 'Register now' })).toBeInTheDocument();
      expect(c.screen.getByRole('button', { name: 'Free trial' })).toBeInTheDocument();
    },
    '{"form":"captchaRequired"}': async (c) => {
      expectForm(c as Ctx);
      expect(c.screen.getByLabelText('Captcha')).toBeInTheDocument();
      expect(await c.screen.findByRole('img', { name: 'Captcha' })).toHaveAttribute('src', `data:image/png;base64,${captchaPngFixture}`);
    },
    submitting: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Logging in…' })).toBeDisabled();
      expect(spies.startSession).not.toHaveBeenCalled();
    },
    '{"verificationRequired":"choosing"}': ({ screen }) => {
      expect(screen.getByRole('heading', { name: 'Verify it is you' })).toBeInTheDocument();
      expect(screen.getByRole('radio', { name: /Mobile SMS code \(\+880 \*\*\*\*5678\)/ })).not.toBeChecked();
      expect(screen.getByRole('radio', { name: METHOD_LABELS.totp! })).toBeInTheDocument();
    },
    '{"verificationRequired":"answering"}': ({ screen, snapshot }) => {
      const c = snapshot.context as LoginContext;
      expect(screen.getByRole('radio', { name: METHOD_LABELS[c.method!]! })).toBeChecked();
      expect(screen.getByRole('button', { name: 'Verify' }).hasAttribute('disabled')).toBe(c.answer === '');
      if (c.method === 'sms') expect(screen.getByRole('button', { name: c.codeSent ? 'Send again' : 'Send code' })).toBeEnabled();
      else expect(screen.queryByRole('button', { name: 'Send code' })).toBeNull();
      if (c.errorKey) expect(screen.getByRole('alert')).toBeInTheDocument();
    },
    '{"verificationRequired":"sendingCode"}': ({ screen }) => {
      expect(screen.getByRole('button', { name: /Send/ })).toBeDisabled();
    },
    '{"verificationRequired":"verifying"}': ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    },
    passkey: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Waiting for your passkey…' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
      expect(spies.startSession).not.toHaveBeenCalled();
    },
    failure: ({ screen, snapshot }) => {
      const viaPasskey = (snapshot.context as LoginContext).viaPasskey;
      expect(screen.getByRole('alert')).toHaveTextContent(
        viaPasskey ? 'This passkey could not sign you in. Use your password, or another passkey.' : 'Incorrect username or password',
      );
      expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Sign in with a passkey' })).toBeDisabled();
    },
    passwordChangeRequired: ({ screen, snapshot }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Please change your password to continue');
      expect(spies.startSession).toHaveBeenCalledWith(expect.anything(), { token: 'tok-login' });
      // The popup policy opens the forced change (src/machines/popups), with the password typed when there is one.
      const c = snapshot.context as LoginContext;
      if (c.viaPasskey) expect(spies.rememberCredentials).not.toHaveBeenCalled();
      else expectRemembered(c);
      expect(spies.handOver).toHaveBeenCalledTimes(1);
      expect(spies.handOver.mock.calls[0]![1]).toEqual({ mustChangePassword: true, firstTimeLogin: false, knownPassword: c.tab === 'username' && !c.viaPasskey ? 'Secret123' : null });
    },
    success: ({ screen, snapshot }) => {
      const c = snapshot.context as LoginContext;
      expect(screen.getByRole('status')).toHaveTextContent('Logged in');
      expect(spies.startSession).toHaveBeenCalledWith(expect.anything(), { token: 'tok-login' });
      // The hand-over tells the popup policy whether this is the account's first login (the welcome shows only then).
      expect(spies.handOver).toHaveBeenCalledTimes(1);
      expect(spies.handOver.mock.calls[0]![1]).toMatchObject({ mustChangePassword: false, firstTimeLogin: expect.any(Boolean) });
      // A passkey sign-in typed nothing: nothing is remembered, nor forgotten.
      if (c.viaPasskey) {
        expect(spies.rememberCredentials).not.toHaveBeenCalled();
        expect(spies.handOver.mock.calls[0]![1]).toMatchObject({ knownPassword: null });
        return;
      }
      expectRemembered(c);
    },
  },
  controls: {
    '{"form":"editing"}': (s) => loginFormControls(s.context as LoginContext, false),
    '{"form":"captchaRequired"}': (s) => loginFormControls(s.context as LoginContext, true),
    // Sent: the form is locked (the captcha too: a new picture would void the answer being checked).
    submitting: LINKS,
    passkey: LINKS,
    '{"verificationRequired":"choosing"}': ['button:Back', ...METHODS],
    '{"verificationRequired":"answering"}': (s) => {
      const c = s.context as LoginContext;
      return [
        'button:Back',
        ...METHODS,
        c.method === 'sms' ? 'textbox:Mobile SMS code' : 'textbox:Google verification code',
        ...(c.method === 'sms' ? [c.codeSent ? 'button:Send again' : 'button:Send code'] : []),
        ...(c.answer !== '' ? ['button:Verify'] : []),
      ];
    },
    '{"verificationRequired":"sendingCode"}': [],
    '{"verificationRequired":"verifying"}': [],
    failure: [...LINKS, 'button:Try again'],
    passwordChangeRequired: [],
    success: [],
  },
  exec: {
    'xstate.error.actor.submitLogin': async (e, { actor }) => {
      const shown = (actor.getSnapshot().context as LoginContext).captchaShown;
      captchaSpent.mockClear();
      await act(async () => actor.send(e as never));
      // Refused with the captcha shown: that picture is used up, and the chart says so (the form loads a new one).
      // The server's first flag spends none: the picture shows from then on. The new-address check leaves the
      // form, and the picture with it: a new one loads when the form comes back.
      const backInForm = actor.getSnapshot().matches('form');
      expect(captchaSpent).toHaveBeenCalledTimes(shown && backInForm ? 1 : 0);
    },
    'login.tab': async (e, { user, screen }) => {
      const tab = (e as unknown as { tab: string }).tab;
      await user.click(screen.getByRole('tab', { name: tab === 'sms' ? 'Mobile number login' : 'Username login' }));
    },
    'login.change': async (e, { user, screen }) => {
      const { field, value } = e as unknown as { field: string; value: string };
      await user.type(screen.getByLabelText(LABELS[field]!), value);
    },
    'login.remember': async (_e, { user, screen }) => user.click(screen.getByRole('checkbox', { name: 'Remember password' })),
    'login.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Log in' })),
    'login.passkey': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Sign in with a passkey' })),
    'login.dismiss': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Try again' })),
    'login.verify.method': async (e, { user, screen }) => {
      await user.click(screen.getByRole('radio', { name: METHOD_LABELS[(e as unknown as { method: string }).method]! }));
    },
    'login.verify.send': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: /^Send/ })),
    'login.verify.change': async (e, { user, screen, actor }) => {
      const method = (actor.getSnapshot().context as LoginContext).method!;
      await user.type(screen.getByRole('textbox', { name: METHOD_LABELS[method]! }), (e as unknown as { value: string }).value);
    },
    'login.verify.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Verify' })),
    'login.verify.cancel': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Back' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof loginModel.machine>) => Promise<void>>,
});

