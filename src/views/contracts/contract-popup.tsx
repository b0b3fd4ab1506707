import { useSelector } from '@xstate/react';
import { selectPopupOpen, type ContractActor, useContract } from '../../machines/contract/use-contract';
import { OfferPanel } from './contract-offer';
import './contracts.css';

/**
 * The contract popup (SPEC §3 consolidated, §7 home): an offer waiting for my answer — its tiers
 * beside my upline's — with accept, reject and later; then the outcome. The body of the modal
 * `contractOffer`, bound to the watching chart (contract-offer-watch.tsx), which opens and closes it.
 */
export function ContractOfferBody({ actor }: { actor: ContractActor }) {
  const view = useContract(actor);
  const open = useSelector(actor, selectPopupOpen);
  if (!open) return null;
  return (
    <div className="contract-popup" aria-busy={view.busy}>
      <OfferPanel view={view} />
    </div>
  );
}
