import type { ApiClient } from '../../api/client';
import { createResetPassword } from './actors/reset-password';
import { resetPasswordMachine } from './reset-password.machine';

export interface ResetPasswordDeps {
  api: Pick<ApiClient, 'call'>;
  /** Opens the login modal. */
  openLogin: () => void;
}

export function createResetPasswordImplementations({ api, openLogin }: ResetPasswordDeps) {
  return { actors: { resetPassword: createResetPassword(api) }, actions: { openLogin: () => openLogin() } };
}

export function createResetPasswordLogic(deps: ResetPasswordDeps) {
  return resetPasswordMachine.provide(createResetPasswordImplementations(deps));
}
