import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { useModalIntents } from '../modal/use-modal';
import { useSession } from '../session/use-session';
import { useModuleEnabled } from '../system-status/use-system-status';
import { createForgotPasswordLogic } from './forgot-password.runtime';
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

/** White-label module that offers the reset by mobile phone (SPEC §3). */
const PHONE_RESET_MODULE = 'CHNGPASSVERIF3';

/**
 * The forgot-password modal's chart, built from the app: the API client, the session a reset by
 * phone signs in with (then every modal closes and `goHome`), and the modal stack. Lives as long as
 * the modal body.
 */
export function useForgotPasswordActor({ goHome }: { goHome: () => void }): ForgotPasswordActor {
  const { api } = useAppDeps();
  const session = useSession();
  const modal = useModalIntents();
  const mobileEnabled = useModuleEnabled(PHONE_RESET_MODULE);
  const [logic] = useState(() =>
    createForgotPasswordLogic({
      api,
      signIn: (token) => {
        session.start(token);
        modal.closeAll();
        goHome();
      },
      close: () => modal.closeAll(),
    }),
  );
  return useActorRef(logic, { input: { mobileEnabled } });
}
