import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { agentRegisterMachine } from './agent-register.machine';
import { createAgentRegisterLogic } from './agent-register.runtime';
import type { AgentRegisterField } from './agent-register.types';

export type AgentRegisterActor = ActorRefFrom<typeof agentRegisterMachine>;
export type AgentRegisterStep = 'loading' | 'loadFailed' | 'form' | 'refused' | 'registered';

/**
 * The downline registration chart on the app's API client for the lifetime of the section;
 * `ownRebateBps` (the agent's own rebate, from the menu) caps the rebate a new downline gets.
 */
export function useAgentRegisterActor(ownRebateBps: number): AgentRegisterActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createAgentRegisterLogic({ api }));
  return useActorRef(logic, { input: { ownRebateBps } });
}

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
