import { TRIAL_TYPE } from '../session/session.types';
import { useSessionActor, useSessionSelector } from '../session/use-session';

/** What a lobby shows above its games for the account in the tab (category-lobby.tsx). */
export interface MemberStripsPlace {
  /** The strips' place is kept: the strips themselves, or their frame while the session is checked. */
  kept: boolean;
  /** The signed-in member's (or agent's) token: the strips load for it. Null while checking, and for visitors and trial accounts. */
  token: string | null;
}

/**
 * Whether a lobby keeps the place of the member's favourites and recently played strips (issue #21:
 * a lobby must not move down when they arrive):
 *  - a member or agent is signed in: the strips, read for this token;
 *  - a stored token is being checked with the server (the session chart's `loadingInfo` after a
 *    reload, a link opened in the tab, or a login): most likely a member, so the strips' frame
 *    holds their place until the answer; a session stored as a trial account's gets none;
 *  - otherwise (visitors, trial accounts) no strips and no place.
 */
export function useMemberStrips(): MemberStripsPlace {
  const actor = useSessionActor();
  const token = useSessionSelector(actor, (s) => (s.hasTag('session:member') ? s.context.token : null));
  const checking = useSessionSelector(actor, (s) => s.matches('loadingInfo') && s.context.token !== null && s.context.info?.type !== TRIAL_TYPE);
  return { kept: token !== null || checking, token };
}
