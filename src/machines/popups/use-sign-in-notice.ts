import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { useApiResource } from '../resource/use-resource';
import { selectSignInNoticeDue, usePopupsActor } from './use-popups';

/**
 * The previous sign-in line after a login, apart from the popups hooks every page loads: only the
 * line's lazy part (src/views/modals/previous-sign-in-notice.tsx) uses these.
 */

/** Whether the line is due (the popups chart's `signInNoticeDue`), and its dismissal. */
export function useSignInNotice() {
  const actor = usePopupsActor();
  const due = useSelector(actor, selectSignInNoticeDue);
  const dismiss = useMemo(() => () => actor.send({ type: 'popups.signInNotice.dismiss' }), [actor]);
  return { due, dismiss };
}

/** The sign-in before this one (the login history's `previous`): read when the line is due. */
export function usePreviousSignIn() {
  return useApiResource('loginHistory', { page: 1 });
}
