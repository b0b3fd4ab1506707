import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import type { ConvertResult } from '../../api/schemas/points';
import { newRequestId } from '../money/amounts';
import { convertErrors, convertFieldError, convertRequest, initialConvertValues } from './point-convert.rules';
import type { ConvertContext, ConvertEvent, ConvertRequest, ConvertSetup } from './point-convert.types';
import { lazyChart } from '../lazy-chart';

const setupOf = (event: unknown) => (event as { output: ConvertSetup }).output;

export const pointConvertMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as ConvertContext,
      events: {} as ConvertEvent,
    },
    actors: {
      loadConvert: fromPromise<ConvertSetup>(async () => {
        throw new Error('loadConvert not provided');
      }),
      submitConvert: fromPromise<ConvertResult, ConvertRequest>(async () => {
        throw new Error('submitConvert not provided');
      }),
    },
    guards: {
      convertOff: ({ event }) => !setupOf(event).config.convert.enabled,
      noPaymentPassword: ({ event }) => !setupOf(event).hasPaymentPassword,
      formValid: ({ context }) => Object.keys(convertErrors(context)).length === 0,
      fieldError: ({ event }) => convertFieldError((event as { error?: unknown }).error) !== null,
    },
    actions: {
      /** The header balance refreshes (money arrived)… */
      announceBalanceChanged: () => {
        throw new Error('announceBalanceChanged not provided');
      },
      /** …and the points mall's balance, records and rewards (points left). */
      announcePointsChanged: () => {
        throw new Error('announcePointsChanged not provided');
      },
      storeSetup: assign(({ event }) => ({ setup: setupOf(event), values: initialConvertValues(), errors: {}, errorKey: null, requestId: null, result: null })),
      storeLoadError: assign({ errorKey: ({ event }) => errorKeyOf((event as { error?: unknown }).error) }),
      clearError: assign({ errorKey: null }),
      issueRequestId: assign({ requestId: ({ context }) => context.requestId ?? newRequestId() }),
    },
  }).createMachine({
    id: 'pointConvert',
    description:
      'Points to balance (SPEC §7 convert point with a password check; docs/engagement.md "Points"): whole steps of the ratio, at least the minimum; a summary of the money it buys; points out and money in at once.',
    context: { setup: null, values: initialConvertValues(), errors: {}, errorKey: null, requestId: null, result: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'Point config (ratio, minimum), the point balance and whether a payment password is set.',
        invoke: {
          id: 'loadConvert',
          src: 'loadConvert',
          onDone: [
            { guard: 'convertOff', target: 'unavailable', actions: 'storeSetup' },
            { guard: 'noPaymentPassword', target: 'needsPaymentPassword', actions: 'storeSetup' },
            { target: 'editing', actions: 'storeSetup' },
          ],
          onError: { target: 'loadFailed', actions: 'storeLoadError' },
        },
      },
      loadFailed: {
        tags: ['state:error', 'convert:loadFailed'],
        on: { 'convert.retry': { target: 'loading', actions: 'clearError' } },
      },
      unavailable: {
        tags: ['convert:blocked'],
        description: 'The merchant has switched conversion off.',
      },
      needsPaymentPassword: {
        meta: { spec: ['§7 Password check'] },
        tags: ['convert:blocked', 'convert:noPaymentPassword'],
        description: 'Converting needs a payment password: the member is offered the security center; back here it loads again.',
        on: { 'convert.reload': 'loading' },
      },
      editing: {
        tags: ['convert:form'],
        on: {
          'convert.change': {
            description: 'Other points are a new intent: its request id is dropped.',
            actions: assign(({ context, event }) => {
              const { [event.field]: _dropped, ...errors } = context.errors;
              const changesIntent = event.field === 'points' && event.value !== context.values.points;
              return { values: { ...context.values, [event.field]: event.value }, errors, errorKey: null, requestId: changesIntent ? null : context.requestId };
            }),
          },
          'convert.review': [
            { guard: 'formValid', target: 'confirming', actions: 'issueRequestId' },
            { actions: assign({ errors: ({ context }) => convertErrors(context) }), description: 'Blocked: the first message shows under each failing field.' },
          ],
        },
      },
      confirming: {
        meta: { spec: ['§7 Password check'] },
        tags: ['convert:review'],
        description: 'Summary (points, the money they buy at the ratio) before anything moves.',
        on: { 'convert.back': 'editing', 'convert.confirm': 'submitting' },
      },
      submitting: {
        tags: ['state:loading', 'convert:review'],
        description: 'PTS_convertPoint (encrypted) with the intent’s request id.',
        invoke: {
          id: 'submitConvert',
          src: 'submitConvert',
          input: ({ context }) => convertRequest(context),
          onDone: {
            target: 'done',
            actions: [assign({ result: ({ event }) => event.output, errorKey: null }), 'announceBalanceChanged', 'announcePointsChanged'],
          },
          onError: [
            {
              guard: 'fieldError',
              target: 'editing',
              description: 'Wrong payment password, points refused: shown at its field; a new intent.',
              actions: assign(({ context, event }) => {
                const { field, error } = convertFieldError(event.error)!;
                return {
                  errors: { ...context.errors, [field]: error },
                  values: field === 'paymentPassword' ? { ...context.values, paymentPassword: '' } : context.values,
                  requestId: null,
                };
              }),
            },
            { target: 'failed', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
          ],
        },
      },
      failed: {
        tags: ['state:error', 'convert:review'],
        description: 'Not sent or refused: a retry sends the same request id (nothing converts twice).',
        on: {
          'convert.retry': { target: 'submitting', actions: 'clearError' },
          'convert.back': { target: 'editing', actions: 'clearError' },
        },
      },
      done: {
        tags: ['state:done'],
        description: 'Converted: the money is in the main wallet.',
        on: { 'convert.again': { target: 'loading', description: 'Another conversion: the balance changed, so everything loads again.' } },
      },
    },
  }),
);
