/**
 * "The member's points moved" (redeemed, converted): the points mall's balance, records and
 * redemption list listen and reload. Module-level like balance/balance-signal.ts, so the redeem
 * and convert charts stay independent of where those views live.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onPointsChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announcePointsChanged(): void {
  for (const l of [...listeners]) l();
}
