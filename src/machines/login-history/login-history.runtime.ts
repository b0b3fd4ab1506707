import type { ApiClient } from '../../api/client';
import { createLoadLogins, createReportNotMe } from './actors/login-history-calls';
import { loginHistoryMachine } from './login-history.machine';

export interface LoginHistoryDeps {
  api: Pick<ApiClient, 'call'>;
  signedOut: () => void;
}

export function createLoginHistoryLogic({ api, signedOut }: LoginHistoryDeps) {
  return loginHistoryMachine.provide({
    actors: { loadLogins: createLoadLogins(api), reportNotMe: createReportNotMe(api) },
    actions: { signedOut: () => signedOut() },
  });
}
