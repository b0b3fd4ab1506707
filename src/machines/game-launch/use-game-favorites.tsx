import { useSelector } from '@xstate/react';
import { type ReactNode, useLayoutEffect, useMemo, useState } from 'react';
import { createActor } from 'xstate';
import type { GameItem } from '../../api/schemas/lobby';
import { useAppDeps } from '../app-deps';
import { type GameFavoritesActor, GameFavoritesActorProvider } from './game-favorites.context';
import { createGameFavoritesLogic } from './game-favorites.runtime';

/**
 * A favourites chart for the signed-in member `token` (none for visitors and trial accounts), one
 * per login, for the page below. The page stays where it is in the tree whatever the token: the
 * session check's answer or a login starts a chart without remounting the lobby under it, which
 * drew the whole lobby again (issue #21, blocking time). The chart starts in a layout effect, so
 * the first frame with a token already has it.
 */
export function GameFavoritesProvider({ token, children }: { token: string | null; children: ReactNode }) {
  const { api } = useAppDeps();
  const [chart, setChart] = useState<{ token: string; actor: GameFavoritesActor } | null>(null);
  useLayoutEffect(() => {
    if (!token) return;
    const actor = createActor(createGameFavoritesLogic(api)).start();
    setChart({ token, actor });
    return () => {
      actor.stop();
      setChart(null);
    };
  }, [api, token]);
  return <GameFavoritesActorProvider value={chart?.token === token ? chart.actor : null}>{children}</GameFavoritesActorProvider>;
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
