import { fromPromise } from 'xstate';
import type { ApiClient } from '../../../api/client';
import type { SmsSendInput, SmsSendResult } from '../sms-countdown.types';

/** POST /wps/verification/sms/register or /noLogin (purpose login or reset). */
export function createSendCode(api: Pick<ApiClient, 'call'>) {
  return fromPromise<SmsSendResult, SmsSendInput>(({ input, signal }) =>
    input.purpose === 'register'
      ? api.call('smsRegister', { body: { countryDialingCode: input.countryDialingCode, mobileNo: input.mobileNum }, signal })
      : api.call('smsNoLogin', {
          body: { countryDialingCode: input.countryDialingCode, mobileNum: input.mobileNum, purpose: input.purpose },
          signal,
        }),
  );
}
