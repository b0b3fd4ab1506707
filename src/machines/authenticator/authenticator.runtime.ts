import type { ApiClient } from '../../api/client';
import { createConfirmTotp, createDisableTotp, createLoadProtection, createStartTotp } from './actors/protection-calls';
import { authenticatorMachine } from './authenticator.machine';

export interface AuthenticatorDeps {
  api: Pick<ApiClient, 'call'>;
}

export function createAuthenticatorLogic({ api }: AuthenticatorDeps) {
  return authenticatorMachine.provide({
    actors: {
      loadProtection: createLoadProtection(api),
      startTotp: createStartTotp(api),
      confirmTotp: createConfirmTotp(api),
      disableTotp: createDisableTotp(api),
    },
  });
}
