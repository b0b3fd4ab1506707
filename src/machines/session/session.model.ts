import { ApiError } from '../../api/errors';
import type { ChartModel } from '../graph/paths';
import { loginResultFixture, memberInfoFixtures } from './session.fixtures';
import { sessionMachine } from './session.machine';
import type { StoredSession } from './session.types';

const stored = (over: Partial<StoredSession>): StoredSession => ({
  token: 'tok-restored',
  isAgent: null,
  nickname: null,
  account: null,
  username: null,
  customerId: null,
  toUpline: false,
  memberLabel: null,
  staff: false,
  ...over,
});

/** Boot variants (nothing stored, a token only, a complete member / agent / trial session), then the load results and intents. */
export const sessionModel: ChartModel<typeof sessionMachine> = {
  id: 'session',
  machine: sessionMachine,
  events: () => [
    { type: 'xstate.done.actor.restore', output: null, label: 'nothing stored' } as never,
    { type: 'xstate.done.actor.restore', output: stored({}), label: 'token only' } as never,
    { type: 'xstate.done.actor.restore', output: stored({ isAgent: 0, account: 'player01', nickname: 'Lucky Player' }), label: 'member' } as never,
    { type: 'xstate.done.actor.restore', output: stored({ isAgent: 0, account: 'staff01', nickname: 'staff01', staff: true }), label: 'staff' } as never,
    { type: 'xstate.done.actor.restore', output: stored({ isAgent: 42, account: 'agent01', nickname: 'Top Agent' }), label: 'agent' } as never,
    { type: 'xstate.done.actor.restore', output: stored({ isAgent: 4, account: 'guest7781', nickname: 'Guest 7781' }), label: 'trial' } as never,
    { type: 'xstate.error.actor.restore', error: new Error('storage blocked'), label: 'storage blocked' } as never,
    { type: 'xstate.done.actor.loadMember', output: memberInfoFixtures.member, label: 'member' } as never,
    { type: 'xstate.done.actor.loadMember', output: memberInfoFixtures.staff, label: 'staff' } as never,
    { type: 'xstate.done.actor.loadMember', output: memberInfoFixtures.agent, label: 'agent' } as never,
    { type: 'xstate.done.actor.loadMember', output: memberInfoFixtures.trial, label: 'trial' } as never,
    { type: 'xstate.error.actor.loadMember', error: new ApiError('sessionReplaced', 'login.not.session'), label: 'session ended' } as never,
    { type: 'xstate.done.actor.startFreeplay', output: { ...loginResultFixture, token: 'tok-trial' } } as never,
    { type: 'xstate.error.actor.startFreeplay', error: new ApiError('server', 'function.not.available'), label: 'disabled' } as never,
    { type: 'session.start', token: 'tok-abc' },
    { type: 'session.freeplay' },
    { type: 'session.refresh' },
    { type: 'session.end' },
    { type: 'session.replaced' },
    { type: 'session.memberOnly' },
    { type: 'session.dismiss' },
  ],
  serialize: (s) =>
    JSON.stringify({ v: s.value, t: s.context.token !== null, k: s.context.info?.type ?? null, s: s.context.info?.staff ?? null, n: s.context.noticeKey }),
};
