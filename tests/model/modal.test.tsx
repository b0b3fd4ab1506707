import { within } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import type { ModalContext, ModalName } from '../../src/machines/modal/modal.types';
import { modalModel } from '../../src/machines/modal/modal.model';
import { scrollLockActions } from '../../src/machines/modal/modal.runtime';
import type { ModalActor } from '../../src/machines/modal/use-modal';
import { ModalHost } from '../../src/views/modals/modal-host';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel } from './harness';
import { LOGIN_DIALOG_CONTROLS } from './login-dialog-controls';

useTestLocale('en');

// The harness stops the actor without leaving `open`, so its exit action never restores the body.
afterEach(() => {
  document.body.style.overflow = '';
});

const TITLES: Partial<Record<ModalName, string>> = { login: 'Login', forgotPassword: 'Forgot password' };

const LOGIN_CONTROLS = LOGIN_DIALOG_CONTROLS;

describeModel({
  model: modalModel,
  provide: (machine) => machine.provide({ actions: scrollLockActions(document.body) }),
  render: (actor) => (
    // The login body is a real form: it needs the app around it (deps, session, white-label).
    <AccountsProviders api={fakeApi({})} modal={actor as ModalActor} host={false}>
      <main>
        <p>Page</p>
      </main>
      <ModalHost />
    </AccountsProviders>
  ),
  states: {
    closed: ({ screen }) => {
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.body.style.overflow).toBe('');
    },
    open: ({ screen, snapshot }) => {
      const top = (snapshot.context as ModalContext).stack.at(-1)!;
      // Only the top of the stack is shown, as a labelled modal dialog; the page behind is locked.
      const dialogs = screen.getAllByRole('dialog');
      expect(dialogs).toHaveLength(1);
      expect(dialogs[0]).toHaveAccessibleName(TITLES[top.name]!);
      expect(dialogs[0]).toHaveAttribute('aria-modal', 'true');
      expect(document.body.style.overflow).toBe('hidden');
    },
  },
  controls: {
    closed: [],
    // The top modal's own form and its close button; the page behind is out of reach.
    open: (snapshot) =>
      (snapshot.context as ModalContext).stack.at(-1)!.name === 'login'
        ? LOGIN_CONTROLS
        : ['button:Close', 'button:Submit', 'textbox:E-mail', 'textbox:Username'],
  },
  exec: {
    // A person closes the top modal with its close button; closeAll comes from logout or navigation.
    'modal.close': async (_e, { user, screen }) => {
      await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    },
  },
});
