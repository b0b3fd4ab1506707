import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { receivedAmountOf, remainingAmount } from './withdrawal-confirmation.rules';
import type { withdrawalConfirmationMachine } from './withdrawal-confirmation.machine';
import type { ConfirmOutcome } from './withdrawal-confirmation.types';

/** A confirmation chart: the withdrawal list spawns one per opened panel. */
export type WithdrawalConfirmationActor = ActorRefFrom<typeof withdrawalConfirmationMachine>;

/** Which step the view shows: the chart's state, read once here so views do not match names. */
export type ConfirmationStep = 'choosing' | ConfirmOutcome | 'uploading' | 'submitting' | 'failed' | 'done' | 'autoReceived' | 'alreadyAnswered';

export function useWithdrawalConfirmation(actor: WithdrawalConfirmationActor) {
  const context = useSelector(actor, (s) => s.context);
  const step = useSelector(actor, (s) => s.value as ConfirmationStep);
  const busy = useSelector(actor, (s) => s.hasTag('state:loading'));
  const finished = useSelector(actor, (s) => s.hasTag('state:done'));
  const canRetry = useSelector(actor, (s) => s.can({ type: 'confirm.retry' }));
  const intents = useMemo(
    () => ({
      choose: (outcome: ConfirmOutcome) => actor.send({ type: 'confirm.choose', outcome }),
      amount: (value: string) => actor.send({ type: 'confirm.amount', value }),
      file: (file: File) => actor.send({ type: 'confirm.file', file }),
      submit: () => actor.send({ type: 'confirm.submit' }),
      back: () => actor.send({ type: 'confirm.back' }),
      retry: () => actor.send({ type: 'confirm.retry' }),
    }),
    [actor],
  );
  const remaining = remainingAmount(context.withdrawal.amount, receivedAmountOf(context));
  return { context, step, busy, finished, canRetry, remaining, ...intents };
}
