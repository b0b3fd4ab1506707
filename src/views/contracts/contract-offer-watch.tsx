import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { selectPopupOpen, stepOf, useContractWatchActor } from '../../machines/contract/use-contract';
import { useModalActor } from '../../machines/modal/use-modal';

/** The popup opens over nothing, or over the welcome shown after login; never over a screen the person opened. */
const MAY_COVER = new Set(['afterLogin']);

/**
 * Watches for contract offers while a real account is signed in (the contract chart in `popup`
 * mode: consolidated at once and every AGENTS.offerPollMs) and opens the `contractOffer` modal
 * when one waits. A small lazy chunk: the popup's view and messages load only with an offer.
 * Closing the modal (× or Escape) counts as "Later" (or "Close" once answered).
 */
export function ContractOfferWatch() {
  const actor = useContractWatchActor();
  const modal = useModalActor();
  const step = useSelector(actor, stepOf);
  const stack = useSelector(modal, (s) => s.context.stack);
  const shown = useRef(false);
  useEffect(() => {
    const snapshot = actor.getSnapshot();
    const current = modal.getSnapshot().context.stack;
    const showing = current.some((m) => m.name === 'contractOffer');
    if (showing) shown.current = true;
    if (selectPopupOpen(snapshot)) {
      if (shown.current && !showing) {
        // Closed from its frame: put off, or done with the outcome.
        shown.current = false;
        if (snapshot.can({ type: 'contract.later' })) actor.send({ type: 'contract.later' });
        else if (snapshot.can({ type: 'contract.close' })) actor.send({ type: 'contract.close' });
        return;
      }
      const top = current.at(-1)?.name;
      if (!showing && (top === undefined || MAY_COVER.has(top))) modal.send({ type: 'modal.open', name: 'contractOffer', props: { actor } });
    } else if (showing) {
      shown.current = false;
      if (current.at(-1)?.name === 'contractOffer') modal.send({ type: 'modal.close' });
    }
  }, [actor, modal, step, stack]);
  return null;
}
