import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { RegisterRequest, RegisterResult, RegisterSetup, RegistrationMode } from '../register.types';

/** The register setting, and the URL affiliate code checked once on mount (SPEC §4). */
export function createLoadSetup(api: Pick<ApiClient, 'call'>, domain: () => string) {
  return fromPromise<RegisterSetup, { urlAffiliateCode: string | null }>(async ({ input, signal }) => {
    const [setting, urlCodeValid] = await Promise.all([
      api.call('registerSetting', { signal }),
      input.urlAffiliateCode
        ? api
            .call('affiliate', { query: { code: input.urlAffiliateCode, domain: domain() }, signal })
            .then((r) => r.valid)
            .catch(() => false)
        : Promise.resolve(false),
    ]);
    return { setting, urlCodeValid };
  });
}

/** GET /wps/agent/affiliate (code, domain). */
export function createCheckAffiliate(api: Pick<ApiClient, 'call'>, domain: () => string) {
  return fromPromise<boolean, { code: string }>(async ({ input, signal }) => {
    const r = await api.call('affiliate', { query: { code: input.code, domain: domain() }, signal });
    return r.valid;
  });
}

/** PUT /wps/member/register or /register/mobile (encrypted by the client). */
export function createSubmitRegister(api: Pick<ApiClient, 'call'>) {
  return fromPromise<RegisterResult, { mode: RegistrationMode; body: RegisterRequest }>(({ input, signal }) =>
    api.call(input.mode === 'mobile' ? 'registerMobile' : 'register', { body: input.body, signal }),
  );
}
