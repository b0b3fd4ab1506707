import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { lotterySlipMachine } from './lottery-slip.machine';
import { betTypeOf, slipTotals } from './lottery-slip.rules';

export type LotterySlipActor = ActorRefFrom<typeof lotterySlipMachine>;
type Snapshot = ReturnType<LotterySlipActor['getSnapshot']>;

export type LotterySlipStep = 'editing' | 'confirming' | 'submitting' | 'failed' | 'drawClosed' | 'placed';

function stepOf(s: Snapshot): LotterySlipStep {
  if (s.matches('confirming')) return 'confirming';
  if (s.matches('submitting')) return 'submitting';
  if (s.matches('failed')) return 'failed';
  if (s.matches('drawClosed')) return 'drawClosed';
  if (s.matches('placed')) return 'placed';
  return 'editing';
}

/** State and intents of a bet slip: views read these and never build events themselves. */
export function useLotterySlip(actor: LotterySlipActor) {
  const step = useSelector(actor, stepOf);
  const context = useSelector(actor, (s) => s.context);
  const canEdit = useSelector(actor, (s) => s.hasTag('slip:editing'));
  const canMove = useSelector(actor, (s) => s.can({ type: 'slip.move' }));
  const intents = useMemo(
    () => ({
      chooseType: (code: string) => actor.send({ type: 'slip.type', code }),
      choosePosition: (value: string) => actor.send({ type: 'slip.position', value }),
      togglePick: (value: string) => actor.send({ type: 'slip.pick', value }),
      stake: (value: string) => actor.send({ type: 'slip.stake', value }),
      add: () => actor.send({ type: 'slip.add' }),
      remove: (index: number) => actor.send({ type: 'slip.remove', index }),
      clear: () => actor.send({ type: 'slip.clear' }),
      move: () => actor.send({ type: 'slip.move' }),
      review: () => actor.send({ type: 'slip.review' }),
      back: () => actor.send({ type: 'slip.back' }),
      confirm: () => actor.send({ type: 'slip.confirm' }),
      retry: () => actor.send({ type: 'slip.retry' }),
      edit: () => actor.send({ type: 'slip.edit' }),
      again: () => actor.send({ type: 'slip.again' }),
      /** The page's view of the open draw (null while sales are closed). */
      openDraw: (numero: string | null) => actor.send({ type: 'slip.draw', numero }),
    }),
    [actor],
  );
  const betType = betTypeOf(context.betTypes, context.draft.betType);
  const totals = useMemo(() => slipTotals(context.items, context.betTypes), [context.items, context.betTypes]);
  return { step, context, canEdit, canMove, betType, totals, ...intents };
}
