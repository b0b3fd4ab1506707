import type { ApiClient } from '../../api/client';
import { createPasskeyLogin } from '../passkeys/actors/ceremonies';
import { createSendChallengeCode, createSubmitLogin, createVerifyLogin } from './actors/submit-login';
import { loginMachine } from './login.machine';
import { writeRememberedLogin } from './login.remember';
import type { LoginHandOver, RememberedLogin } from './login.types';

export interface LoginDeps {
  api: Pick<ApiClient, 'call'>;
  startSession: (token: string) => void;
  /** The popup policy's `popups.loggedIn`. */
  handOver: (value: LoginHandOver) => void;
  remember?: (value: RememberedLogin | null) => void;
}

export function createLoginImplementations(deps: LoginDeps) {
  return {
    actors: {
      submitLogin: createSubmitLogin(deps.api),
      sendChallengeCode: createSendChallengeCode(deps.api),
      verifyLogin: createVerifyLogin(deps.api),
      passkeyLogin: createPasskeyLogin(deps.api),
    },
    actions: {
      startSession: (_: unknown, { token }: { token: string }) => deps.startSession(token),
      rememberCredentials: (_: unknown, value: RememberedLogin | null) => (deps.remember ?? writeRememberedLogin)(value),
      handOver: (_: unknown, value: LoginHandOver) => deps.handOver(value),
    },
  };
}

export function createLoginLogic(deps: LoginDeps) {
  return loginMachine.provide(createLoginImplementations(deps));
}
