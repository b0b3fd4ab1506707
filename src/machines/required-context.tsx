import { createContext, type ReactNode, useContext } from 'react';

/**
 * A React context that must be provided: the hook throws with a clear message instead of
 * handing out null. Used for running actors and app dependencies.
 */
export function createRequiredContext<T>(hookName: string, providerName: string) {
  const Ctx = createContext<T | null>(null);
  function Provider({ value, children }: { value: T; children: ReactNode }) {
    return <Ctx.Provider value={value}>{children}</Ctx.Provider>;
  }
  function useRequired(): T {
    const value = useContext(Ctx);
    if (value === null) throw new Error(`${hookName} needs <${providerName}>`);
    return value;
  }
  return [Provider, useRequired] as const;
}
