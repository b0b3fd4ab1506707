import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { ApiError } from '../../src/api/errors';
import { createSessionImplementations } from '../../src/machines/session/session.runtime';
import { sessionModel } from '../../src/machines/session/session.model';
import type { SessionContext } from '../../src/machines/session/session.types';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { AccountActions } from '../../src/views/layout/account-actions';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

useTestLocale('en');

// The logout chart inside the logged-in block makes the real (faked) delete call.
const api = fakeApi({ logout: async () => undefined as never, memberInfo: async () => Promise.reject(new ApiError('network', 'network.abnormal')) });
const storage = createSessionImplementations({ api, merchantCode: () => 'bd01' });

type Ctx = StepContext<typeof sessionModel.machine> & { snapshot: { context: unknown } };

async function expectSigningIn({ screen }: Ctx) {
  expect(screen.getByRole('status')).toHaveTextContent('Signing in…');
  expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
}

async function expectLoggedIn({ screen, snapshot }: Ctx, agent: boolean) {
  const ctx = snapshot.context as SessionContext;
  expect(screen.getByRole('button', { name: ctx.info!.nickname })).toBeInTheDocument();
  for (const name of ['Deposit', 'Withdraw', 'Betting record', 'Sign out']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Agent' }) !== null).toBe(agent);
  expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
  expect(screen.queryByRole('alertdialog')).toBeNull();
}

const SIGNED_IN = ['button:Betting record', 'button:Deposit', 'button:Hide balance —', 'button:Refresh balance', 'button:Sign out', 'button:Withdraw'];
const withNotice = (s: { context: unknown }, controls: string[]) => ((s.context as SessionContext).noticeKey ? ['button:OK'] : controls);
/** The header names the account by its nickname, else its username. */
const nameButton = (s: { context: unknown }) => {
  const info = (s.context as SessionContext).info;
  return `button:${info?.nickname ?? info?.account ?? ''}`;
};

describeModel({
  model: sessionModel,
  provide: (machine) => machine.provide({ actions: storage.actions }),
  // Signed in, the app chart loads and starts the signed-in charts (balance, logout): their chunk arrives first.
  settle: async ({ screen, snapshot }) => {
    if (JSON.stringify(snapshot.value).includes('signedIn')) await screen.findByRole('button', { name: 'Sign out' }, { timeout: 5_000 });
  },
  render: (actor: AnyActorRef) => (
    <AccountsProviders api={api} session={actor}>
      <AccountActions />
    </AccountsProviders>
  ),
  states: {
    restoring: expectSigningIn,
    loadingInfo: expectSigningIn,
    startingFreeplay: expectSigningIn,
    anonymous: async ({ screen, snapshot }) => {
      const ctx = snapshot.context as SessionContext;
      expect(await screen.findByRole('button', { name: 'Free demo' })).toBeEnabled();
      expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
      // Signed out (or never in): none of the session keys survive; the merchant is re-set.
      expect(sessionStorage.getItem('token')).toBeNull();
      expect(sessionStorage.getItem('nickname')).toBeNull();
      expect(sessionStorage.getItem('staff')).toBeNull();
      if (ctx.noticeKey === 'login.not.session') {
        expect(screen.getByRole('alertdialog')).toHaveTextContent('You have been logged in elsewhere, please log in again');
        expect(sessionStorage.getItem('merchantCode')).toBe('bd01');
      } else if (ctx.noticeKey) {
        expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      } else {
        expect(screen.queryByRole('alertdialog')).toBeNull();
      }
    },
    '{"signedIn":"member"}': async (c) => {
      await expectLoggedIn(c as Ctx, false);
      const ctx = (c as Ctx).snapshot.context as SessionContext;
      // Whatever was loaded (not merely restored) is written to the SPEC §3 keys.
      if (sessionStorage.getItem('token')) {
        expect(sessionStorage.getItem('isAgent')).toBe(String(ctx.info!.type));
        expect(sessionStorage.getItem('nickname')).toBe(ctx.info!.nickname);
        // Not a SPEC §3 key: the staff flag survives a reload so /flows stays open to staff.
        expect(sessionStorage.getItem('staff')).toBe(String(ctx.info!.staff));
      }
    },
    '{"signedIn":"agent"}': async (c) => expectLoggedIn(c as Ctx, true),
    '{"signedIn":"trial"}': async ({ screen, snapshot }) => {
      const ctx = snapshot.context as SessionContext;
      expect(screen.getByRole('button', { name: ctx.info!.nickname })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Agent' })).toBeNull();
      if (ctx.noticeKey) {
        const popup = screen.getByRole('alertdialog');
        expect(popup).toHaveTextContent('Please register a real account to use this feature');
      } else expect(screen.queryByRole('alertdialog')).toBeNull();
    },
  },
  // A notice (why the person was signed out, why a feature is refused) is a modal: only its OK is in reach.
  controls: {
    restoring: [],
    loadingInfo: [],
    startingFreeplay: [],
    anonymous: (s) => withNotice(s, ['button:Free demo', 'button:Login', 'button:Register']),
    '{"signedIn":"member"}': (s) => withNotice(s, [...SIGNED_IN, 'button:Messages', nameButton(s)]),
    '{"signedIn":"agent"}': (s) => withNotice(s, [...SIGNED_IN, 'button:Messages', 'button:Agent', nameButton(s)]),
    // A trial account has no messages.
    '{"signedIn":"trial"}': (s) => withNotice(s, [...SIGNED_IN, nameButton(s)]),
  },
  exec: {
    'session.freeplay': async (_e, { user, screen }) => {
      await user.click(await screen.findByRole('button', { name: 'Free demo' }));
    },
    'session.memberOnly': async (e, { user, screen, actor }) => {
      // A trial account asks for a member feature from the header. A member's would open its
      // modal and a visitor has none in the header: elsewhere (a promotion's action) they ask
      // the chart the same way (use-session.test.tsx checks what each answer opens).
      if (actor.getSnapshot().hasTag('session:trial')) await user.click(screen.getByRole('button', { name: 'Deposit' }));
      else await act(async () => actor.send(e as never));
    },
    'session.dismiss': async (_e, { user, screen }) => {
      const popup = screen.getByRole('alertdialog');
      await user.click(popup.querySelector('button')!);
    },
    'session.end': async (_e, { user, screen, actor }) => {
      // Sign out → confirm → DELETE /wps/session/logout → the session ends. A warning still
      // open is acknowledged first, as a person would.
      const open = screen.queryByRole('alertdialog');
      if (open) await user.click(open.querySelector('button')!);
      await user.click(screen.getByRole('button', { name: 'Sign out' }));
      expect(screen.getByRole('alertdialog', { name: 'Sign out?' })).toHaveTextContent('Are you sure you want to log out?');
      await user.click(screen.getByRole('button', { name: 'Confirm' }));
      await waitFor(() => expect(actor.getSnapshot().value).toBe('anonymous'));
      await act(async () => {});
    },
  },
});
