import { useCallback, useSyncExternalStore } from 'react';

interface Store<S> {
  subscribe(observer: () => void): { unsubscribe(): void };
  getSnapshot(): S;
}

/**
 * A value of a chart's state for a view, which while the browser takes the server's drawing over
 * (hydrates it, src/main.tsx) is the value the server drew with: `drawn`, the visitor's, as the
 * server draws every page for a visitor (src/entry-server.tsx). React draws again with the tab's
 * own value right after (useSyncExternalStore's server snapshot), so a member's tab can take a
 * visitor's drawing over and then show the account. `select` must return a value that stays the
 * same while the state does (a primitive, or a part of the context).
 */
export function useSelectorDrawnAs<S, T>(actor: Store<S>, select: (snapshot: S) => T, drawn: () => T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const subscription = actor.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => select(actor.getSnapshot()), drawn);
}
