import { withAccountsCatalog } from '../accounts/accounts-catalog';
import { lazyPart } from '../common/lazy-page';
import { useSignInNotice } from '../../machines/popups/use-sign-in-notice';

/**
 * The previous sign-in line after a login (the popups chart's `signInNoticeDue`): a line on the page,
 * not a popup, so it waits under whatever the login opens (the forced password change, a contract
 * offer) and never changes the modal order. Its view and messages (accounts catalog) load only when
 * it is due: a visitor's home route carries none of it (issue #16 initial-JS budget).
 */
const Line = lazyPart(withAccountsCatalog(() => import('../accounts/previous-sign-in').then((m) => m.PreviousSignInLine)), <></>);

export function PreviousSignInNotice() {
  const { due, dismiss } = useSignInNotice();
  return due ? <Line onDismiss={dismiss} /> : null;
}
