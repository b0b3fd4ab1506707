import type { ApiClient } from '../../api/client';
import { createDeleteSession } from './actors/delete-session';
import { logoutMachine } from './logout.machine';

export interface LogoutDeps {
  api: Pick<ApiClient, 'call'>;
  /** Ends the session chart's session, closes overlays and goes to /. */
  signOut: () => void;
}

export function createLogoutImplementations({ api, signOut }: LogoutDeps) {
  return {
    actors: { deleteSession: createDeleteSession(api) },
    actions: { signOut: () => signOut() },
  };
}

export function createLogoutLogic(deps: LogoutDeps) {
  return logoutMachine.provide(createLogoutImplementations(deps));
}
