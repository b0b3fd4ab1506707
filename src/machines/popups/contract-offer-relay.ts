import { useEffect } from 'react';
import { selectPopupOpen, type ContractActor } from '../contract/use-contract';
import { usePopupsIntents } from './use-popups';

// Its own module: the contract chart comes with it, and only the signed-in header's lazy chunk imports it.
/**
 * Relays a contract chart watching for offers (popup mode) to the popup policy: an offer waiting
 * (or its answer, or why it could not be read) requests the contract popup; nothing left to show
 * withdraws it. When the relay ends (the member signed out), a waiting offer is withdrawn.
 */
export function useContractOfferRelay(contract: ContractActor) {
  const { request, withdraw } = usePopupsIntents();
  useEffect(() => {
    let open = false;
    const sub = contract.subscribe((s) => {
      const now = selectPopupOpen(s);
      if (now === open) return;
      open = now;
      if (now) request('contractOffer', { actor: contract });
      else withdraw('contractOffer');
    });
    return () => {
      sub.unsubscribe();
      if (open) withdraw('contractOffer');
    };
  }, [contract, request, withdraw]);
}
