import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { resetPasswordModel } from '../../src/machines/reset-password/reset-password.model';
import type { ResetPasswordContext } from '../../src/machines/reset-password/reset-password.types';
import type { ResetPasswordActor } from '../../src/machines/reset-password/use-reset-password';
import { ResetPasswordForm } from '../../src/views/accounts/reset-password-form';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const api = fakeApi({});
const openLogin = vi.fn();
const LABELS: Record<string, string> = { code: 'Reset code', newPassword: 'New password', confirmNewPassword: 'Confirm new password' };

describeModel({
  model: resetPasswordModel,
  provide: (machine) => {
    openLogin.mockClear();
    return machine.provide({ actions: { openLogin } });
  },
  render: (actor) => (
    <AccountsProviders api={api}>
      <ResetPasswordForm actor={actor as ResetPasswordActor} />
    </AccountsProviders>
  ),
  states: {
    editing: ({ screen, snapshot }) => {
      const c = snapshot.context as ResetPasswordContext;
      expect(screen.getByLabelText('Reset code')).toHaveValue(c.values.code);
      expect(screen.getByLabelText('Reset code')).toBeEnabled();
      for (const field of Object.keys(c.errors)) expect(screen.getByLabelText(LABELS[field]!)).toHaveAttribute('aria-invalid', 'true');
      if (c.errors.code) expect(screen.getByLabelText('Reset code')).toHaveAccessibleDescription('Input cannot be empty');
      if (c.errorKey) expect(screen.getByText('This reset code is invalid, already used or expired. Please request a new e-mail.')).toHaveAttribute('role', 'alert');
      else expect(screen.queryByText(/reset code is invalid/)).toBeNull();
      expect(screen.getByRole('button', { name: 'Reset password' })).toBeEnabled();
    },
    submitting: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
      expect(screen.getByLabelText('Reset code')).toBeDisabled();
    },
    reset: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Your password has been reset. Log in with your new password.');
      expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
      expect(screen.queryByLabelText('New password')).toBeNull();
    },
  },
  controls: {
    editing: ['button:Reset password', 'password:Confirm new password', 'password:New password', 'textbox:Reset code'],
    submitting: [],
    reset: ['button:Log in'],
  },
  exec: {
    'reset.change': async (e, { user, screen }) => {
      const { field, value } = e as unknown as { field: string; value: string };
      await user.type(screen.getByLabelText(LABELS[field]!), value);
    },
    'reset.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Reset password' })),
    'reset.login': async (_e, { user, screen }) => {
      const before = openLogin.mock.calls.length;
      await user.click(screen.getByRole('button', { name: 'Log in' }));
      expect(openLogin.mock.calls.length).toBe(before + 1);
    },
  } as Record<string, (e: EventObject, ctx: StepContext<typeof resetPasswordModel.machine>) => Promise<void>>,
});
