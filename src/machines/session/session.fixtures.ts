import type { MemberInfo } from '../../api/schemas/account';

const base: MemberInfo = {
  id: 'c-1001',
  account: 'player01',
  nickname: 'Lucky Player',
  type: 0,
  toUpline: true,
  clubLabel: null,
  memberLabel: [{ labelName: 'VIP1' }],
  mobileNum: null,
  email: null,
  staff: false,
};

/** Member info as the server answers it for each account kind. */
export const memberInfoFixtures = {
  member: base,
  agent: { ...base, id: 'c-2002', account: 'agent01', nickname: 'Top Agent', type: 41, memberLabel: [] },
  trial: { ...base, id: 'c-3003', account: 'guest7781', nickname: 'Guest 7781', type: 4, toUpline: false, memberLabel: [] },
  staff: { ...base, id: 'c-4004', account: 'staff01', nickname: 'staff01', toUpline: false, memberLabel: [], staff: true },
} satisfies Record<string, MemberInfo>;

export const loginResultFixture = { token: 'tok-abc', firstTimeLogin: false, passwordExpired: false, mustChangePassword: false };
