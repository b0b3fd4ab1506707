import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { pointConvertMachine } from './point-convert.machine';
import { amountFor, pointsOf } from './point-convert.rules';
import { createConvertLogic } from './point-convert.runtime';
import type { ConvertField } from './point-convert.types';

export type ConvertActor = ActorRefFrom<typeof pointConvertMachine>;

/** A convert chart bound to the app's API client for the lifetime of the calling view. */
export function useConvertActor(): ConvertActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createConvertLogic({ api }));
  return useActorRef(logic);
}

export function usePointConvert(actor: ConvertActor) {
  const context = useSelector(actor, (s) => s.context);
  const loading = useSelector(actor, (s) => s.hasTag('state:loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('convert:loadFailed'));
  const failed = useSelector(actor, (s) => s.hasTag('state:error') && !s.hasTag('convert:loadFailed'));
  const unavailable = useSelector(actor, (s) => s.matches('unavailable'));
  const noPaymentPassword = useSelector(actor, (s) => s.hasTag('convert:noPaymentPassword'));
  const editing = useSelector(actor, (s) => s.hasTag('convert:form'));
  const reviewing = useSelector(actor, (s) => s.hasTag('convert:review'));
  const done = useSelector(actor, (s) => s.hasTag('state:done'));
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'convert.confirm' }));
  const canBack = useSelector(actor, (s) => s.can({ type: 'convert.back' }));
  const intents = useMemo(
    () => ({
      change: (field: ConvertField, value: string) => actor.send({ type: 'convert.change', field, value }),
      review: () => actor.send({ type: 'convert.review' }),
      back: () => actor.send({ type: 'convert.back' }),
      confirm: () => actor.send({ type: 'convert.confirm' }),
      retry: () => actor.send({ type: 'convert.retry' }),
      reload: () => actor.send({ type: 'convert.reload' }),
      again: () => actor.send({ type: 'convert.again' }),
    }),
    [actor],
  );
  const points = pointsOf(context.values.points) ?? 0;
  const ratio = context.setup?.config.convert.ratio;
  return {
    context,
    points,
    amount: ratio && points % ratio.points === 0 ? amountFor(points, ratio) : null,
    loading,
    loadFailed,
    failed,
    unavailable,
    noPaymentPassword,
    editing,
    reviewing,
    done,
    canConfirm,
    canBack,
    ...intents,
  };
}
