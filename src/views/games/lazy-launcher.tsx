import { useCallback, useState } from 'react';
import type { LaunchTarget } from '../../machines/game-launch/game-launch.types';
import { lazyPart } from '../common/lazy-page';
import { withGamesCatalog } from './games-catalog';
import type { LaunchOrder } from './launch-host';

/**
 * The launch chart and its dialogs load on the first press of a game: surfaces in the home
 * route (the nav, the home sections) must not carry them (the home route's JavaScript budget).
 */
const LaunchHost = lazyPart(withGamesCatalog(() => import('./launch-host').then((m) => m.LaunchHost)), <></>);

/** `launch(target)` starts a game; render `launcher` where its status and dialogs belong. */
export function useLazyLauncher() {
  const [order, setOrder] = useState<LaunchOrder | null>(null);
  const launch = useCallback((target: LaunchTarget) => setOrder((o) => ({ target, seq: (o?.seq ?? 0) + 1 })), []);
  return { launch, launcher: order ? <LaunchHost order={order} /> : null };
}
