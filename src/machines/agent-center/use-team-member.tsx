import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { teamMemberMachine } from './team-member.machine';
import { createTeamMemberLogic } from './team-member.runtime';

export type TeamMemberActor = ActorRefFrom<typeof teamMemberMachine>;
export type TeamMemberStep = 'loading' | 'failed' | 'shown';

/**
 * One team member's details chart on the app's API client for the lifetime of the details
 * panel; `onChanged` is told when a change went through (the team list reloads).
 */
export function useTeamMemberActor({ account, ownRebateBps, onChanged }: { account: string; ownRebateBps: number; onChanged: () => void }): TeamMemberActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createTeamMemberLogic({ api, onChanged }));
  return useActorRef(logic, { input: { account, ownRebateBps } });
}

export function useTeamMember(actor: TeamMemberActor) {
  const step = useSelector(actor, (s): TeamMemberStep => (s.hasTag('state:loading') ? 'loading' : s.hasTag('state:error') ? 'failed' : 'shown'));
  const busy = useSelector(actor, (s) => s.hasTag('state:busy'));
  const context = useSelector(actor, (s) => s.context);
  const intents = useMemo(
    () => ({
      retry: () => actor.send({ type: 'member.retry' }),
      setType: (memberType: 0 | 1) => actor.send({ type: 'member.type.set', memberType }),
      changeRebate: (value: string) => actor.send({ type: 'member.rebate.change', value }),
      submitRebate: () => actor.send({ type: 'member.rebate.submit' }),
    }),
    [actor],
  );
  return { step, busy, context, ...intents };
}
