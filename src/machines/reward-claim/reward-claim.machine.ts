import { assign, fromPromise, setup } from 'xstate';
import { errorKeyOf, isApiError } from '../../api/errors';
import type { ClaimRequest, RewardClaimContext, RewardClaimed, RewardClaimEvent, RewardClaimInput } from './reward-claim.types';
import { lazyChart } from '../lazy-chart';

const keyIn = (event: unknown, keys: readonly string[]) => {
  const e = (event as { error?: unknown }).error;
  return isApiError(e) && keys.includes(e.messageKey);
};

/** The reward was paid already (another tab, device, or a claim whose answer was lost). */
export const ALREADY_CLAIMED = ['mission.claimed', 'referral.reward.claimed'] as const;
/** Refusals a retry cannot change: not finished, not qualified, limit, paused, gone, switched off. */
export const REFUSED = [
  'mission.unfinished',
  'mission.unknown',
  'referral.reward.unqualified',
  'referral.reward.limit',
  'referral.unknown',
  'reward.blocked',
  'function.not.available',
  'in_need_true_account',
] as const;

export const rewardClaimMachine = lazyChart(() =>
  setup({
    types: {
      input: {} as RewardClaimInput,
      context: {} as RewardClaimContext,
      events: {} as RewardClaimEvent,
    },
    actors: {
      claimReward: fromPromise<RewardClaimed, ClaimRequest>(async () => {
        throw new Error('claimReward not provided');
      }),
    },
    actions: {
      ensureRequestId: assign({ requestId: ({ context }) => context.requestId ?? newRequestId() }),
      storeError: assign({ errorKey: ({ event }) => errorKeyOf((event as { error?: unknown }).error) }),
      clearError: assign({ errorKey: null }),
      /** Tells the pages that show rewards (reward-signal.ts) that this one is settled: paid now, or before (null). */
      announceSettled: (_, _params: { paid: RewardClaimed | null }) => {
        throw new Error('announceSettled not provided');
      },
    },
    guards: {
      alreadyClaimed: ({ event }) => keyIn(event, ALREADY_CLAIMED),
      refused: ({ event }) => keyIn(event, REFUSED),
    },
  }).createMachine({
    id: 'rewardClaim',
    description:
      'Claiming one reward (a mission of this period, or an invitee): exactly once — the request carries one idempotency key for all its retries, and the server pays each reward once whatever the key.',
    context: ({ input }) => ({ ...input, requestId: null, result: null, errorKey: null }),
    initial: 'idle',
    states: {
      idle: {
        on: { 'claim.submit': { target: 'claiming', actions: 'ensureRequestId' } },
      },
      claiming: {
        tags: ['state:loading'],
        description: 'POST /wps/mission/claim or /wps/referral/reward with the request key.',
        invoke: {
          id: 'claimReward',
          src: 'claimReward',
          input: ({ context }) => ({ target: context.target, requestId: context.requestId! }),
          onDone: { target: 'claimed', actions: assign({ result: ({ event }) => event.output }) },
          onError: [
            { guard: 'alreadyClaimed', target: 'alreadyClaimed', description: 'Paid meanwhile (another tab, or this claim whose answer was lost).' },
            { guard: 'refused', target: 'refused', actions: 'storeError' },
            { target: 'failed', actions: 'storeError' },
          ],
        },
      },
      failed: {
        tags: ['state:error'],
        description: 'Network, time-out or throttled: the retry sends the same key, so it cannot pay twice.',
        on: { 'claim.retry': { target: 'claiming', actions: 'clearError' } },
      },
      claimed: {
        type: 'final',
        tags: ['state:done'],
        entry: { type: 'announceSettled', params: ({ context }) => ({ paid: context.result }) },
        description: 'Paid to the main wallet (bonus details and account record show it); the lists that show it read again.',
      },
      alreadyClaimed: {
        type: 'final',
        tags: ['state:done'],
        entry: { type: 'announceSettled', params: { paid: null } },
        description: 'Nothing more to claim here; the lists that show it read again.',
      },
      refused: { type: 'final', tags: ['state:done'], description: 'Not claimable (unfinished, not qualified, limit reached, paused by a time-out…).' },
    },
  }),
);

/** 8–64 characters of [A-Za-z0-9_-] (docs/money.md idempotency keys). */
export function newRequestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `claim_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
