import { createContext, type ReactNode, useContext } from 'react';
import type { ApiClient } from '../api/client';

/** What actor factories need from the outside world; views never use it directly. */
export interface AppDeps {
  api: Pick<ApiClient, 'call'>;
}

const Ctx = createContext<AppDeps | null>(null);

export function AppDepsProvider({ deps, children }: { deps: AppDeps; children: ReactNode }) {
  return <Ctx.Provider value={deps}>{children}</Ctx.Provider>;
}

export function useAppDeps(): AppDeps {
  const deps = useContext(Ctx);
  if (!deps) throw new Error('useAppDeps needs <AppDepsProvider>');
  return deps;
}
