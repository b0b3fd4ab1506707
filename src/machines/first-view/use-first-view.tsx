import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { firstViewMachine } from './first-view.machine';

export type FirstViewActor = ActorRefFrom<typeof firstViewMachine>;

/** What the site's drawings tell the first-view chart; the chart decides which one ends the take-over. */
export interface FirstViewReports {
  rootDrawn: () => void;
  pageDrawn: () => void;
}

const Reports = createContext<FirstViewReports | null>(null);

/** The browser's tab passes its chart; the server's drawing has none, and its reports go nowhere. */
export function FirstViewProvider({ actor, children }: { actor: FirstViewActor | undefined; children: ReactNode }) {
  const reports = useMemo<FirstViewReports | null>(
    () => (actor ? { rootDrawn: () => actor.send({ type: 'drawing.root' }), pageDrawn: () => actor.send({ type: 'drawing.page' }) } : null),
    [actor],
  );
  return <Reports.Provider value={reports}>{children}</Reports.Provider>;
}

export function useFirstViewReports(): FirstViewReports | null {
  return useContext(Reports);
}

/** At the site's root: its commit. */
export function RootDrawn() {
  const reports = useFirstViewReports();
  useLayoutEffect(() => reports?.rootDrawn(), [reports]);
  return null;
}
