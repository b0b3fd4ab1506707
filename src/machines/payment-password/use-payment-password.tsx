import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { createPaymentPasswordLogic } from './payment-password.runtime';
import type { paymentPasswordMachine } from './payment-password.machine';
import { paymentPasswordFields } from './payment-password.rules';
import type { PaymentPasswordField, PaymentPasswordInput } from './payment-password.types';

export type PaymentPasswordActor = ActorRefFrom<typeof paymentPasswordMachine>;

export function usePaymentPasswordActor(input: PaymentPasswordInput, saved: () => void): PaymentPasswordActor {
  const { api } = useAppDeps();
  const latest = useRef(saved);
  latest.current = saved;
  const [logic] = useState(() => createPaymentPasswordLogic({ api, saved: () => latest.current() }));
  return useActorRef(logic, { input });
}

export function usePaymentPassword(actor: PaymentPasswordActor) {
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('state:loading'));
  const done = useSelector(actor, (s) => s.hasTag('state:done'));
  const intents = useMemo(
    () => ({
      change: (field: PaymentPasswordField, value: string) => actor.send({ type: 'paymentPassword.change', field, value }),
      submit: () => actor.send({ type: 'paymentPassword.submit' }),
    }),
    [actor],
  );
  return { context, fields: paymentPasswordFields(context.hasPaymentPassword), busy, done, ...intents };
}
