import type { ApiClient } from '../../api/client';
import { createLoadPasskeys, createRegisterPasskey, createRemovePasskey, createRenamePasskey } from './actors/ceremonies';
import { passkeysMachine } from './passkeys.machine';

export interface PasskeysDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createPasskeysLogic({ api }: PasskeysDeps) {
  return passkeysMachine.provide({
    actors: {
      loadPasskeys: createLoadPasskeys(api),
      registerPasskey: createRegisterPasskey(api),
      removePasskey: createRemovePasskey(api),
      renamePasskey: createRenamePasskey(api),
    },
  });
}
