import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useMemo, useState } from 'react';
import type { GameItem } from '../../api/schemas/lobby';
import { useAppDeps } from '../app-deps';
import { type GameFavoritesActor, GameFavoritesActorProvider } from './game-favorites.context';
import { createGameFavoritesLogic } from './game-favorites.runtime';

/** A favourites chart for a signed-in member, for the lifetime of the page below it. */
export function GameFavoritesProvider({ children }: { children: ReactNode }) {
  const { api } = useAppDeps();
  const [logic] = useState(() => createGameFavoritesLogic(api));
  const actor = useActorRef(logic);
  return <GameFavoritesActorProvider value={actor}>{children}</GameFavoritesActorProvider>;
}

export function useGameFavorites(actor: GameFavoritesActor) {
  const ids = useSelector(actor, (s) => s.context.ids);
  const games = useSelector(actor, (s) => s.context.games);
  const pendingId = useSelector(actor, (s) => s.context.pending?.gameId ?? null);
  const errorKey = useSelector(actor, (s) => s.context.errorKey);
  const loading = useSelector(actor, (s) => s.hasTag('state:loading'));
  const loadFailed = useSelector(actor, (s) => s.hasTag('state:error'));
  const saving = useSelector(actor, (s) => s.hasTag('favorites:saving'));
  const intents = useMemo(
    () => ({
      toggle: (game: GameItem) => actor.send({ type: 'favorites.toggle', game }),
      retry: () => actor.send({ type: 'favorites.retry' }),
    }),
    [actor],
  );
  return { ids, games, pendingId, errorKey, loading, loadFailed, saving, ...intents };
}
