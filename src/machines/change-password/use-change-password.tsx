import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { useModalIntents } from '../modal/use-modal';
import { useSession } from '../session/use-session';
import { createChangePasswordLogic } from './change-password.runtime';
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

/**
 * The change-password modal's chart, built from the app: the API client, and what a changed password
 * ends with (member info reloaded, every modal closed, `goHome`). The account comes from the session;
 * `knownPassword` is the one typed at a forced change's login. Lives as long as the modal body.
 */
export function useChangePasswordActor({ knownPassword, goHome }: { knownPassword: string | null; goHome: () => void }): ChangePasswordActor {
  const { api } = useAppDeps();
  const session = useSession();
  const modal = useModalIntents();
  const [logic] = useState(() =>
    createChangePasswordLogic({
      api,
      finish: () => {
        session.refresh();
        modal.closeAll();
        goHome();
      },
    }),
  );
  return useActorRef(logic, { input: { account: session.info?.account ?? '', knownPassword } });
}
