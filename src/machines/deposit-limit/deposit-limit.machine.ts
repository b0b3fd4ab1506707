import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import { depositLimitErrors, depositLimitFieldError, depositLimitRequest, limitOf, withChange } from './deposit-limit.rules';
import type { CareStatus, DepositLimitChange, DepositLimitContext, DepositLimitEvent, DepositLimitRequest } from './deposit-limit.types';
import { lazyChart } from '../lazy-chart';

/**
 * Deposit limits (docs/engagement.md "Responsible gambling"): per 24 h / 7 days / 30 days; a
 * decrease applies at once, a raise or removal after a 24 h cooling-off (the server decides and
 * says which). The lowest remaining amount of the three is what the member may still deposit.
 */
export const depositLimitMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as DepositLimitContext,
      events: {} as DepositLimitEvent,
    },
    actors: {
      loadCareStatus: fromPromise<CareStatus>(async () => {
        throw new Error('loadCareStatus not provided');
      }),
      saveDepositLimit: fromPromise<DepositLimitChange, DepositLimitRequest>(async () => {
        throw new Error('saveDepositLimit not provided');
      }),
    },
    guards: {
      formValid: ({ context }) => Object.keys(depositLimitErrors(context)).length === 0,
      hasLimit: ({ context }) => (limitOf(context)?.amount ?? null) !== null,
      pending: ({ event }) => (event as unknown as { output: DepositLimitChange }).output.outcome === 'pending',
      fieldError: ({ event }) => depositLimitFieldError((event as { error?: unknown }).error) !== null,
    },
    actions: {
      storeChange: assign(({ context, event }) => {
        const change = (event as unknown as { output: DepositLimitChange }).output;
        return { result: change, status: withChange(context.status, change), amount: '', errors: {}, errorKey: null };
      }),
    },
  }).createMachine({
    id: 'depositLimit',
    description: 'Set, lower, raise or remove a deposit limit for one window; raises and removals wait 24 h (cooling-off).',
    context: { status: null, period: 'day', amount: '', errors: {}, errorKey: null, result: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'GET /wps/care/status.',
        invoke: {
          src: 'loadCareStatus',
          id: 'loadCareStatus',
          onDone: { target: 'editing', actions: assign({ status: ({ event }) => event.output, errorKey: null }) },
          onError: { target: 'loadFailed', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
        },
      },
      loadFailed: {
        on: { 'depositLimit.retry': 'loading' },
      },
      editing: {
        on: {
          'depositLimit.period': { actions: assign({ period: ({ event }) => event.period, amount: '', errors: {}, errorKey: null }) },
          'depositLimit.amount': { actions: assign({ amount: ({ event }) => event.value, errors: {}, errorKey: null }) },
          'depositLimit.submit': [
            { guard: 'formValid', target: 'saving.setting' },
            { actions: assign({ errors: ({ context }) => depositLimitErrors(context) }), description: 'The amount is missing or malformed: shown under it.' },
          ],
          'depositLimit.remove': { guard: 'hasLimit', target: 'saving.removing', description: 'Only a window with a limit can lose it (after the cooling-off).' },
        },
      },
      saving: {
        tags: ['state:loading'],
        description: 'POST /wps/care/deposit-limit.',
        initial: 'setting',
        states: {
          setting: {
            invoke: {
              src: 'saveDepositLimit',
              id: 'saveDepositLimit',
              input: ({ context }) => depositLimitRequest(context, false),
              onDone: [
                { guard: 'pending', target: '#depositLimit.coolingOff', actions: 'storeChange', description: 'A raise: it waits for the cooling-off.' },
                { target: '#depositLimit.applied', actions: 'storeChange' },
              ],
              onError: [
                {
                  guard: 'fieldError',
                  target: '#depositLimit.editing',
                  actions: assign({ errors: ({ event }) => ({ amount: depositLimitFieldError(event.error)!.error }) }),
                },
                { target: '#depositLimit.editing', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
              ],
            },
          },
          removing: {
            invoke: {
              src: 'saveDepositLimit',
              id: 'removeDepositLimit',
              input: ({ context }) => depositLimitRequest(context, true),
              onDone: { target: '#depositLimit.coolingOff', actions: 'storeChange', description: 'A removal always waits for the cooling-off.' },
              onError: { target: '#depositLimit.editing', actions: assign({ errorKey: ({ event }) => errorKeyOf(event.error) }) },
            },
          },
        },
      },
      applied: {
        tags: ['state:done'],
        description: 'In force now (a first limit or a decrease), or unchanged (a waiting raise withdrawn).',
        on: { 'depositLimit.again': { target: 'editing', actions: assign({ result: null }) } },
      },
      coolingOff: {
        tags: ['state:done'],
        description: 'A raise or removal waits 24 h; the current limit holds until then.',
        on: { 'depositLimit.again': { target: 'editing', actions: assign({ result: null }) } },
      },
    },
  }),
);
