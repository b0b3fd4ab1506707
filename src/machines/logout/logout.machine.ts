import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import type { LogoutContext, LogoutEvent } from './logout.types';
import { lazyChart } from '../lazy-chart';

export const logoutMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as LogoutContext,
      events: {} as LogoutEvent,
    },
    actors: {
      deleteSession: fromPromise<void>(async () => {
        throw new Error('deleteSession not provided');
      }),
    },
    actions: {
      /** Session cleared, merchant re-set, overlays closed, go to / (SPEC §4 "Logout"). */
      signOut: () => {
        throw new Error('signOut not provided');
      },
    },
  }).createMachine({
    id: 'logout',
    description: 'Sign out (SPEC §4, §8): confirm in_popup_prompt / in_sure_logout, DELETE /wps/session/logout, then a visitor again.',
    context: { errorKey: null },
    initial: 'idle',
    states: {
      idle: {
        on: { 'logout.request': { target: 'confirming', actions: assign({ errorKey: null }) } },
      },
      confirming: {
        meta: { spec: ['§4 Logout'] },
        description: 'The confirmation popup: title in_popup_prompt, text in_sure_logout.',
        on: {
          'logout.confirm': 'loggingOut',
          'logout.cancel': 'idle',
        },
      },
      loggingOut: {
        meta: { spec: ['§4 Logout'] },
        tags: ['state:loading'],
        invoke: {
          id: 'deleteSession',
          src: 'deleteSession',
          onDone: { target: 'idle', actions: 'signOut' },
          onError: {
            target: 'idle',
            description: 'The delete call failed (network, or the session had already ended): sign out locally all the same.',
            actions: [
              assign({ errorKey: ({ event }) => (errorKeyOf(event.error)) }),
              'signOut',
            ],
          },
        },
      },
    },
  }),
);
