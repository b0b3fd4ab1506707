import type { ApiClient } from '../../api/client';
import { createChangePassword } from './actors/change-password';
import { changePasswordMachine } from './change-password.machine';

export interface ChangePasswordDeps {
  api: Pick<ApiClient, 'call'>;
  /** Reload member info, close the modal, go home. */
  finish: () => void;
}

export function createChangePasswordImplementations({ api, finish }: ChangePasswordDeps) {
  return { actors: { changePassword: createChangePassword(api) }, actions: { finish: () => finish() } };
}

export function createChangePasswordLogic(deps: ChangePasswordDeps) {
  return changePasswordMachine.provide(createChangePasswordImplementations(deps));
}
