/** What the code is for: picks the endpoint (register → /sms/register, else /sms/noLogin). */
export type SmsPurpose = 'register' | 'login' | 'reset';

export interface SmsCountdownInput {
  purpose: SmsPurpose;
}

export interface SmsSendInput {
  purpose: SmsPurpose;
  mobileNum: string;
  countryDialingCode: string;
}

export interface SmsSendResult {
  expiredMinutes: number;
  /** Sent through the alternative (Firebase) channel: a fixed one-minute countdown. */
  alternative?: boolean;
}

export interface SmsCountdownContext {
  purpose: SmsPurpose;
  /** Length of the current countdown. */
  seconds: number;
  remaining: number;
  errorKey: string | null;
  /** The server's own words, shown when there is no translation for errorKey (SPEC §8). */
  serverMessage: string | null;
}

export type SmsCountdownEvent =
  | { type: 'sms.send'; mobileNum: string; countryDialingCode: string }
  | { type: 'sms.dismiss' };
