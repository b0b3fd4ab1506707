import type { ApiClient } from '../../api/client';
import { createAutoLogin, createRequestEmail, createResetByPhone } from './actors/forgot-actors';
import { forgotPasswordMachine } from './forgot-password.machine';

export interface ForgotPasswordDeps {
  api: Pick<ApiClient, 'call'>;
  signIn: (token: string) => void;
  close: () => void;
}

export function createForgotPasswordImplementations({ api, signIn, close }: ForgotPasswordDeps) {
  return {
    actors: { requestEmail: createRequestEmail(api), resetByPhone: createResetByPhone(api), autoLogin: createAutoLogin(api) },
    actions: { signIn: (_: unknown, { token }: { token: string }) => signIn(token), close: () => close() },
  };
}

export function createForgotPasswordLogic(deps: ForgotPasswordDeps) {
  return forgotPasswordMachine.provide(createForgotPasswordImplementations(deps));
}
