import { useCallback, useEffect, useState } from 'react';
import { errorKeyOf } from '../api/errors';

export type Load<T> =
  | { status: 'loading'; data: T | null; errorKey: null }
  | { status: 'loaded'; data: T; errorKey: null }
  | { status: 'failed'; data: T | null; errorKey: string };

/**
 * A read of the game page (round history, fixtures, my bets): loads when `key` changes and on
 * `reload()`, keeps the last data while reloading, drops answers of superseded loads.
 */
export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, key: unknown, enabled = true): Load<T> & { reload: () => void } {
  const [state, setState] = useState<Load<T>>({ status: 'loading', data: null, errorKey: null });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const ac = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data, errorKey: null }));
    load(ac.signal).then(
      (data) => !ac.signal.aborted && setState({ status: 'loaded', data, errorKey: null }),
      (e: unknown) => !ac.signal.aborted && setState((s) => ({ status: 'failed', data: s.data, errorKey: errorKeyOf(e) })),
    );
    return () => ac.abort();
    // `load` is a fresh closure each render; `key` says when to load again.
  }, [key, tick, enabled]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
