import { assign, emit, fromPromise, setup } from 'xstate';
import type { MemberInfo } from '../../api/schemas/account';
import { ERROR_KEYS, errorKeyOf } from '../../api/errors';
import { accountKind, type FreeplayResult, type SessionContext, type SessionEmitted, type SessionEvent, type StoredSession } from './session.types';
import { lazyChart } from '../lazy-chart';

/** The session keys to write after member info loads (SPEC §3). */
export function storedFromInfo(token: string, info: MemberInfo): StoredSession {
  return {
    token,
    isAgent: info.type,
    nickname: info.nickname,
    account: info.account,
    username: info.account,
    customerId: info.id,
    toUpline: info.toUpline,
    memberLabel: info.memberLabel.map((l) => l.labelName).join(',') || null,
    staff: info.staff,
  };
}

function storedOf(event: unknown): StoredSession | null {
  return (event as { output?: StoredSession | null }).output ?? null;
}

/** A stored session is complete when it has the token, the account type and the account. */
function kindOfStored(event: unknown) {
  const stored = storedOf(event);
  if (!stored?.token || stored.isAgent === null || !stored.account) return null;
  return accountKind(stored.isAgent);
}

function infoFromStored(stored: StoredSession): SessionContext['info'] {
  return {
    id: stored.customerId ?? '',
    account: stored.account ?? '',
    nickname: stored.nickname ?? stored.account ?? '',
    type: stored.isAgent ?? 0,
    toUpline: stored.toUpline,
    memberLabel: stored.memberLabel,
    staff: stored.staff,
  };
}

