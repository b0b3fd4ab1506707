import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { PromotionCategory } from '../../api/schemas/promotions';
import { useAppDeps } from '../app-deps';
import { answeredStart } from '../answered-start';
import type { promotionsMachine } from './promotions.machine';
import { visiblePromotions } from './promotions.rules';
import { createPromotionsLogic } from './promotions.runtime';
import type { PromotionsInput } from './promotions.types';

export type PromotionsActor = ActorRefFrom<typeof promotionsMachine>;

export function usePromotionsActor(input: PromotionsInput): PromotionsActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createPromotionsLogic({ api }));
  // A visitor's list sent with the page: the chart starts ready with it (src/machines/answered-start.ts).
  const [answered] = useState(() => (input.signedIn ? undefined : api.peek?.('promotions')));
  return useActorRef(logic, answered ? { input, snapshot: answeredStart(logic, input, 'ready', { page: answered.value }) } : { input });
}

export type PromotionsStep = 'loading' | 'failed' | 'ready' | 'acting';

export function usePromotions(actor: PromotionsActor) {
  const context = useSelector(actor, (s) => s.context);
  const step = useSelector(actor, (s) => s.value as PromotionsStep);
  const list = useMemo(() => visiblePromotions(context), [context]);
  const intents = useMemo(
    () => ({
      category: (category: PromotionCategory | 'all') => actor.send({ type: 'promo.category', category }),
      act: (promotionId: string) => actor.send({ type: 'promo.act', promotionId }),
      dismiss: () => actor.send({ type: 'promo.dismiss' }),
      reload: () => actor.send({ type: 'promo.reload' }),
      retry: () => actor.send({ type: 'promo.retry' }),
    }),
    [actor],
  );
  return { context, step, list, ...intents };
}
