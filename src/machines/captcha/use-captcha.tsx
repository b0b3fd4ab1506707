import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import { createCaptchaLogic } from './captcha.runtime';
import type { captchaMachine } from './captcha.machine';

export type CaptchaActor = ActorRefFrom<typeof captchaMachine>;

/** A captcha actor owned by the form that shows it (created on mount, so it loads only when needed). */
export function useCaptchaActor(): CaptchaActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createCaptchaLogic({ api }));
  return useActorRef(logic);
}

export function useCaptcha(actor: CaptchaActor) {
  const image = useSelector(actor, (s) => s.context.image);
  const loading = useSelector(actor, (s) => s.hasTag('state:loading'));
  const errorKey = useSelector(actor, (s) => (s.hasTag('state:error') ? s.context.errorKey : null));
  const canRefresh = useSelector(actor, (s) => s.can({ type: 'captcha.refresh' }));
  /** A new picture is on its way: the picture is shown not pressable. */
  const locked = useSelector(actor, (s) => s.hasTag('captcha:locked'));
  const intents = useMemo(
    () => ({
      refresh: () => actor.send({ type: 'captcha.refresh' }),
      reload: () => actor.send({ type: 'captcha.reload' }),
    }),
    [actor],
  );
  return { image, loading, locked, errorKey, canRefresh, ...intents };
}
