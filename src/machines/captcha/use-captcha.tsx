import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import type { ActorRefFrom, AnyActorRef } from 'xstate';
import { useAppDeps } from '../app-deps';
import { createCaptchaLogic } from './captcha.runtime';
import type { captchaMachine } from './captcha.machine';

export type CaptchaActor = ActorRefFrom<typeof captchaMachine>;

/**
 * A captcha actor owned by the form that shows it (created on mount, so it loads only when needed).
 * `spentBy`: the form's chart, which emits `captcha.spent` when a refused attempt used the picture
 * up (the login and register charts); each one reloads it.
 */
export function useCaptchaActor(spentBy?: Pick<AnyActorRef, 'on'>): CaptchaActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createCaptchaLogic({ api }));
  const actor = useActorRef(logic);
  useEffect(() => {
    if (!spentBy) return;
    const subscription = spentBy.on('captcha.spent', () => actor.send({ type: 'captcha.reload' }));
    return () => subscription.unsubscribe();
  }, [spentBy, actor]);
  return actor;
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
