import type { ReactNode } from 'react';
import type { ApiClient } from '../api/client';
import { createRequiredContext } from './required-context';

/** What actor factories need from the outside world; views never use it directly. */
export interface AppDeps {
  /** `peek` (answers already here) where the client has them: tests may give `call` alone. */
  api: Pick<ApiClient, 'call'> & Partial<Pick<ApiClient, 'peek'>>;
}

const [Provider, useAppDeps] = createRequiredContext<AppDeps>('useAppDeps', 'AppDepsProvider');
export { useAppDeps };

export function AppDepsProvider({ deps, children }: { deps: AppDeps; children: ReactNode }) {
  return <Provider value={deps}>{children}</Provider>;
}
