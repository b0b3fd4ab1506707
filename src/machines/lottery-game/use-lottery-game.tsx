import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { lotteryGameMachine } from './lottery-game.machine';
import { createLotteryGameLogic } from './lottery-game.runtime';

export type LotteryGameActor = ActorRefFrom<typeof lotteryGameMachine>;
type Snapshot = ReturnType<LotteryGameActor['getSnapshot']>;

export type LotteryGameStep = 'loading' | 'loadFailed' | 'live';
export type SalesStep = 'selling' | 'closing' | 'between' | 'offline';
export type ResultStep = 'idle' | 'due' | 'reading' | 'pending' | 'failed' | 'settled' | 'cancelled' | 'overdue';

/** A lottery game chart bound to the app's API client for the lifetime of the calling view. */
export function useLotteryGameActor(gameCode: string): LotteryGameActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createLotteryGameLogic({ api }));
  return useActorRef(logic, { input: { gameCode } });
}

function stepOf(s: Snapshot): LotteryGameStep {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  return 'live';
}

function salesOf(s: Snapshot): SalesStep {
  if (s.matches({ live: { sales: 'selling' } })) return 'selling';
  if (s.matches({ live: { sales: 'offline' } })) return 'offline';
  if (s.matches({ live: { sales: 'closing' } })) return 'closing';
  return 'between';
}

function resultOf(s: Snapshot): ResultStep {
  for (const step of ['due', 'reading', 'pending', 'failed'] as const) if (s.matches({ live: { result: { awaiting: step } } })) return step;
  for (const step of ['settled', 'cancelled', 'overdue'] as const) if (s.matches({ live: { result: step } })) return step;
  return 'idle';
}

/** State and intents of one game's draw cycle: views read these and never build events themselves. */
export function useLotteryGame(actor: LotteryGameActor) {
  const step = useSelector(actor, stepOf);
  const sales = useSelector(actor, salesOf);
  const result = useSelector(actor, resultOf);
  // Field by field, not the whole context: the countdown's tick changes `leftMs` every second, and only
  // the countdown (useLotteryCountdown) re-renders for it.
  const detail = useSelector(actor, (s) => s.context.detail);
  const selling = useSelector(actor, (s) => s.context.selling);
  const awaited = useSelector(actor, (s) => s.context.awaited);
  const outcome = useSelector(actor, (s) => s.context.outcome);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const slip = useSelector(actor, (s) => s.context.slip);
  const betsVersion = useSelector(actor, (s) => s.context.betsVersion);
  const resultsVersion = useSelector(actor, (s) => s.context.resultsVersion);
  const intents = useMemo(() => ({ retry: () => actor.send({ type: 'game.retry' }) }), [actor]);
  const current = detail?.game.current ?? null;
  /** The draw whose sales are closed, as the status line names it: the one seen closing, or a current one not open. */
  const closedNumero = awaited?.numero ?? (current && current.status !== 'open' ? current.numero : null);
  return { step, sales, result, detail, selling, awaited, outcome, errorKey, slip, betsVersion, resultsVersion, closedNumero, ...intents };
}

/** The time left until sales close, as the chart's countdown last ticked (ms). */
export function useLotteryCountdown(actor: LotteryGameActor): number {
  return useSelector(actor, (s) => s.context.leftMs);
}
