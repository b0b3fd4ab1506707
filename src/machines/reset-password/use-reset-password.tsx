import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { useModalIntents } from '../modal/use-modal';
import { createResetPasswordLogic } from './reset-password.runtime';
import type { resetPasswordMachine } from './reset-password.machine';
import type { ResetPasswordField } from './reset-password.types';

export type ResetPasswordActor = ActorRefFrom<typeof resetPasswordMachine>;

export function useResetPassword(actor: ResetPasswordActor) {
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('state:loading'));
  const done = useSelector(actor, (s) => s.hasTag('state:done'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'reset.submit' }));
  const intents = useMemo(
    () => ({
      change: (field: ResetPasswordField, value: string) => actor.send({ type: 'reset.change', field, value }),
      submit: () => actor.send({ type: 'reset.submit' }),
      login: () => actor.send({ type: 'reset.login' }),
    }),
    [actor],
  );
  return { context, busy, done, canSubmit, ...intents };
}

/** The e-mail reset page's chart, built from the app: the API client and the login modal it opens when done. */
export function useResetPasswordActor(code: string): ResetPasswordActor {
  const { api } = useAppDeps();
  const modal = useModalIntents();
  const [logic] = useState(() => createResetPasswordLogic({ api, openLogin: () => modal.open('login') }));
  return useActorRef(logic, { input: { code } });
}
