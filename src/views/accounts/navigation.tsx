import { useNavigate } from '@tanstack/react-router';
import { createContext, type ReactNode, useContext, useMemo } from 'react';

/** Where account flows send the person afterwards ("go home", SPEC §4). */
export interface AccountsNavigation {
  goHome: () => void;
}

const Ctx = createContext<AccountsNavigation>({ goHome: () => {} });

export function useAccountsNavigation(): AccountsNavigation {
  return useContext(Ctx);
}

/** Inside the router: the real navigation. Outside (isolated view tests) going home is a no-op. */
export function RouterAccountsNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const value = useMemo(() => ({ goHome: () => void navigate({ to: '/' }) }), [navigate]);
  return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
}
