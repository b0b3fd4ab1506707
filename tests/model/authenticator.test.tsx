import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { authenticatorFixtures, authenticatorModel } from '../../src/machines/authenticator/authenticator.model';
import type { AuthenticatorContext } from '../../src/machines/authenticator/authenticator.types';
import type { AuthenticatorActor } from '../../src/machines/authenticator/use-authenticator';
import { AuthenticatorPanel } from '../../src/views/money/authenticator-section';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

type Ctx = StepContext<typeof authenticatorModel.machine>;
type Step = Ctx & { snapshot: AnyMachineSnapshot };
const ctx = (s: Step) => s.snapshot.context as AuthenticatorContext;
const f = authenticatorFixtures;

const ALERTS: Record<string, string> = {
  'network.abnormal': 'Network link is abnormal, please try again',
  'too.many.requests': 'Too many requests, try again after 5 minutes',
  'totp.enrolment.expired': 'The set-up took too long. Please start again.',
};
const FIELD_MESSAGES: Record<string, string> = {
  'totp.code.format': 'Enter the 6-digit code from your app, or a recovery code',
  'totp.code.invalid': "That code is not right. Check your app's time and try a new code.",
  'totp.password.invalid': 'Incorrect login password',
  'validation.required': 'Input cannot be empty',
};

/** The chart's error above the form when it has one, and no error of an earlier step otherwise. */
function expectAlert(step: Step) {
  const key = ctx(step).errorKey;
  const shown = step.screen.queryAllByRole('alert').map((a) => a.textContent);
  if (key) expect(shown).toContain(ALERTS[key]);
  else expect(shown.filter((text) => Object.values(ALERTS).includes(text ?? ''))).toEqual([]);
}
function expectField(step: Step, label: string, field: 'code' | 'password', value: string) {
  const input = step.screen.getByLabelText(label);
  expect(input).toHaveValue(value);
  const error = ctx(step).errors[field];
  if (error) {
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(FIELD_MESSAGES[error]!);
  } else expect(input).not.toHaveAttribute('aria-invalid');
}
function expectEnrolment(step: Step) {
  const { screen } = step;
  expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/));
  expect(screen.getByText(f.enrolment.secret)).toBeInTheDocument();
  expectField(step, 'Code from the app', 'code', ctx(step).code);
}
const statusLine = (left: number) => `On since 01/03/2026 12:00:00. Recovery codes left: ${left}`;

describeModel({
  model: authenticatorModel,
  render: (actor) => (
    <WithI18n>
      <AuthenticatorPanel actor={actor as AuthenticatorActor} />
    </WithI18n>
  ),
  states: {
    loading: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Loading your authenticator…');
    },
    loadFailed: (step) => {
      expectAlert(step);
    },
    off: (step) => {
      expect(step.screen.getByText(/^Not set up\./)).toBeInTheDocument();
      expectAlert(step);
    },
    starting: (step) => {
      expect(step.screen.getByRole('button', { name: 'Preparing…' })).toBeDisabled();
      expectAlert(step);
    },
    scanning: (step) => {
      expectEnrolment(step);
      expectAlert(step);
    },
    confirming: (step) => {
      expectEnrolment(step);
      expect(step.screen.getByLabelText('Code from the app')).toBeDisabled();
      expect(step.screen.getByRole('button', { name: 'Checking…' })).toBeDisabled();
      expectAlert(step);
    },
    recoveryCodes: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Your authenticator is on.');
      const list = screen.getByRole('list', { name: 'Recovery codes' });
      expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(f.recoveryCodes);
    },
    on: (step) => {
      const left = ctx(step).status!.recoveryCodesLeft;
      expect(step.screen.getByText(left === 10 ? `On. Recovery codes left: 10` : statusLine(left))).toBeInTheDocument();
    },
    disabling: (step) => {
      expectField(step, 'Login password', 'password', ctx(step).password);
      expectField(step, 'Code from the app or a recovery code', 'code', ctx(step).code);
      expectAlert(step);
    },
    removing: (step) => {
      expect(step.screen.getByRole('button', { name: 'Turning off…' })).toBeDisabled();
      expect(step.screen.getByLabelText('Login password')).toBeDisabled();
      expectAlert(step);
    },
  },
  controls: {
    loading: [],
    loadFailed: ['button:Retry'],
    off: ['button:Set up authenticator'],
    starting: [],
    scanning: ['textbox:Code from the app', 'button:Confirm', 'button:Cancel'],
    confirming: [],
    recoveryCodes: ['button:I have saved them'],
    on: ['button:Turn off authenticator'],
    disabling: ['password:Login password', 'textbox:Code from the app or a recovery code', 'button:Turn off', 'button:Cancel'],
    removing: [],
  },
  absent: {
    // The secret and the recovery codes leave the page with their step.
    off: [f.enrolment.secret, f.recoveryCodes[0]!],
    on: [f.enrolment.secret, f.recoveryCodes[0]!],
    disabling: [f.recoveryCodes[0]!],
  },
  exec: {
    'authenticator.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Retry' })),
    'authenticator.start': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Set up authenticator' })),
    'authenticator.code': async (e, { user, screen, actor }) => {
      const label = actor.getSnapshot().matches('disabling') ? 'Code from the app or a recovery code' : 'Code from the app';
      await user.type(screen.getByLabelText(label), (e as unknown as { value: string }).value);
    },
    'authenticator.password': async (e, { user, screen }) => user.type(screen.getByLabelText('Login password'), (e as unknown as { value: string }).value),
    'authenticator.confirm': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Confirm' })),
    'authenticator.cancel': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Cancel' })),
    'authenticator.saved': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'I have saved them' })),
    'authenticator.disable': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Turn off authenticator' })),
    'authenticator.remove': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Turn off' })),
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
