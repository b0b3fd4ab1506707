import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { changePasswordMachine } from './change-password.machine';
import type { ChangePasswordField } from './change-password.types';

export type ChangePasswordActor = ActorRefFrom<typeof changePasswordMachine>;

export function useChangePassword(actor: ChangePasswordActor) {
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('state:loading'));
  const done = useSelector(actor, (s) => s.hasTag('state:done'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'password.submit' }));
  const intents = useMemo(
    () => ({
      change: (field: ChangePasswordField, value: string) => actor.send({ type: 'password.change', field, value }),
      submit: () => actor.send({ type: 'password.submit' }),
    }),
    [actor],
  );
  return { context, busy, done, canSubmit, ...intents };
}
