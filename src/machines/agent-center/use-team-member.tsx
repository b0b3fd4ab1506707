import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { teamMemberMachine } from './team-member.machine';

export type TeamMemberActor = ActorRefFrom<typeof teamMemberMachine>;
export type TeamMemberStep = 'loading' | 'failed' | 'shown';

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
