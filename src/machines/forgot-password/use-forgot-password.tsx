import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { forgotPasswordMachine } from './forgot-password.machine';
import type { ForgotField, ForgotTab } from './forgot-password.types';

export type ForgotPasswordActor = ActorRefFrom<typeof forgotPasswordMachine>;

export function useForgotPassword(actor: ForgotPasswordActor) {
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('state:loading'));
  const editable = useSelector(actor, (s) => s.matches('editing'));
  const emailSent = useSelector(actor, (s) => s.matches('emailSent'));
  const done = useSelector(actor, (s) => s.hasTag('state:done'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'forgot.submit' }));
  const intents = useMemo(
    () => ({
      selectTab: (tab: ForgotTab) => actor.send({ type: 'forgot.tab', tab }),
      change: (field: ForgotField, value: string) => actor.send({ type: 'forgot.change', field, value }),
      submit: () => actor.send({ type: 'forgot.submit' }),
      dismiss: () => actor.send({ type: 'forgot.dismiss' }),
    }),
    [actor],
  );
  return { context, busy, editable, emailSent, done, canSubmit, ...intents };
}
