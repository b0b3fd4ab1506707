import type { ApiClient } from '../../api/client';
import { createLoadCaptcha } from './actors/load-captcha';
import { captchaMachine } from './captcha.machine';

export function createCaptchaImplementations({ api }: { api: Pick<ApiClient, 'call'> }) {
  return { actors: { loadCaptcha: createLoadCaptcha(api) } };
}

export function createCaptchaLogic(deps: { api: Pick<ApiClient, 'call'> }) {
  return captchaMachine.provide(createCaptchaImplementations(deps));
}
