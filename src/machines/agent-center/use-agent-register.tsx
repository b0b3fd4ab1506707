import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { agentRegisterMachine } from './agent-register.machine';
import type { AgentRegisterField } from './agent-register.types';

export type AgentRegisterActor = ActorRefFrom<typeof agentRegisterMachine>;
export type AgentRegisterStep = 'loading' | 'loadFailed' | 'form' | 'refused' | 'registered';

export function useAgentRegister(actor: AgentRegisterActor) {
  const step = useSelector(actor, (s): AgentRegisterStep =>
    s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : s.matches('refused') ? 'refused' : s.matches('registered') ? 'registered' : 'form',
  );
  const busy = useSelector(actor, (s) => s.hasTag('state:busy'));
  const context = useSelector(actor, (s) => s.context);
  const intents = useMemo(
    () => ({
      retry: () => actor.send({ type: 'agentRegister.retry' }),
      change: (field: AgentRegisterField, value: string) => actor.send({ type: 'agentRegister.change', field, value }),
      submit: () => actor.send({ type: 'agentRegister.submit' }),
      dismiss: () => actor.send({ type: 'agentRegister.dismiss' }),
      again: () => actor.send({ type: 'agentRegister.again' }),
    }),
    [actor],
  );
  return { step, busy, context, ...intents };
}
