import type { ApiClient } from '../../api/client';
import { createSendCode } from './actors/send-code';
import { smsCountdownMachine } from './sms-countdown.machine';

export function createSmsCountdownImplementations({ api }: { api: Pick<ApiClient, 'call'> }) {
  return { actors: { sendCode: createSendCode(api) } };
}

export function createSmsCountdownLogic(deps: { api: Pick<ApiClient, 'call'> }) {
  return smsCountdownMachine.provide(createSmsCountdownImplementations(deps));
}
