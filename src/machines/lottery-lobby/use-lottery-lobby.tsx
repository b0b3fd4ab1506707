import { useActorRef, useSelector } from '@xstate/react';
import { useMemo, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useAppDeps } from '../app-deps';
import type { lotteryLobbyMachine } from './lottery-lobby.machine';
import { takesNoBets } from './lottery-lobby.rules';
import { createLotteryLobbyLogic } from './lottery-lobby.runtime';
import type { LotteryArea, LotteryGame } from './lottery-lobby.types';

export type LotteryLobbyActor = ActorRefFrom<typeof lotteryLobbyMachine>;

/** A lobby chart bound to the app's API client for the lifetime of the calling view. */
export function useLotteryLobbyActor(area: LotteryArea): LotteryLobbyActor {
  const { api } = useAppDeps();
  const [logic] = useState(() => createLotteryLobbyLogic({ api }));
  // The area's menu sent with the page: the chart's `start` shows it at once instead of reading it.
  const [answered] = useState(() => api.peek?.('lotteryMenu', { area })?.value.list);
  return useActorRef(logic, { input: { area, answered } });
}

export type LobbyStep = 'loading' | 'loadFailed' | 'shown' | 'offline';

/** State and intents of the lobby: views read these and never build events themselves. */
export function useLotteryLobby(actor: LotteryLobbyActor) {
  const step = useSelector(actor, (s): LobbyStep => (s.matches('loading') ? 'loading' : s.matches('loadFailed') ? 'loadFailed' : s.matches('offline') ? 'offline' : 'shown'));
  const games = useSelector(actor, (s) => s.context.games);
  const closed = useSelector(actor, (s) => s.context.closed);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const intents = useMemo(() => ({ retry: () => actor.send({ type: 'lobby.retry' }) }), [actor]);
  /** Whether a card's draw takes bets, as the chart judges it. */
  const selling = (game: LotteryGame) => !takesNoBets(game, closed);
  return { step, games, errorKey, selling, ...intents };
}
