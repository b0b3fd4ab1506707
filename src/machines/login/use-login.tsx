import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { usePopupsIntents } from '../popups/use-popups';
import { useSession } from '../session/use-session';
import type { loginMachine } from './login.machine';
import { readRememberedLogin } from './login.remember';
import { createLoginLogic } from './login.runtime';
import type { LoginField, LoginTab, VerifyMethod } from './login.types';

export type LoginActor = ActorRefFrom<typeof loginMachine>;

export type LoginStep = 'form' | 'submitting' | 'passkey' | 'verification' | 'failure' | 'passwordChangeRequired' | 'success';

function stepOf(s: { value: unknown }): LoginStep {
  const top = typeof s.value === 'string' ? s.value : Object.keys(s.value as object)[0];
  return top === 'verificationRequired' ? 'verification' : ((top ?? 'form') as LoginStep);
}

export function useLogin(actor: LoginActor) {
  const step = useSelector(actor, stepOf);
  const context = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.hasTag('state:loading'));
  const canSms = useSelector(actor, (s) => s.can({ type: 'login.tab', tab: 'sms' }) || s.context.tab === 'sms');
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'login.submit' }));
  const canPasskey = useSelector(actor, (s) => s.can({ type: 'login.passkey' }));
  const canSendCode = useSelector(actor, (s) => s.can({ type: 'login.verify.send' }));
  const canVerify = useSelector(actor, (s) => s.can({ type: 'login.verify.submit' }));
  const verifyStep = useSelector(actor, (s) =>
    s.matches({ verificationRequired: 'choosing' }) ? 'choosing' : s.matches('verificationRequired') ? 'answering' : null,
  );
  const intents = useMemo(
    () => ({
      selectTab: (tab: LoginTab) => actor.send({ type: 'login.tab', tab }),
      change: (field: LoginField, value: string) => actor.send({ type: 'login.change', field, value }),
      setRemember: (checked: boolean) => actor.send({ type: 'login.remember', checked }),
      submit: () => actor.send({ type: 'login.submit' }),
      passkey: () => actor.send({ type: 'login.passkey' }),
      dismiss: () => actor.send({ type: 'login.dismiss' }),
      chooseMethod: (method: VerifyMethod) => actor.send({ type: 'login.verify.method', method }),
      sendCode: () => actor.send({ type: 'login.verify.send' }),
      changeAnswer: (value: string) => actor.send({ type: 'login.verify.change', value }),
      verify: () => actor.send({ type: 'login.verify.submit' }),
      cancelVerify: () => actor.send({ type: 'login.verify.cancel' }),
    }),
    [actor],
  );
  return { step, context, busy, canSms, canSubmit, canPasskey, canSendCode, canVerify, verifyStep, ...intents };
}

/**
 * The login modal's chart, built from the app: the API client, the session (started with the
 * token) and the popup policy (the hand-over after login). Lives as long as the modal body.
 */
export function useLoginActor(smsEnabled: boolean): LoginActor {
  const { api } = useAppDeps();
  const session = useSession();
  const popups = usePopupsIntents();
  const [logic] = useState(() => createLoginLogic({ api, startSession: session.start, handOver: popups.loggedIn }));
  return useActorRef(logic, { input: { smsEnabled, remembered: readRememberedLogin() } });
}
