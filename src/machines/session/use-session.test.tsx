import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MemberInfo } from '../../api/schemas/account';
import { createModalLogic } from '../modal/modal.runtime';
import { ModalProvider } from '../modal/use-modal';
import { memberInfoFixtures } from './session.fixtures';
import { sessionMachine } from './session.machine';
import type { StoredSession } from './session.types';
import { SessionProvider, useMemberGate } from './use-session';

/** A session chart that boots to a visitor, or to the account `info` signs in as. */
function sessionAs(info: MemberInfo | null) {
  const stored: StoredSession | null = info && {
    token: 'tok',
    isAgent: info.type,
    nickname: info.nickname,
    account: info.account,
    username: info.account,
    customerId: info.id,
    toUpline: info.toUpline,
    memberLabel: null,
    staff: info.staff,
  };
  return createActor(
    sessionMachine.provide({
      actors: {
        restore: fromPromise(async () => stored),
        loadMember: fromPromise(async () => info!),
      },
      actions: { persist: () => {}, clearStorage: () => {} },
    }),
  ).start();
}

async function gateFor(info: MemberInfo | null) {
  const session = sessionAs(info);
  const modal = createActor(createModalLogic()).start();
  await act(async () => {});
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider actor={session}>
      <ModalProvider actor={modal}>{children}</ModalProvider>
    </SessionProvider>
  );
  const { result } = renderHook(() => useMemberGate(), { wrapper });
  const shown = () => modal.getSnapshot().context.stack.map((m) => m.name);
  return { gate: result.current, session, shown };
}

describe('member features (SPEC §6), as the session chart rules them', () => {
  it('a visitor gets the login popup, for a feature and for a promotion’s action', async () => {
    const { gate, session, shown } = await gateFor(null);
    expect(session.getSnapshot().value).toBe('anonymous');
    act(() => gate.openForMember('memberCenter', { page: 'deposit' }));
    expect(shown()).toEqual(['login']);
    act(() => gate.guest());
    expect(shown()).toEqual(['login']);
    expect(session.getSnapshot().context.noticeKey).toBeNull();
  });

  it('a member or an agent gets the feature asked for; a promotion’s guest action opens nothing', async () => {
    for (const info of [memberInfoFixtures.member, memberInfoFixtures.agent]) {
      const { gate, shown } = await gateFor(info);
      act(() => gate.guest());
      expect(shown()).toEqual([]);
      act(() => gate.openForMember('memberCenter', { page: 'deposit' }));
      expect(shown()).toEqual(['memberCenter']);
    }
  });

  it('a trial account is told to register a real account, and nothing opens', async () => {
    const { gate, session, shown } = await gateFor(memberInfoFixtures.trial);
    expect(session.getSnapshot().matches({ signedIn: 'trial' })).toBe(true);
    act(() => gate.openForMember('memberCenter', { page: 'deposit' }));
    expect(shown()).toEqual([]);
    expect(session.getSnapshot().context.noticeKey).toBe('in_need_true_account');
    act(() => session.send({ type: 'session.dismiss' }));
    act(() => gate.guest());
    expect(shown()).toEqual([]);
    expect(session.getSnapshot().context.noticeKey).toBe('in_need_true_account');
  });
});
