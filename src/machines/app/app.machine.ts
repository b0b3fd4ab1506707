import { type AnyActorLogic, type AnyActorRef, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { CONTENT } from '../../config/content';
import { type AppContext, type AppEvent, isRealAccount, type MemberActors, type MemberParts } from './app.types';
import { lazyChart } from '../lazy-chart';

/** How long a failed load of the signed-in charts waits before trying again by itself. */
export const MEMBER_PARTS_RETRY_MS = 5_000;

/**
 * The app's root chart: it connects the long-lived actors (session, modal stack, popups) and
 * runs the charts a signed-in account needs — balance, logout, contract-offer watch, reality
 * check, unread-messages poll — for exactly as long as the account is signed in.
 */
export const appMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as AppContext,
      events: {} as AppEvent,
    },
    actors: {
      /** Reports every change of the session's account kind or token as `app.session.changed`. */
      watchSession: fromCallback(() => {
        throw new Error('watchSession not provided');
      }),
      /** Tells the popups chart when a modal closes or a screen takes the page (connectModalToPopups). */
      connectModalToPopups: fromCallback(() => {
        throw new Error('connectModalToPopups not provided');
      }),
      /** The lazy chunk with the signed-in charts' logic, bound to the app's API client. */
      loadMemberParts: fromPromise<MemberParts, { app: { send(event: AppEvent): void } }>(async () => {
        throw new Error('loadMemberParts not provided');
      }),
      /** One read of the unread platform-message count (published to the badge). */
      readUnread: fromPromise<void>(async () => {
        throw new Error('readUnread not provided');
      }),
      /** Sends `app.tab.visible` when the page comes back into view. */
      watchTabVisibility: fromCallback(() => {
        throw new Error('watchTabVisibility not provided');
      }),
    },
    actions: {
      /** The router's guard sees the new token and runs again (a member route after login, / after logout). */
      refreshRouteGuard: () => {
        throw new Error('refreshRouteGuard not provided');
      },
      endSession: () => {
        throw new Error('endSession not provided');
      },
      closeModals: () => {
        throw new Error('closeModals not provided');
      },
      goHome: () => {
        throw new Error('goHome not provided');
      },
      /** Asks the popup policy for the contract popup, handing it the contract chart that watches. */
      requestContractPopup: () => {
        throw new Error('requestContractPopup not provided');
      },
      withdrawContractPopup: () => {
        throw new Error('withdrawContractPopup not provided');
      },
      /** The badge's count belongs to the account that read it. */
      forgetUnread: () => {
        throw new Error('forgetUnread not provided');
      },
      rememberKind: assign({ kind: ({ event }) => (event.type === 'app.session.changed' ? event.kind : 'anonymous') }),
      storeParts: assign({
        parts: ({ event }) => (event as unknown as { output: MemberParts }).output,
        errorKey: null,
      }),
      storeError: assign({ errorKey: ({ event }) => errorKeyOf((event as { error?: unknown }).error) }),
      spawnMembers: assign({
        members: ({ context, spawn: typedSpawn }): MemberActors | null => {
          const parts = context.parts;
          if (!parts) return null;
          // The parts' logic comes from a lazy chunk, so it is not among this setup's actors; each is the chart its name says.
          const spawn = typedSpawn as unknown as (logic: AnyActorLogic, options: { id: string; systemId?: string; input?: unknown }) => AnyActorRef;
          const always = {
            balance: spawn(parts.balance, { id: 'balance', input: parts.balanceInput }),
            logout: spawn(parts.logout, { id: 'logout' }),
          };
          if (!isRealAccount(context.kind)) return { ...always, contractWatch: null, contractRelay: null, realityCheck: null } as unknown as MemberActors;
          const contractWatch = spawn(parts.contractWatch, { id: 'contractWatch' });
          return {
            ...always,
            contractWatch,
            contractRelay: spawn(parts.contractRelay, { id: 'contractRelay', input: { contract: contractWatch } }),
            realityCheck: spawn(parts.realityCheck, { id: 'realityCheck' }),
          } as unknown as MemberActors;
        },
      }),
      watchContractOffers: ({ context }) => context.members?.contractWatch?.send({ type: 'contract.watch' }),
      stopMembers: enqueueActions(({ enqueue, context }) => {
        for (const id of ['contractRelay', 'contractWatch', 'realityCheck', 'logout', 'balance'] as const) if (context.members?.[id]) enqueue.stopChild(id);
        enqueue.assign({ members: null });
      }),
    },
    guards: {
      isSignedIn: ({ event }) => event.type === 'app.session.changed' && event.kind !== 'anonymous',
      /** Members and agents have platform messages, contract offers and a reality check; a trial account (SPEC §6) has none. */
      isRealAccount: ({ context }) => isRealAccount(context.kind),
      offerOpen: ({ event }) => event.type === 'app.contractOffer.changed' && event.open,
    },
    delays: {
      unreadPoll: CONTENT.unreadPollMs,
      partsRetry: MEMBER_PARTS_RETRY_MS,
    },
  }).createMachine({
    id: 'app',
    description:
      'The app system (docs/architecture.md): connects session, modal stack and popups, and runs the signed-in charts while an account is signed in.',
    context: { parts: null, members: null, kind: 'anonymous', errorKey: null },
    invoke: [
      { id: 'watchSession', src: 'watchSession' },
      { id: 'connectModalToPopups', src: 'connectModalToPopups' },
    ],
    on: {
      'app.session.changed': {
        actions: ['rememberKind', 'refreshRouteGuard'],
        description: 'Login, logout, a replaced session or a trial: the route guard runs again with the new token.',
      },
    },
    initial: 'visitor',
    states: {
      visitor: {
        meta: { spec: ['§4 Account type'] },
        description: 'A visitor: nothing signed in runs.',
        tags: ['app:visitor'],
        on: {
          'app.session.changed': {
            guard: 'isSignedIn',
            target: 'signedIn',
            actions: ['rememberKind', 'refreshRouteGuard'],
            description: 'An account signed in (login, register, free demo, a stored session read back).',
          },
        },
      },
      signedIn: {
        meta: { spec: ['§4 Login'] },
        description: 'An account is signed in. Leaving this state stops every signed-in chart.',
        tags: ['app:signedIn'],
        on: {
          'app.session.changed': [
            {
              guard: 'isSignedIn',
              target: 'signedIn',
              reenter: true,
              actions: ['rememberKind', 'refreshRouteGuard'],
              description: 'Another account or token (a trial that logged in for real): the signed-in charts start again for it.',
            },
            {
              target: 'visitor',
              actions: ['rememberKind', 'refreshRouteGuard'],
              description: 'Signed out, the session replaced elsewhere or expired: back to a visitor.',
            },
          ],
          'app.signOut': {
            meta: { spec: ['§4 Logout'] },
            actions: ['endSession', 'closeModals', 'goHome'],
            description:
              'Logout finished, or the reality check or a self-exclusion signed the member out: the session ends, overlays close and the page goes home (SPEC §4 "Logout").',
          },
        },
        initial: 'loading',
        states: {
          loading: {
            description: "The signed-in charts' code is fetched (its own chunk).",
            tags: ['state:loading'],
            invoke: {
              id: 'loadMemberParts',
              src: 'loadMemberParts',
              input: ({ self }) => ({ app: self }),
              onDone: [
                { guard: 'isRealAccount', target: 'running.readingUnread', actions: 'storeParts', meta: { spec: ['§4 Account type', '§6 Member only'] } },
                { target: 'running.noMessages', actions: 'storeParts', description: 'A trial account has no platform messages.' },
              ],
              onError: { target: 'failed', actions: 'storeError' },
            },
          },
          failed: {
            meta: { spec: ['§8 Network'] },
            description: 'The code did not arrive (offline): try again by itself after a pause, or when asked.',
            tags: ['state:error'],
            after: { partsRetry: 'loading' },
            on: { 'app.retry': 'loading' },
          },
          running: {
            description: 'Balance and logout run; for a member or agent also the contract-offer watch, the reality check and the unread poll.',
            entry: ['spawnMembers', 'watchContractOffers'],
            exit: ['withdrawContractPopup', 'stopMembers', 'forgetUnread'],
            on: {
              'app.contractOffer.changed': [
                {
                  guard: 'offerOpen',
                  actions: 'requestContractPopup',
                  description:
                    'An offer waits (or its answer, or why it could not be read): ask the popup policy for the contract popup; it opens over nothing or the welcome only.',
                },
                {
                  actions: 'withdrawContractPopup',
                  description: 'Nothing left to show: the contract popup is withdrawn from the popup policy.',
                },
              ],
            },
            invoke: { id: 'watchTabVisibility', src: 'watchTabVisibility' },
            initial: 'readingUnread',
            states: {
              noMessages: {
                meta: { spec: ['§4 Account type'] },
                description: 'A trial account: no unread count to read.',
              },
              readingUnread: {
                meta: { spec: ['§2 Platform messages'] },
                description: 'The unread platform-message count is read (CSP_unreadCount); a failure keeps the last count.',
                invoke: { id: 'readUnread', src: 'readUnread', onDone: 'unreadShown', onError: 'unreadShown' },
              },
              unreadShown: {
                description: 'The badge shows the count; it is read again every CONTENT.unreadPollMs and when the tab comes back.',
                after: { unreadPoll: 'readingUnread' },
                on: { 'app.tab.visible': 'readingUnread' },
              },
            },
          },
        },
      },
    },
  }),
);
