import type { ApiClient } from '../../api/client';
import { createCheckAffiliate, createLoadSetup, createSubmitRegister } from './actors/register-actors';
import { registerMachine } from './register.machine';
import type { RegisterResult } from './register.types';

export interface RegisterDeps {
  api: Pick<ApiClient, 'call'>;
  domain: () => string;
  /** Registered (login true): hand the session over, close, welcome. */
  complete: (result: RegisterResult) => void;
}

export function createRegisterImplementations({ api, domain, complete }: RegisterDeps) {
  return {
    actors: {
      loadSetup: createLoadSetup(api, domain),
      checkAffiliate: createCheckAffiliate(api, domain),
      submitRegister: createSubmitRegister(api),
    },
    actions: { completeRegistration: (_: unknown, result: RegisterResult) => complete(result) },
  };
}

export function createRegisterLogic(deps: RegisterDeps) {
  return registerMachine.provide(createRegisterImplementations(deps));
}
