import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { rewardClaimMachine } from './reward-claim.machine';
import { createRewardClaimLogic } from './reward-claim.runtime';
import type { RewardClaimed, RewardClaimInput } from './reward-claim.types';
import { onRewardSettled } from './reward-signal';

export type RewardClaimActor = ActorRefFrom<typeof rewardClaimMachine>;

export function useRewardClaimActor(input: RewardClaimInput): RewardClaimActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createRewardClaimLogic({ api }));
  return useActorRef(logic, { input });
}

/** Which step the view shows: the chart's state, read once here so views do not match names. */
export type ClaimStep = 'idle' | 'claiming' | 'failed' | 'claimed' | 'alreadyClaimed' | 'refused';

export function useRewardClaim(actor: RewardClaimActor) {
  const context = useSelector(actor, (s) => s.context);
  const step = useSelector(actor, (s) => s.value as ClaimStep);
  const busy = useSelector(actor, (s) => s.hasTag('state:loading'));
  const finished = useSelector(actor, (s) => s.hasTag('state:done'));
  const canClaim = useSelector(actor, (s) => s.can({ type: 'claim.submit' }));
  const intents = useMemo(
    () => ({
      claim: () => actor.send({ type: 'claim.submit' }),
      retry: () => actor.send({ type: 'claim.retry' }),
    }),
    [actor],
  );
  return { context, step, busy, finished, canClaim, ...intents };
}

/** The last reward paid while the calling section shows (announced by its claim chart), for its notice. */
export function useLastRewardPaid(): RewardClaimed | null {
  const [last, setLast] = useState<RewardClaimed | null>(null);
  useEffect(() => onRewardSettled((paid) => paid && setLast(paid)), []);
  return last;
}
