import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { defaultDuration, durationChoices } from './exclusion.rules';
import type { Exclusion, ExclusionContext, ExclusionEvent, ExclusionRequest } from './exclusion.types';
import { lazyChart } from '../lazy-chart';

/**
 * Time-out (24 h to 6 weeks) and self-exclusion (at least 6 months) (UKGC RTS 14; docs/engagement.md
 * "Responsible gambling"): choose, review what it means, tick that it is understood, confirm.
 * In force at once; the server ends the session, so the member is signed out after reading the result.
 */
export const exclusionMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as ExclusionContext,
      events: {} as ExclusionEvent,
    },
    actors: {
      exclude: fromPromise<Exclusion, ExclusionRequest>(async () => {
        throw new Error('exclude not provided');
      }),
    },
    guards: {
      offered: ({ context, event }) => durationChoices(context.kind).includes((event as Extract<ExclusionEvent, { type: 'exclusion.duration' }>).duration),
      understood: ({ context }) => context.understood,
    },
    actions: {
      /** The session is over (ended by the server): the app forgets it and goes home. */
      signedOut: () => {
        throw new Error('signedOut not provided');
      },
    },
  }).createMachine({
    id: 'exclusion',
    context: { kind: 'timeout', duration: defaultDuration('timeout'), understood: false, errorKey: null, exclusion: null },
    initial: 'choosing',
    states: {
      choosing: {
        on: {
          'exclusion.kind': { actions: assign({ kind: ({ event }) => event.kind, duration: ({ event }) => defaultDuration(event.kind), errorKey: null }) },
          'exclusion.duration': { guard: 'offered', actions: assign({ duration: ({ event }) => event.duration, errorKey: null }) },
          'exclusion.review': { target: 'reviewing', actions: assign({ understood: false, errorKey: null }) },
        },
      },
      reviewing: {
        description: 'What it means: no login (and no marketing) until it ends; it cannot be shortened.',
        on: {
          'exclusion.understood': { actions: assign({ understood: ({ event }) => event.value }) },
          'exclusion.back': 'choosing',
          'exclusion.confirm': { guard: 'understood', target: 'submitting' },
        },
      },
      submitting: {
        tags: ['state:loading'],
        description: 'POST /wps/care/exclusion.',
        invoke: {
          src: 'exclude',
          id: 'exclude',
          input: ({ context }) => ({ kind: context.kind, duration: context.duration, confirm: true as const }),
          onDone: { target: 'done', actions: assign({ exclusion: ({ event }) => event.output }) },
          onError: { target: 'reviewing', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
      done: {
        tags: ['state:done'],
        description: 'In force; the session has ended on the server. Closing signs out here.',
        on: { 'exclusion.close': { target: 'closed', actions: 'signedOut' } },
      },
      closed: { type: 'final' },
    },
  }),
);
