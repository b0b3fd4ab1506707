import { createApiClient } from '../../../src/api/client';
import type { RunningServer } from './server';

/**
 * The SPA's own API client (same headers, encryption and validation) run from the test process
 * as a visitor at `ip`: for seeding what a path needs (a fresh account, earlier failures)
 * through the real API rather than the database. Keeps the captcha cookie like a browser.
 * `token` (optional) makes it a logged-in member's client, for member-only endpoints.
 */
export function apiVisitor(server: RunningServer, ip: string, token: () => string | null = () => null) {
  let captchaCookie = '';
  const visitorFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    request.headers.set('X-Forwarded-For', ip);
    if (captchaCookie) request.headers.set('Cookie', captchaCookie);
    const response = await fetch(request);
    const id = /wps_captcha=([^;]*)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (id !== undefined) captchaCookie = `wps_captcha=${id}`;
    return response;
  };
  const api = createApiClient({ baseUrl: server.url, merchantCode: () => 'bd01', language: () => 'en', token, fetch: visitorFetch });

  /** A new captcha for this visitor, answered from the dev-only endpoint. */
  async function captcha(): Promise<string> {
    await api.call('captcha');
    const id = decodeURIComponent(captchaCookie.split('=')[1] ?? '');
    const res = await fetch(`${server.url}/dev/captcha?id=${encodeURIComponent(id)}`);
    const { value } = (await res.json()) as { value: { answer: string | null } };
    if (!value.answer) throw new Error('captcha answer unknown');
    return value.answer;
  }

  /**
   * Registers a username account; `login: false` leaves it never logged in. A payee name or a
   * mobile number gives the account a way to answer the new-address check (bank account name,
   * SMS); a mobile number also lets it log in on the SMS tab.
   */
  async function register(username: string, password: string, login: boolean, extra: { payeeName?: string; mobileNum?: string; countryDialingCode?: string } = {}) {
    return api.call('register', {
      body: {
        registerMethod: 'WEB',
        login,
        termsAccepted: true,
        registerUrl: `${server.url}/register`,
        domain: new URL(server.url).host,
        username,
        password,
        confirmPassword: password,
        ...extra,
        captcha: await captcha(),
      },
    });
  }

  /** A refused login attempt (wrong password); resolves with the error code. */
  async function failLogin(username: string): Promise<string> {
    try {
      await api.call('login', { body: { type: 'username', username, password: 'Not-the-password-1' } });
    } catch (e) {
      return (e as { messageKey?: string }).messageKey ?? String(e);
    }
    throw new Error('a wrong password was accepted');
  }

  /** A refused SMS login (a code never sent to that number); resolves with the error code. */
  async function failSmsLogin(mobileNum: string, countryDialingCode = '+880'): Promise<string> {
    try {
      await api.call('login', { body: { type: 'sms', mobileNum, countryDialingCode, verificationCode: '000000' } });
    } catch (e) {
      return (e as { messageKey?: string }).messageKey ?? String(e);
    }
    throw new Error('an unsent SMS code was accepted');
  }

  return { api, captcha, register, failLogin, failSmsLogin };
}
