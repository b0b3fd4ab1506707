/**
 * "The member's money moved": any chart that moves money (deposit approved, transfer, withdrawal
 * request, refund…) announces it; the header's balance chart listens and refreshes. A module-level
 * signal keeps those charts independent of where the balance actor lives.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onBalanceChanged(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function announceBalanceChanged(): void {
  for (const l of [...listeners]) l();
}
