import { useContractWatchActor } from '../../machines/contract/use-contract';
import { useContractOfferRelay } from '../../machines/popups/contract-offer-relay';

/**
 * Watches for contract offers while a real account is signed in (the contract chart in `popup`
 * mode) and hands them to the popup policy (src/machines/popups), which decides when the popup
 * opens and what closing it means. A small lazy chunk: the popup's view loads only with an offer.
 */
export function ContractOfferWatch() {
  useContractOfferRelay(useContractWatchActor());
  return null;
}
