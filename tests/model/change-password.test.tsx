import { expect, vi } from 'vitest';
import type { EventObject } from 'xstate';
import { changePasswordModel } from '../../src/machines/change-password/change-password.model';
import type { ChangePasswordContext } from '../../src/machines/change-password/change-password.types';
import type { ChangePasswordActor } from '../../src/machines/change-password/use-change-password';
import { ChangePasswordForm } from '../../src/views/accounts/change-password-form';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

const finish = vi.fn();
const LABELS: Record<string, string> = { oldPassword: 'Old password', newPassword: 'New password', confirmNewPassword: 'Confirm new password' };

describeModel({
  model: changePasswordModel,
  provide: (machine) => {
    finish.mockClear();
    return machine.provide({ actions: { finish } });
  },
  render: (actor) => (
    <WithI18n>
      <ChangePasswordForm actor={actor as ChangePasswordActor} />
    </WithI18n>
  ),
  states: {
    editing: ({ screen, snapshot }) => {
      const c = snapshot.context as ChangePasswordContext;
      expect(screen.getByText('Account: player01')).toBeInTheDocument();
      expect(screen.getByLabelText('Old password')).toHaveValue(c.values.oldPassword);
      for (const field of Object.keys(c.errors)) expect(screen.getByLabelText(LABELS[field]!)).toHaveAttribute('aria-invalid', 'true');
      if (c.errors.oldPassword) expect(screen.getByLabelText('Old password')).toHaveAccessibleDescription('Input cannot be empty');
      if (c.errorKey) expect(screen.getByText('The old password is incorrect')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
    },
    submitting: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    },
    changed: ({ screen }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
      expect(finish).toHaveBeenCalledTimes(1);
    },
  },
  controls: {
    editing: ['password:Old password', 'password:New password', 'password:Confirm new password', 'button:Change password'],
    submitting: [],
    changed: [],
  },
  exec: {
    'password.change': async (e, { user, screen }) => {
      const { field, value } = e as unknown as { field: string; value: string };
      await user.type(screen.getByLabelText(LABELS[field]!), value);
    },
    'password.submit': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Change password' })),
  } as Record<string, (e: EventObject, ctx: StepContext<typeof changePasswordModel.machine>) => Promise<void>>,
});
