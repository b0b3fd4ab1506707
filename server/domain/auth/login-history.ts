import type { Kysely } from 'kysely';
import type { LoginHistory, LoginHistoryEntry, LoginMethod } from '../../../src/api/schemas/protection';
import { PROTECTION } from '../../../src/config/protection';
import type { Database } from '../../db/database';
import { countryOf, UNKNOWN_COUNTRY } from '../access';
import { type PrefixIndex, parseIp } from '../ip';

/** The auth_events a member sees in the login history: sign-ins and failed attempts on the account. */
const EVENTS = ['login.ok', 'login.failed', 'login.challenge.failed'] as const;
const DAY_MS = 86_400_000;

/** How the session was opened (session-start.ts `how`), as the history names it. */
const METHODS: Record<string, LoginMethod> = {
  password: 'password',
  sms: 'smsCode',
  register: 'register',
  freeplay: 'freeplay',
  'challenge:sms': 'passwordSms',
  'challenge:email': 'passwordEmail',
  'challenge:bankAccountName': 'passwordBankName',
  'challenge:totp': 'passwordAuthenticator',
  passkey: 'passkey',
};

function methodOf(event: string, detail: Record<string, unknown> | null): LoginMethod {
  const d = detail ?? {};
  if (event === 'login.ok') return METHODS[String(d.how)] ?? 'password';
  if (event === 'login.challenge.failed') return METHODS[`challenge:${String(d.method)}`] ?? 'password';
  // A failed login: the password's or a passkey's own reason, else an SMS code's (codes.ts errors).
  return d.reason === 'password' ? 'password' : d.reason === 'passkey' ? 'passkey' : 'smsCode';
}

/** "Chrome · Windows" from a User-Agent: enough for a person to recognise a device, no more. */
export function deviceOf(ua: string | null): string | null {
  if (!ua) return null;
  const browser =
    /Edg(A|iOS)?\//.test(ua) ? 'Edge'
    : /OPR\/|Opera/.test(ua) ? 'Opera'
    : /SamsungBrowser\//.test(ua) ? 'Samsung Internet'
    : /Firefox\/|FxiOS\//.test(ua) ? 'Firefox'
    : /Chrome\/|CriOS\/|Chromium\//.test(ua) ? 'Chrome'
    : /Safari\//.test(ua) ? 'Safari'
    : null;
  const os =
    /Android/.test(ua) ? 'Android'
    : /iPhone|iPad|iPod/.test(ua) ? 'iOS'
    : /Windows/.test(ua) ? 'Windows'
    : /Mac OS X|Macintosh/.test(ua) ? 'macOS'
    : /CrOS/.test(ua) ? 'ChromeOS'
    : /Linux/.test(ua) ? 'Linux'
    : null;
  const parts = [browser, os].filter(Boolean);
  return parts.length ? parts.join(' · ') : ua.slice(0, 40);
}

type Row = { created_at: Date; event: string; ip: string; user_agent: string | null; detail: Record<string, unknown> | null };

function entryOf(r: Row, geo: PrefixIndex<string>): LoginHistoryEntry {
  const country = countryOf(geo, parseIp(r.ip));
  return {
    at: r.created_at.toISOString(),
    ip: r.ip,
    country: country === UNKNOWN_COUNTRY ? null : country,
    device: deviceOf(r.user_agent),
    method: methodOf(r.event, r.detail),
    result: r.event === 'login.ok' ? 'ok' : 'failed',
  };
}

/**
 * GET the member's login history: the last PROTECTION.historyDays of sign-ins and failures,
 * newest first, paged; and the sign-in before the current one (the after-login modal's "last
 * login"), which is the second newest success.
 */
export async function loginHistory(db: Kysely<Database>, geo: PrefixIndex<string>, userId: string, now: Date, page: number): Promise<LoginHistory> {
  const size = PROTECTION.historyPageSize;
  const since = new Date(now.getTime() - PROTECTION.historyDays * DAY_MS);
  const base = db.selectFrom('auth_events').where('user_id', '=', userId).where('event', 'in', EVENTS).where('created_at', '>=', since);
  const [rows, total, previous] = await Promise.all([
    base
      .select(['created_at', 'event', 'ip', 'user_agent', 'detail'])
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(size)
      .offset((page - 1) * size)
      .execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirst(),
    db
      .selectFrom('auth_events')
      .select(['created_at', 'event', 'ip', 'user_agent', 'detail'])
      .where('user_id', '=', userId)
      .where('event', '=', 'login.ok')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(1)
      .limit(1)
      .executeTakeFirst(),
  ]);
  return {
    list: rows.map((r) => entryOf(r as Row, geo)),
    total: Number(total?.n ?? 0),
    page,
    size,
    previous: previous ? entryOf(previous as Row, geo) : null,
  };
}
