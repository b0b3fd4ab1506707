import { act, waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { appModel } from '../../src/machines/app/app.model';
import type { AppActor } from '../../src/machines/app/use-app';
import { AppProvider } from '../../src/machines/app/use-app';
import { AccountActions } from '../../src/views/layout/account-actions';
import { AccountsProviders } from '../../src/views/testing/accounts-providers';
import { fakeApi } from '../../src/views/testing/render-app';
import { useTestLocale } from '../setup/i18n';
import { describeModel, type StepContext } from './harness';

/** The amount while the balance is read (views/layout/header-balance.tsx), in English. */
const UPDATING = 'Loading';

useTestLocale('en');

type Ctx = StepContext<typeof appModel.machine> & { snapshot: AnyMachineSnapshot };

const calls = {
  refreshRouteGuard: vi.fn(),
  endSession: vi.fn(),
  closeModals: vi.fn(),
  goHome: vi.fn(),
  requestContractPopup: vi.fn(),
  withdrawContractPopup: vi.fn(),
  forgetUnread: vi.fn(),
};

const kindOf = (s: AnyMachineSnapshot) => (s.context as { kind: string }).kind;

/** The logged-in block: its lazy chunk arrives, then the account's own buttons. */
async function expectMemberBlock(ctx: Ctx) {
  await ctx.screen.findByRole('button', { name: 'Deposit' });
  expect(ctx.screen.queryByRole('button', { name: 'Login' })).toBeNull();
  expect(ctx.screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  const real = kindOf(ctx.snapshot) !== 'trial';
  // Members and agents have platform messages; a trial account has none.
  expect(ctx.screen.queryByRole('button', { name: 'Messages' }) !== null).toBe(real);
}

async function expectRunning(ctx: Ctx) {
  await expectMemberBlock(ctx);
  // The balance chart runs (its first read is out: the updating placeholder), and Sign out is offered.
  const amount = await ctx.screen.findByRole('button', { name: `Hide balance ${UPDATING}` });
  expect(amount).toHaveAttribute('aria-pressed', 'false');
  expect(ctx.screen.getByRole('button', { name: 'Sign out' })).toBeEnabled();
  expect(ctx.screen.queryByRole('button', { name: /did not load/ })).toBeNull();
}

const memberControls = (s: AnyMachineSnapshot, extra: readonly string[]) => [
  ...extra.filter((c) => c !== 'balance' && c !== 'signOut'),
  'button:', // the nickname button (no session info in this suite)
  'button:Deposit',
  'button:Withdraw',
  ...(kindOf(s) === 'trial' ? [] : ['button:Messages']),
  'button:Betting record',
  ...(extra.includes('balance') ? [`button:Hide balance ${UPDATING}`] : []),
  ...(extra.includes('signOut') ? ['button:Sign out'] : []),
];

describeModel({
  model: appModel,
  provide: (machine) => {
    for (const fn of Object.values(calls)) fn.mockReset();
    return machine.provide({ actions: calls });
  },
  // The header's blocks are lazy chunks, and the white-label tree loads: wait for the block of the state.
  settle: async ({ screen, snapshot }) => {
    const key = JSON.stringify(snapshot.value);
    const name = key === '"visitor"' ? 'Free demo' : key.includes('running') ? 'Sign out' : 'Betting record';
    await screen.findByRole('button', { name });
  },
  render: (actor) => (
    <AccountsProviders api={fakeApi({})} host={false}>
      <AppProvider actor={actor as AppActor}>
        <AccountActions />
      </AppProvider>
    </AccountsProviders>
  ),
  states: {
    visitor: async (ctx) => {
      expect(await ctx.screen.findByRole('button', { name: 'Login' })).toBeEnabled();
      expect(ctx.screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
      expect(ctx.screen.queryByRole('button', { name: /^Hide balance/ })).toBeNull();
      // Leaving the signed-in state withdrew the contract popup and forgot the unread count.
      if (calls.forgetUnread.mock.calls.length) expect(calls.withdrawContractPopup).toHaveBeenCalled();
    },
    '{"signedIn":"loading"}': async (ctx) => {
      await expectMemberBlock(ctx);
      expect(ctx.screen.getByRole('status', { name: 'Balance loading' })).toHaveTextContent(UPDATING);
      expect(ctx.screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    },
    '{"signedIn":"failed"}': async (ctx) => {
      await expectMemberBlock(ctx);
      expect(ctx.screen.getByRole('button', { name: 'Account tools did not load. Retry' })).toBeEnabled();
      expect(ctx.screen.queryByRole('button', { name: 'Sign out' })).toBeNull();
    },
    '{"signedIn":{"running":"readingUnread"}}': expectRunning,
    '{"signedIn":{"running":"unreadShown"}}': expectRunning,
    '{"signedIn":{"running":"noMessages"}}': async (ctx) => {
      await expectRunning(ctx);
      expect(kindOf(ctx.snapshot)).toBe('trial');
    },
  },
  controls: {
    visitor: ['button:Login', 'button:Register', 'button:Free demo'],
    '{"signedIn":"loading"}': (s) => memberControls(s, []),
    '{"signedIn":"failed"}': (s) => memberControls(s, ['button:Account tools did not load. Retry']),
    '{"signedIn":{"running":"readingUnread"}}': (s) => memberControls(s, ['balance', 'signOut']),
    '{"signedIn":{"running":"unreadShown"}}': (s) => memberControls(s, ['balance', 'signOut']),
    '{"signedIn":{"running":"noMessages"}}': (s) => memberControls(s, ['balance', 'signOut']),
  },
  exec: {
    'app.session.changed': async (e, { actor }) => {
      const before = calls.refreshRouteGuard.mock.calls.length;
      const forgotten = calls.forgetUnread.mock.calls.length;
      const running = actor.getSnapshot().matches({ signedIn: 'running' });
      await act(async () => actor.send(e as never));
      // Every session change (login, logout, another token) runs the route guard again with it, once.
      expect(calls.refreshRouteGuard.mock.calls.length).toBe(before + 1);
      // Any change leaves the running signed-in charts (out, or in again for the new token): the unread count goes.
      if (running) expect(calls.forgetUnread.mock.calls.length).toBe(forgotten + 1);
    },
    'app.retry': async (_e, { user, screen }) => user.click(screen.getByRole('button', { name: 'Account tools did not load. Retry' })),
    'app.signOut': async (e, { actor }) => {
      const before = calls.endSession.mock.calls.length;
      actor.send(e as never);
      // The chart ends the session, closes overlays and goes home, in that order, once.
      await waitFor(() => expect(calls.endSession.mock.calls.length).toBe(before + 1));
      expect(calls.closeModals).toHaveBeenCalled();
      expect(calls.goHome).toHaveBeenCalled();
    },
    'app.contractOffer.changed': async (e, { actor }) => {
      const open = (e as unknown as { open: boolean }).open;
      const spy = open ? calls.requestContractPopup : calls.withdrawContractPopup;
      const before = spy.mock.calls.length;
      actor.send(e as never);
      expect(spy.mock.calls.length).toBe(before + 1);
    },
  },
});
