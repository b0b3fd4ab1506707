import { useEffect, useState } from 'react';
import type { RealityCheckActor } from '../../machines/reality-check/use-reality-check';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import { loadCareCatalog } from './care-catalog';
import { RealityCheckDialog } from './reality-check-dialog';

/**
 * The signed-in member's reality check dialog (its own lazy chunk). The chart is run by the app
 * chart while a real account is signed in; this shows its dialog over everything when due.
 */
export function RealityCheckHost({ actor }: { actor: RealityCheckActor }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // The dialog's words are in the care catalog part; the chart runs meanwhile.
    void loadCareCatalog().then(() => setReady(true));
  }, []);
  const symbol = useCurrencySymbol();
  return ready ? <RealityCheckDialog actor={actor} symbol={symbol} /> : null;
}
