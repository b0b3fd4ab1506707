import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { createBindContactLogic } from './bind-contact.runtime';
import type { bindContactMachine } from './bind-contact.machine';
import type { BindChannel, BindField, SecurityInfo } from './bind-contact.types';

export type BindContactActor = ActorRefFrom<typeof bindContactMachine>;

export function useBindContactActor(channel: BindChannel, bound: (info: SecurityInfo) => void): BindContactActor {
  const { api } = useAppDeps();
  const latest = useRef(bound);
  latest.current = bound;
  const [logic] = useState(() => createBindContactLogic({ api, bound: (info) => latest.current(info) }));
  return useActorRef(logic, { input: { channel } });
}

export function useBindContact(actor: BindContactActor) {
  const context = useSelector(actor, (s) => s.context);
  const sending = useSelector(actor, (s) => s.hasTag('code:sending'));
  const counting = useSelector(actor, (s) => s.hasTag('code:counting'));
  const canSend = useSelector(actor, (s) => s.can({ type: 'bind.sendCode' }));
  const binding = useSelector(actor, (s) => s.hasTag('state:loading'));
  const done = useSelector(actor, (s) => s.hasTag('state:done'));
  const intents = useMemo(
    () => ({
      change: (field: BindField, value: string) => actor.send({ type: 'bind.change', field, value }),
      sendCode: () => actor.send({ type: 'bind.sendCode' }),
      submit: () => actor.send({ type: 'bind.submit' }),
    }),
    [actor],
  );
  return { context, sending, counting, canSend, binding, done, ...intents };
}
