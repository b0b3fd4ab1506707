import { assign, fromPromise, setup } from 'xstate';
import { LIMITS } from '../../config/limits';
import { errorKeyOf } from '../../api/errors';
import type { RealityCheck, RealityCheckContext, RealityCheckEvent } from './reality-check.types';
import { lazyChart } from '../lazy-chart';

const MINUTE_MS = 60_000;

/**
 * Reality check (UKGC RTS 13; docs/engagement.md "Responsible gambling"): while a member is
 * signed in, every N minutes (the member's choice, or off) a dialog shows how long the session
 * has run and its net result; the member continues or logs out. The same actor saves the
 * interval from the responsible-gambling page, so a change takes effect at once.
 */
export const realityCheckMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as RealityCheckContext,
      events: {} as RealityCheckEvent,
    },
    actors: {
      loadInterval: fromPromise<number | null>(async () => {
        throw new Error('loadInterval not provided');
      }),
      saveInterval: fromPromise<number | null, { minutes: number | null }>(async () => {
        throw new Error('saveInterval not provided');
      }),
      fetchCheck: fromPromise<RealityCheck>(async () => {
        throw new Error('fetchCheck not provided');
      }),
      logout: fromPromise<void>(async () => {
        throw new Error('logout not provided');
      }),
    },
    delays: {
      interval: ({ context }) => (context.minutes ?? 0) * MINUTE_MS,
      /** A failed load is tried again after the site's too-many-requests wait. */
      reload: LIMITS.tooManyRequestsWaitMs,
    },
    guards: {
      enabled: ({ event }) => (event as unknown as { output: number | null }).output !== null,
    },
    actions: {
      /** The session is over: the app forgets it and goes home. */
      signedOut: () => {
        throw new Error('signedOut not provided');
      },
      storeMinutes: assign({ minutes: ({ event }) => (event as unknown as { output: number | null }).output, errorKey: null }),
    },
  }).createMachine({
    id: 'realityCheck',
    context: { minutes: null, check: null, errorKey: null },
    initial: 'loading',
    states: {
      loading: {
        description: 'GET /wps/care/status: the member’s interval.',
        invoke: {
          src: 'loadInterval',
          id: 'loadInterval',
          onDone: [{ guard: 'enabled', target: 'waiting', actions: 'storeMinutes' }, { target: 'off', actions: 'storeMinutes' }],
          onError: { target: 'loadFailed' },
        },
      },
      loadFailed: {
        description: 'No interval known: tried again later (a reality check never blocks the site).',
        after: { reload: 'loading' },
      },
      off: {
        on: { 'realityCheck.set': 'saving' },
      },
      waiting: {
        description: 'The interval runs from the last check (or from the page load).',
        after: { interval: 'fetching' },
        on: { 'realityCheck.set': 'saving' },
      },
      saving: {
        tags: ['state:loading'],
        description: 'POST /wps/care/reality-check.',
        invoke: {
          src: 'saveInterval',
          id: 'saveInterval',
          input: ({ event }) => ({ minutes: (event as Extract<RealityCheckEvent, { type: 'realityCheck.set' }>).minutes }),
          onDone: [{ guard: 'enabled', target: 'waiting', actions: 'storeMinutes' }, { target: 'off', actions: 'storeMinutes' }],
          onError: { target: 'loading', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }), description: 'Not saved: the interval in force is read again.' },
        },
      },
      fetching: {
        description: 'GET /wps/care/reality-check.',
        invoke: {
          src: 'fetchCheck',
          id: 'fetchCheck',
          onDone: { target: 'showing', actions: assign({ check: ({ event }) => event.output }) },
          onError: { target: 'waiting', description: 'No figures now: the next interval tries again.' },
        },
      },
      showing: {
        tags: ['state:shown'],
        description: 'The dialog: session time and net result; continue or log out.',
        on: {
          'realityCheck.continue': { target: 'waiting', actions: assign({ check: null }) },
          'realityCheck.logout': 'loggingOut',
        },
      },
      loggingOut: {
        tags: ['state:loading', 'state:shown'],
        invoke: {
          src: 'logout',
          id: 'logout',
          onDone: { target: 'signedOut', actions: 'signedOut' },
          onError: { target: 'signedOut', actions: 'signedOut', description: 'Signed out here even when the call failed.' },
        },
      },
      signedOut: { type: 'final' },
    },
  }),
);
