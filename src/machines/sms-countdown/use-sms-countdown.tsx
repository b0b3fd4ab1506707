import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { createSmsCountdownLogic } from './sms-countdown.runtime';
import type { smsCountdownMachine } from './sms-countdown.machine';
import type { SmsPurpose } from './sms-countdown.types';

export type SmsCountdownActor = ActorRefFrom<typeof smsCountdownMachine>;

export function useSmsCountdownActor(purpose: SmsPurpose): SmsCountdownActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createSmsCountdownLogic({ api }));
  return useActorRef(logic, { input: { purpose } });
}

export function useSmsCountdown(actor: SmsCountdownActor, phone: { mobileNum: string; countryDialingCode: string }) {
  const canSend = useSelector(actor, (s) => s.can({ type: 'sms.send', ...phone }));
  const counting = useSelector(actor, (s) => s.hasTag('sms:counting'));
  const remaining = useSelector(actor, (s) => s.context.remaining);
  const sending = useSelector(actor, (s) => s.hasTag('state:loading'));
  const failure = useSelector(actor, (s) => (s.hasTag('state:error') ? { key: s.context.errorKey, message: s.context.serverMessage } : null));
  const intents = useMemo(
    () => ({
      requestCode: (p: { mobileNum: string; countryDialingCode: string }) => actor.send({ type: 'sms.send', ...p }),
      dismiss: () => actor.send({ type: 'sms.dismiss' }),
    }),
    [actor],
  );
  return { canSend, counting, remaining, sending, failure, ...intents };
}
