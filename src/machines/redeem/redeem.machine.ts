import { and, assign, fromPromise, setup } from 'xstate';
import { errorKeyOf } from '../../api/errors';
import type { RedeemResult } from '../../api/schemas/points';
import { newRequestId } from '../money/amounts';
import { initialValues, redeemErrors, redeemFieldError, redeemRequest, rewardBlock } from './redeem.rules';
import type { RedeemContext, RedeemEvent, RedeemRequest, RedeemSetup } from './redeem.types';
import { lazyChart } from '../lazy-chart';

export const redeemMachine = lazyChart(() =>
  setup({
    types: {
      context: {} as RedeemContext,
      events: {} as RedeemEvent,
    },
    actors: {
      loadRedeem: fromPromise<RedeemSetup>(async () => {
        throw new Error('loadRedeem not provided');
      }),
      submitRedeem: fromPromise<RedeemResult, RedeemRequest>(async () => {
        throw new Error('submitRedeem not provided');
      }),
    },
    guards: {
      rewardAvailable: ({ context, event }) => {
        const reward = context.setup?.rewards.find((r) => r.id === (event as { rewardId?: string }).rewardId);
        return !!reward && rewardBlock(reward, context.setup!) === null;
      },
      noPaymentPassword: ({ context }) => !context.setup?.hasPaymentPassword,
      /** Read again after the member was sent to set a payment password: it is set and the chosen reward can still be redeemed. */
      chosenRewardReady: ({ context, event }) => {
        const setup = (event as unknown as { output: RedeemSetup }).output;
        const reward = setup.rewards.find((r) => r.id === context.reward?.id);
        return setup.hasPaymentPassword && !!reward && rewardBlock(reward, setup) === null;
      },
      formValid: ({ context }) => Object.keys(redeemErrors(context)).length === 0,
      fieldError: ({ event }) => redeemFieldError((event as { error?: unknown }).error) !== null,
    },
    actions: {
      /** The points mall's balance, records and redemptions reload (points-signal.ts). */
      announcePointsChanged: () => {
        throw new Error('announcePointsChanged not provided');
      },
      storeSetup: assign(({ event }) => ({
        setup: (event as unknown as { output: RedeemSetup }).output,
        reward: null,
        values: initialValues(),
        errors: {},
        errorKey: null,
        requestId: null,
        result: null,
      })),
      storeLoadError: assign({ errorKey: ({ event }) => errorKeyOf((event as { error?: unknown }).error) }),
      clearError: assign({ errorKey: null }),
      chooseReward: assign(({ context, event }) => ({
        reward: context.setup?.rewards.find((r) => r.id === (event as { rewardId?: string }).rewardId) ?? null,
        values: initialValues(),
        errors: {},
        errorKey: null,
        requestId: null,
      })),
      /** The reward chosen before the payment password was set, as just read (its stock and points). */
      resumeReward: assign(({ context, event }) => {
        const setup = (event as unknown as { output: RedeemSetup }).output;
        return { setup, reward: setup.rewards.find((r) => r.id === context.reward?.id) ?? null, values: initialValues(), errors: {}, errorKey: null, requestId: null, result: null };
      }),
      /** One key per intent: kept while the reward and the quantity stay as reviewed. */
      issueRequestId: assign({ requestId: ({ context }) => context.requestId ?? newRequestId() }),
    },
  }).createMachine({
    id: 'redeem',
    description:
      'Points mall redemption (SPEC §4 redeem statuses, §7 redeem reward with a password check; docs/engagement.md "Points"): choose a reward, the quantity and the payment password, confirm; the points are taken at once and the redemption is In Process until the operator approves or rejects it.',
    context: { setup: null, reward: null, values: initialValues(), errors: {}, errorKey: null, requestId: null, result: null },
    initial: 'loading',
    states: {
      loading: {
        tags: ['state:loading'],
        description: 'Rewards, the point balance and config, and whether a payment password is set.',
        invoke: {
          id: 'loadRedeem',
          src: 'loadRedeem',
          onDone: { target: 'browsing', actions: 'storeSetup' },
          onError: { target: 'loadFailed', actions: 'storeLoadError' },
        },
      },
      loadFailed: {
        tags: ['state:error', 'redeem:loadFailed'],
        on: { 'redeem.retry': { target: 'loading', actions: 'clearError' } },
      },
      browsing: {
        tags: ['redeem:browse'],
        description: 'The rewards: a reward sold out, above the member’s valid bets or points shows why instead of its Redeem button.',
        on: {
          'redeem.choose': [
            {
              guard: and(['rewardAvailable', 'noPaymentPassword']),
              target: 'needsPaymentPassword',
              actions: 'chooseReward',
              description: 'Redeeming asks for the payment password: without one the member is sent to the security center first.',
            },
            {
              guard: 'rewardAvailable',
              target: 'editing',
              actions: 'chooseReward',
              description: 'Only a reward that can be redeemed now (not sold out, requirement met, enough points).',
            },
          ],
        },
      },
      needsPaymentPassword: {
        meta: { spec: ['§7 Password check'] },
        tags: ['redeem:browse', 'redeem:noPaymentPassword'],
        on: { 'redeem.reload': 'rechecking', 'redeem.cancel': 'browsing' },
      },
      rechecking: {
        tags: ['state:loading'],
        description:
          '"Check again" after setting the payment password: read everything again; set, the chosen reward’s form opens (no second Redeem press); still unset or the reward gone, the rewards.',
        invoke: {
          id: 'loadRedeem',
          src: 'loadRedeem',
          onDone: [
            { guard: 'chosenRewardReady', target: 'editing', actions: 'resumeReward' },
            { target: 'browsing', actions: 'storeSetup' },
          ],
          onError: { target: 'loadFailed', actions: 'storeLoadError' },
        },
      },
      editing: {
        tags: ['redeem:form'],
        on: {
          'redeem.change': {
            description: 'A new quantity is a new intent: its request id is dropped.',
            actions: assign(({ context, event }) => {
              const { [event.field]: _dropped, ...errors } = context.errors;
              const changesIntent = event.field === 'quantity' && event.value !== context.values.quantity;
              return { values: { ...context.values, [event.field]: event.value }, errors, errorKey: null, requestId: changesIntent ? null : context.requestId };
            }),
          },
          'redeem.review': [
            { guard: 'formValid', target: 'confirming', actions: 'issueRequestId' },
            { actions: assign({ errors: ({ context }) => redeemErrors(context) }), description: 'Blocked: the first message shows under each failing field.' },
          ],
          'redeem.cancel': 'browsing',
        },
      },
      confirming: {
        meta: { spec: ['§7 Password check'] },
        tags: ['redeem:review'],
        description: 'Summary (reward, quantity, points) before any point moves.',
        on: { 'redeem.back': 'editing', 'redeem.confirm': 'submitting' },
      },
      submitting: {
        tags: ['state:loading', 'redeem:review'],
        description: 'PTS_redeemReward (encrypted) with the intent’s request id.',
        invoke: {
          id: 'submitRedeem',
          src: 'submitRedeem',
          input: ({ context }) => redeemRequest(context),
          onDone: { target: 'done', actions: [assign({ result: ({ event }) => event.output, errorKey: null }), 'announcePointsChanged'] },
          onError: [
            {
              guard: 'fieldError',
              target: 'editing',
              description: 'Wrong payment password, not enough points or stock: shown at its field; a new intent.',
              actions: assign(({ context, event }) => {
                const { field, error } = redeemFieldError(event.error)!;
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
        tags: ['state:error', 'redeem:review'],
        description: 'Not sent or refused: a retry sends the same request id (the points move at most once).',
        on: {
          'redeem.retry': { target: 'submitting', actions: 'clearError' },
          'redeem.back': { target: 'editing', actions: 'clearError' },
        },
      },
      done: {
        tags: ['state:done'],
        description: 'Redeemed: In Process until the operator decides; the points are already taken.',
        on: { 'redeem.again': { target: 'loading', description: 'Back to the rewards: balance and stock changed, so everything loads again.' } },
      },
    },
  }),
);
