import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import type { LoginHistory, LoginHistoryContext, LoginHistoryEvent } from './login-history.types';
import { lazyChart } from '../lazy-chart';

/**
 * The member's login history (issue #19; docs/account-protection.md): three months of sign-ins
 * and failed attempts, newest first, a page at a time; "this wasn't me" ends every session and
 * asks for a new password at the next login.
 */
export const loginHistoryMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as LoginHistoryContext,
      events: {} as LoginHistoryEvent,
    },
    actors: {
      loadLogins: fromPromise<LoginHistory, { page: number }>(async () => {
        throw new Error('loadLogins not provided');
      }),
      reportNotMe: fromPromise<void>(async () => {
        throw new Error('reportNotMe not provided');
      }),
    },
    guards: {
      hasNext: ({ context }) => !!context.history && context.page * context.history.size < context.history.total,
      hasPrevious: ({ context }) => context.page > 1,
    },
    actions: {
      /** The session has ended on the server: sign out here too. */
      signedOut: () => {
        throw new Error('signedOut not provided');
      },
    },
  }).createMachine({
    id: 'loginHistory',
    description: 'Three months of sign-ins and failures, a page at a time, and "this wasn\'t me" (every session ends; the next login must change the password).',
    context: { page: 1, history: null, errorKey: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'GET /wps/member/protection/logins?page=.',
        invoke: {
          id: 'loadLogins',
          src: 'loadLogins',
          input: ({ context }) => ({ page: context.page }),
          onDone: { target: 'shown', actions: assign({ history: ({ event }) => event.output, errorKey: null }) },
          onError: { target: 'loadFailed', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
      loadFailed: {
        description: 'The page could not be read: say so, offer a retry of the same page.',
        on: { 'loginHistory.retry': 'loading' },
      },
      shown: {
        description: 'A page of the history; older and newer pages when there are any.',
        on: {
          'loginHistory.next': { guard: 'hasNext', target: 'loading', actions: assign({ page: ({ context }) => context.page + 1 }), description: 'Older sign-ins.' },
          'loginHistory.previous': { guard: 'hasPrevious', target: 'loading', actions: assign({ page: ({ context }) => context.page - 1 }), description: 'Newer sign-ins.' },
          'loginHistory.notMe': { target: 'confirmingNotMe', actions: assign({ errorKey: null }) },
        },
      },
      confirmingNotMe: {
        description: 'What it does, said before it is done: every session ends (this one too) and a new password is needed at the next login.',
        on: {
          'loginHistory.confirm': 'reporting',
          'loginHistory.cancel': 'shown',
        },
      },
      reporting: {
        tags: ['state:loading'],
        description: 'POST /wps/member/protection/not-me.',
        invoke: {
          id: 'reportNotMe',
          src: 'reportNotMe',
          onDone: { target: 'reported', actions: 'signedOut' },
          onError: { target: 'confirmingNotMe', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }), description: 'Not done: said, and the member may try again.' },
        },
      },
      reported: { type: 'final', tags: ['state:done'], description: 'Every session has ended; the site signs out.' },
    },
  }),
);
