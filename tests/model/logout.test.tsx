import { act } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { logoutModel } from '../../src/machines/logout/logout.model';
import type { LogoutActor } from '../../src/machines/logout/use-logout';
import { LogoutControl } from '../../src/views/accounts/logout-control';
import { useTestLocale, WithI18n } from '../setup/i18n';
import { describeModel } from './harness';

useTestLocale('en');

const signOut = vi.fn();

describeModel({
  model: logoutModel,
  provide: (machine) => {
    signOut.mockClear();
    return machine.provide({ actions: { signOut } });
  },
  render: (actor) => (
    <WithI18n>
      <LogoutControl actor={actor as LogoutActor} />
    </WithI18n>
  ),
  states: {
    idle: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
      expect(screen.queryByRole('alertdialog')).toBeNull();
    },
    confirming: ({ screen }) => {
      const popup = screen.getByRole('alertdialog', { name: 'Sign out?' });
      expect(popup).toHaveTextContent('Are you sure you want to log out?');
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Cancel' })).toBeEnabled();
    },
    loggingOut: ({ screen }) => {
      expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Sign out' })).toBeDisabled();
    },
  },
  exec: {
    'logout.request': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Sign out' })),
    'logout.confirm': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Confirm' })),
    'logout.cancel': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Cancel' })),
    'xstate.done.actor.deleteSession': async (e, { actor }) => {
      const before = signOut.mock.calls.length;
      await act(async () => actor.send(e));
      expect(signOut.mock.calls.length).toBe(before + 1);
    },
    'xstate.error.actor.deleteSession': async (e, { actor }) => {
      const before = signOut.mock.calls.length;
      await act(async () => actor.send(e));
      // The local session ends even when the server call fails.
      expect(signOut.mock.calls.length).toBe(before + 1);
    },
  },
});
