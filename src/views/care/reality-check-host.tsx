import { useActorRef } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useAppDeps } from '../../machines/app-deps';
import { useModalIntents } from '../../machines/modal/use-modal';
import { createRealityCheckLogic } from '../../machines/reality-check/reality-check.runtime';
import { registerRealityCheckHost } from '../../machines/reality-check/use-reality-check';
import { useSession } from '../../machines/session/use-session';
import { useAccountsNavigation } from '../accounts/navigation';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import { loadCareCatalog } from './care-catalog';
import { RealityCheckDialog } from './reality-check-dialog';

/**
 * The signed-in member's reality check (in the member layout, its own lazy chunk): the actor
 * runs while a real account is signed in, registers itself for the responsible-gambling page,
 * and shows its dialog over everything when due.
 */
export function RealityCheckHost() {
  const { api } = useAppDeps();
  const session = useSession();
  const modal = useModalIntents();
  const nav = useAccountsNavigation();
  const [logic] = useState(() =>
    createRealityCheckLogic({
      api,
      signedOut: () => {
        session.end();
        modal.closeAll();
        nav.goHome();
      },
    }),
  );
  const actor = useActorRef(logic);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    registerRealityCheckHost(actor);
    void loadCareCatalog().then(() => setReady(true));
    return () => registerRealityCheckHost(null);
  }, [actor]);
  const symbol = useCurrencySymbol();
  return ready ? <RealityCheckDialog actor={actor} symbol={symbol} /> : null;
}