export const sessionMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as SessionContext,
      events: {} as SessionEvent,
      emitted: {} as SessionEmitted,
    },
    actors: {
      /** Reads what a reload left in sessionStorage. */
      restore: fromPromise<StoredSession | null>(async () => {
        throw new Error('restore not provided');
      }),
      loadMember: fromPromise<MemberInfo, { token: string }>(async () => {
        throw new Error('loadMember not provided');
      }),
      startFreeplay: fromPromise<FreeplayResult>(async () => {
        throw new Error('startFreeplay not provided');
      }),
    },
    guards: {
      /** sessionStorage holds a whole session (token and member keys), of any account kind. */
      storedSession: ({ event }) => kindOfStored(event) !== null,
      storedToken: ({ event }) => Boolean(storedOf(event)?.token),
      loadedAgent: ({ event }) => accountKind((event as unknown as { output: MemberInfo }).output.type) === 'agent',
      loadedTrial: ({ event }) => accountKind((event as unknown as { output: MemberInfo }).output.type) === 'trial',
      hasNotice: ({ context }) => context.noticeKey !== null,
    },
    actions: {
      restoreStored: assign(({ event }) => {
        const stored = storedOf(event)!;
        return { token: stored.token, info: infoFromStored(stored) };
      }),
      storeInfo: assign((_, info: MemberInfo) => ({
        info: {
          id: info.id,
          account: info.account,
          nickname: info.nickname,
          type: info.type,
          toUpline: info.toUpline,
          memberLabel: info.memberLabel.map((l) => l.labelName).join(',') || null,
          staff: info.staff,
        },
      })),
      /** Writes the SPEC §3 session keys to sessionStorage. */
      persist: (_, _params: StoredSession) => {
        throw new Error('persist not provided');
      },
      /** Removes every session key and puts the merchant back (SPEC §4 logout). */
      clearStorage: () => {
        throw new Error('clearStorage not provided');
      },
    },
  }).createMachine({
    id: 'session',
    description: 'Who is using the site (SPEC §3, §4, §6): a visitor, a member, an agent or a trial account.',
    context: { token: null, info: null, noticeKey: null },
    initial: 'restoring',
    on: {
      'session.memberOnly': {
        actions: emit({ type: 'session.loginAsked' }),
        description: 'A member feature asked for by a visitor (or while signing in): the login popup instead (SPEC §6).',
      },
    },
    states: {
      restoring: {
        tags: ['state:loading'],
        description: 'Boot: picks up the session a reload left in sessionStorage (SPEC §3 keys).',
        invoke: {
          id: 'restore',
          src: 'restore',
          onDone: [
            {
              guard: 'storedSession',
              target: 'loadingInfo',
              description:
                'A stored session is shown at once but checked with the server: a session replaced by a login elsewhere ends here with its message.',
              actions: 'restoreStored',
            },
            {
              guard: 'storedToken',
              target: 'loadingInfo',
              description: 'A token without member info: load it.',
              actions: assign({ token: ({ event }) => event.output?.token ?? null }),
            },
            { target: 'anonymous' },
          ],
          onError: 'anonymous',
        },
      },
      anonymous: {
        tags: ['session:anonymous'],
        on: {
          'session.start': {
            target: 'loadingInfo',
            actions: assign({ token: ({ event }) => event.token, noticeKey: null }),
          },
          'session.freeplay': { target: 'startingFreeplay', actions: assign({ noticeKey: null }) },
          'session.dismiss': { guard: 'hasNotice', actions: assign({ noticeKey: null }) },
        },
      },
      startingFreeplay: {
        tags: ['state:loading', 'session:anonymous'],
        description: 'Free demo: POST /wps/session/login/freeplay gives a trial session.',
        invoke: {
          id: 'startFreeplay',
          src: 'startFreeplay',
          onDone: { target: 'loadingInfo', actions: assign({ token: ({ event }) => event.output.token }) },
          onError: {
            target: 'anonymous',
            actions: assign({ noticeKey: ({ event }) => (errorKeyOf(event.error)) }),
          },
        },
      },
      loadingInfo: {
        tags: ['state:loading'],
        description: 'A token is known: GET /wps/member/info decides member, agent or trial.',
        invoke: {
          id: 'loadMember',
          src: 'loadMember',
          input: ({ context }) => ({ token: context.token ?? '' }),
          onDone: [
            {
              guard: 'loadedAgent',
              target: 'signedIn.agent',
              actions: [
                { type: 'storeInfo', params: ({ event }) => event.output },
                { type: 'persist', params: ({ context, event }) => storedFromInfo(context.token ?? '', event.output) },
              ],
            },
            {
              guard: 'loadedTrial',
              target: 'signedIn.trial',
              actions: [
                { type: 'storeInfo', params: ({ event }) => event.output },
                { type: 'persist', params: ({ context, event }) => storedFromInfo(context.token ?? '', event.output) },
              ],
            },
            {
              target: 'signedIn.member',
              actions: [
                { type: 'storeInfo', params: ({ event }) => event.output },
                { type: 'persist', params: ({ context, event }) => storedFromInfo(context.token ?? '', event.output) },
              ],
            },
          ],
          onError: {
            target: 'anonymous',
            description: 'The token is not (or no longer) valid: back to visitor.',
            actions: [
              'clearStorage',
              assign({
                token: null,
                info: null,
                noticeKey: ({ event }) => (errorKeyOf(event.error)),
              }),
            ],
          },
        },
      },
      signedIn: {
        tags: ['session:signedIn'],
        initial: 'member',
        on: {
          'session.refresh': { target: 'loadingInfo', actions: assign({ noticeKey: null }) },
          'session.end': {
            target: 'anonymous',
            description: 'Logged out: the logout chart made the delete call.',
            actions: ['clearStorage', assign({ token: null, info: null, noticeKey: null })],
          },
          'session.replaced': {
            target: 'anonymous',
            description: 'Any call answered 401 login.not.session: a newer login ended this session.',
            actions: ['clearStorage', assign({ token: null, info: null, noticeKey: ERROR_KEYS.sessionReplaced })],
          },
          'session.dismiss': { guard: 'hasNotice', actions: assign({ noticeKey: null }) },
          'session.memberOnly': { actions: emit({ type: 'session.memberGranted' }), description: 'A member or an agent: the feature opens.' },
        },
        states: {
          member: { tags: ['session:member'] },
          agent: { tags: ['session:member', 'session:agent'], description: 'Types 1, 2, 41, 42: the agent center is offered.' },
          trial: {
            tags: ['session:trial'],
            description: 'Type 4 (free play): member features answer in_need_true_account.',
            on: {
              'session.memberOnly': {
                actions: assign({ noticeKey: 'in_need_true_account' }),
                description: 'A trial account asks for a member feature: in_need_true_account ("register a real account", SPEC §6); the feature stays shut.',
              },
            },
          },
        },
      },
    },
  }),
);
