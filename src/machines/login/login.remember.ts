import { UI } from '../../config/constants';
import type { RememberedLogin } from './login.types';

const COOKIE = 'rememberLogin';

/** The remember-me cookie (SPEC §3) as it was left, or null. */
export function readRememberedLogin(doc: Document = document): RememberedLogin | null {
  const raw = doc.cookie
    .split('; ')
    .find((c) => c.startsWith(`${COOKIE}=`))
    ?.slice(COOKIE.length + 1);
  if (!raw) return null;
  try {
    const v = JSON.parse(decodeURIComponent(raw)) as Partial<RememberedLogin>;
    return {
      username: String(v.username ?? ''),
      password: String(v.password ?? ''),
      mobileNum: String(v.mobileNum ?? ''),
      countryDialingCode: String(v.countryDialingCode ?? ''),
    };
  } catch {
    return null;
  }
}

/**
 * Writes (or, with null, deletes) the remember-me cookie for UI.rememberMeDays.
 * NOTE: the spec asks for the password itself to be kept in this cookie. That is weaker than
 * a browser password manager (any script on the origin can read it), so it is only ever
 * written when the person ticks "remember password"; unticking deletes it.
 */
export function writeRememberedLogin(value: RememberedLogin | null, doc: Document = document): void {
  if (value === null) {
    doc.cookie = `${COOKIE}=; max-age=0; path=/; SameSite=Strict`;
    return;
  }
  const maxAge = UI.rememberMeDays * 24 * 60 * 60;
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  doc.cookie = `${COOKIE}=${encodeURIComponent(JSON.stringify(value))}; max-age=${maxAge}; path=/; SameSite=Strict${secure}`;
}
