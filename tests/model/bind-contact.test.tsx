import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { SMS } from '../../src/config/accounts';
import { bindContactModel } from '../../src/machines/bind-contact/bind-contact.model';
import type { BindContactContext } from '../../src/machines/bind-contact/bind-contact.types';
import type { BindContactActor } from '../../src/machines/bind-contact/use-bind-contact';
import { BindContactForm } from '../../src/views/money/bind-contact-form';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';
import { answerRecheck, expectRecheckPanel, RECHECK_LOADING_CONTROLS } from './recheck-steps';

useTestLocale('en');

const bound = vi.fn();
type Ctx = StepContext<typeof bindContactModel.machine>;
type Check = (ctx: Ctx & { snapshot: AnyMachineSnapshot }) => void;
const LABELS: Record<string, string> = { mobileNum: 'Mobile number', verificationCode: 'Verification code' };
const MESSAGES: Record<string, string> = {
  'validation.required': 'Input cannot be empty',
  'verification.code.invalid': 'Verification code not valid',
  'register.mobile.exists': 'This mobile number is already registered to another account',
};

/** The get-code button in each state of the `code` region. */
const CODE: Record<string, Check> = {
  idle: ({ screen, snapshot }) => {
    const c = snapshot.context as BindContactContext;
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    if (c.codeErrorKey) expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('The code could not be sent: Too many requests, try again after 5 minutes');
  },
  sending: ({ screen }) => {
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
  },
  '{"counting":"ticking"}': ({ screen, snapshot }) => {
    const c = snapshot.context as BindContactContext;
    // 60 s per minute the code lives (SPEC §4), as at registration.
    expect(c.seconds).toBe(SMS.countdownSecondsPerExpiryMinute * 5);
    expect(screen.getByRole('button', { name: `Resend in ${c.remaining} s` })).toBeDisabled();
  },
};

/** The form in each state of the `form` region. */
const FORM: Record<string, Check> = {
  filling: ({ screen, snapshot }) => {
    const c = snapshot.context as BindContactContext;
    expect(screen.getByLabelText('Mobile number')).toHaveValue(c.values.mobileNum);
    expect(screen.getByLabelText('Verification code')).toHaveValue(c.values.verificationCode);
    expect(screen.queryByLabelText('E-mail address')).toBeNull();
    for (const [field, error] of Object.entries(c.errors)) {
      const input = screen.getByLabelText(LABELS[field]!);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(MESSAGES[error!.key]!);
    }
    if (c.errorKey) expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Network link is abnormal, please try again');
    expect(screen.getByRole('button', { name: 'Bind mobile number' })).toBeEnabled();
  },
  binding: ({ screen }) => {
    expect(screen.getByRole('button', { name: 'Binding…' })).toBeDisabled();
    expect(screen.getByLabelText('Verification code')).toBeDisabled();
  },
};

const states: Record<string, Check> = {
  bound: ({ screen }) => {
    expect(screen.getByRole('status')).toHaveTextContent('Your mobile number is now bound.');
    expect(bound).toHaveBeenCalledWith(expect.objectContaining({ mobileNum: '1812345678' }));
  },
};
for (const [code, checkCode] of Object.entries(CODE))
  for (const [form, checkForm] of Object.entries(FORM))
    states[JSON.stringify({ active: { code: code.startsWith('{') ? JSON.parse(code) : code, form } })] = (ctx) => {
      checkCode(ctx);
      checkForm(ctx);
    };

// "Confirm it's you" stands in for the whole form (the code's countdown goes on in the chart).
for (const code of Object.keys(CODE))
  states[JSON.stringify({ active: { code: code.startsWith('{') ? JSON.parse(code) : code, form: 'rechecking' } })] = ({ screen }) => {
    expectRecheckPanel(screen);
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    expect(bound).not.toHaveBeenCalled();
  };

describeModel({
  model: bindContactModel,
  provide: (machine) => {
    bound.mockClear();
    return machine.provide({ actions: { bound: (_: unknown, info: unknown) => bound(info) } });
  },
  render: (actor) => (
    <WithI18n>
      <BindContactForm actor={actor as BindContactActor} />
    </WithI18n>
  ),
  states,
  controls: {
    '{"active":{"code":"idle","form":"filling"}}': ['button:Bind mobile number', 'button:Country code', 'button:Get code', 'textbox:Mobile number', 'textbox:Verification code'],
    '{"active":{"code":"sending","form":"filling"}}': ['button:Bind mobile number', 'button:Country code', 'textbox:Mobile number', 'textbox:Verification code'],
    '{"active":{"code":"idle","form":"binding"}}': ['button:Get code'],
    bound: [],
    '{"active":{"code":{"counting":"ticking"},"form":"filling"}}': ['button:Bind mobile number', 'button:Country code', 'textbox:Mobile number', 'textbox:Verification code'],
    '{"active":{"code":{"counting":"ticking"},"form":"binding"}}': [],
    '{"active":{"code":"idle","form":"rechecking"}}': RECHECK_LOADING_CONTROLS,
    '{"active":{"code":{"counting":"ticking"},"form":"rechecking"}}': RECHECK_LOADING_CONTROLS,
  },
  exec: {
    'bind.change': async (e, { user, screen }) => {
      const { field, value } = e as unknown as { field: string; value: string };
      await user.type(screen.getByLabelText(LABELS[field]!), value);
    },
    'bind.sendCode': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Get code' })),
    'bind.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Bind mobile number' })),
    'xstate.done.actor.recheck': answerRecheck,
  } as Record<string, (e: EventObject, ctx: Ctx) => Promise<void>>,
});
