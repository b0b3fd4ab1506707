import type { RealityCheckActor } from '../../machines/reality-check/use-reality-check';
import { useCurrencySymbol } from '../records/use-currency-symbol';
import { RealityCheckDialog } from './reality-check-dialog';

/**
 * The signed-in member's reality check dialog (its own lazy chunk, loaded with the care catalog
 * part that has its words: src/views/layout/member-actions.tsx). The chart is run by the app
 * chart while a real account is signed in; this shows its dialog over everything when due.
 */
export function RealityCheckHost({ actor }: { actor: RealityCheckActor }) {
  const symbol = useCurrencySymbol();
  return <RealityCheckDialog actor={actor} symbol={symbol} />;
}
