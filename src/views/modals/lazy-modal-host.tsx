import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { useModalActor } from '../../machines/modal/use-modal';
import { lazyPart } from '../common/lazy-page';

/**
 * The modal host's views (the dialog frame, every body's loader, the HTML sanitiser) load with
 * the first modal the modal chart opens: a lobby visit that opens none does not download them
 * (issue #16 initial-JS budget). Until the chunk arrives nothing is drawn: a dialog's frame
 * appears whole, not as an empty box that fills in. Once loaded it stays: a game chosen in the game
 * popup closes the popup and starts through the host's launcher.
 */
const Host = lazyPart(() => import('./modal-host').then((m) => m.ModalHost), <></>);

export function LazyModalHost() {
  const open = useSelector(useModalActor(), (s) => s.context.stack.length > 0);
  const [needed, setNeeded] = useState(open);
  if (open && !needed) setNeeded(true);
  return needed || open ? <Host /> : null;
}
