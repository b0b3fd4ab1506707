import type { ApiClient } from '../../api/client';
import { createLoadMember } from './actors/load-member';
import { createStartFreeplay } from './actors/start-freeplay';
import { sessionMachine } from './session.machine';
import { fromPromise } from 'xstate';
import { clearStoredSession, readStoredSession, writeStoredSession, writeToken } from './session.storage';
import type { StoredSession } from './session.types';

export interface SessionDeps {
  api: Pick<ApiClient, 'call'>;
  merchantCode: () => string;
  storage?: () => Storage;
}

/** The real actors and actions of the session chart: API calls and sessionStorage. */
export function createSessionImplementations({ api, merchantCode, storage = () => sessionStorage }: SessionDeps) {
  return {
    actors: {
      restore: fromPromise<StoredSession | null>(async () => readStoredSession(storage())),
      loadMember: createLoadMember(api, (token) => writeToken(token, storage())),
      startFreeplay: createStartFreeplay(api),
    },
    actions: {
      persist: (_: unknown, stored: StoredSession) => writeStoredSession(stored, storage()),
      clearStorage: () => clearStoredSession(merchantCode(), storage()),
    },
  };
}

export function createSessionLogic(deps: SessionDeps) {
  return sessionMachine.provide(createSessionImplementations(deps));
}
