import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, NewSession, UserRow } from '../db/database';
import { type AuthEvent, authEventRow } from './auth-events';
import type { CounterSettle } from './rate-counters';
import { sessionsChanged } from '../domain/read-cache';

// A login's reads and writes around its hash, one statement each, written as SQL text: on
// PGlite every statement is parsed, planned and run on the server's own thread, beside the
// request handling, and a query builder tree of this size costs as much again to compile.
// Counter rows are always locked in key order (see bumpCounters in rate-counters.ts).

const ts = (d: Date) => sql<Date>`cast(${d.toISOString()} as timestamptz)`;

export type AccountRef = { username: string } | { dialingCode: string; mobileNum: string };

export interface LoginFacts {
  user: UserRow | undefined;
  /** Counts of the two failure windows (0 when lapsed or never started). */
  failures: { account: number; address: number };
  /** Whether the account has logged in before, and from this address. */
  history: { any: boolean; here: boolean };
  /**
   * The attempt counted up front (bumpCounters of the flight and account keys by one): their
   * new counts, or null when it was not counted because a failure count was not below its
   * limit in `count.below` (the caller checks captcha and slowdown first, then counts).
   */
  counted: { inFlight: number; account: number } | null;
}

export interface LoginFactsQuery {
  merchantCode: string;
  account: AccountRef;
  ip: string;
  /** Failure count of the account (login:acct:…) and of the address (login:ip:…). */
  accountKey: string;
  addressKey: string;
  /** Attempts of the address in flight (login:flight:…). */
  flightKey: string;
  now: Date;
  windowMs: number;
  /** Count the attempt in the same statement when both failure counts are below these. */
  below: { account: number; address: number };
}

/**
 * One statement: the account, the failure counts of its throttle, its address history and,
 * when no captcha or slowdown can apply (both counts under `below`), the attempt counted.
 * It answers one row whether or not the account exists, at the same cost.
 */
export async function loginFacts(db: Kysely<Database>, q: LoginFactsQuery): Promise<LoginFacts> {
  const since = ts(new Date(q.now.getTime() - q.windowMs));
  const now = ts(q.now);
  const [first, second] = [q.flightKey, q.accountKey].sort();
  const account = q.account;
  const match =
    'username' in account
      ? sql`u.merchant_code = ${q.merchantCode} and lower(u.username) = ${account.username.toLowerCase()}`
      : sql`u.merchant_code = ${q.merchantCode} and u.dialing_code = ${account.dialingCode} and u.mobile_num = ${account.mobileNum}`;
  const { rows } = await sql<UserRow & { f_account: number; f_address: number; seen_before: boolean; seen_here: boolean; c_flight: number | null; c_account: number | null }>`
    with f as (
      select coalesce((select count from rate_counters where key = ${q.accountKey} and window_start > ${since}), 0) as f_account,
             coalesce((select count from rate_counters where key = ${q.addressKey} and window_start > ${since}), 0) as f_address
    ), counted as (
      insert into rate_counters (key, count, window_start)
      select s.key, 1, ${now} from f, (values (1, ${first}::text), (2, ${second}::text)) as s(n, key)
      where f.f_account < ${q.below.account} and f.f_address < ${q.below.address}
      order by s.n
      on conflict (key) do update set
        count = greatest(0, case when rate_counters.window_start <= ${since} then excluded.count else rate_counters.count + excluded.count end),
        window_start = case when rate_counters.window_start <= ${since} then ${now} else rate_counters.window_start end
      returning key, count
    )
    select u.*, f.f_account, f.f_address,
      exists (select 1 from user_ips i where i.user_id = u.id) as seen_before,
      exists (select 1 from user_ips i where i.user_id = u.id and i.ip = ${q.ip}) as seen_here,
      (select c.count from counted c where c.key = ${q.flightKey}) as c_flight,
      (select c.count from counted c where c.key = ${q.accountKey}) as c_account
    from f left join users u on ${match}`.execute(db);
  const { f_account, f_address, seen_before, seen_here, c_flight, c_account, ...user } = rows[0]!;
  return {
    user: user.id === null ? undefined : (user as UserRow),
    failures: { account: Number(f_account), address: Number(f_address) },
    history: { any: Boolean(seen_before), here: Boolean(seen_here) },
    counted: c_flight === null ? null : { inFlight: Number(c_flight), account: Number(c_account ?? 0) },
  };
}

/** Everything a successful login writes besides the session itself. */
export interface LoginRecord {
  /** Registered as one the account has logged in from (user_ips). */
  ip: string;
  event: AuthEvent;
  /** The throttle's counters (password and SMS logins). */
  counters?: CounterSettle;
}

/**
 * One statement: the user's live sessions end as 'replaced', `session` is inserted (the
 * statement's snapshot cannot see it, so it stays live), the user's last login and the
 * address are recorded, the event logged and, with counters, the account's failure count
 * cleared and the address's attempt in flight released, in that order (key order). Run it
 * inside the transaction that holds the user's session lock (domain/sessions.ts), via
 * runTransaction.
 */
export async function recordLogin(db: Kysely<Database>, session: NewSession, at: Date, rec: LoginRecord): Promise<void> {
  const when = ts(at);
  const ctes: RawBuilder<unknown>[] = [];
  const c = rec.counters;
  if (c) {
    const cutoff = ts(new Date(c.now.getTime() - c.windowMs));
    ctes.push(
      sql`cleared as (delete from rate_counters where key = ${c.clear} returning key)`,
      // Reads `cleared` first, so the account's row is locked before the flight's.
      sql`released as (
        insert into rate_counters (key, count, window_start)
        select ${c.release}::text, 0, ${ts(c.now)} where (select count(*) from cleared) >= 0
        on conflict (key) do update set
          count = greatest(0, case when rate_counters.window_start <= ${cutoff} then -1 else rate_counters.count - 1 end),
          window_start = case when rate_counters.window_start <= ${cutoff} then ${ts(c.now)} else rate_counters.window_start end
      )`,
    );
  }
  ctes.push(
    sql`ended as (update sessions set ended_at = ${when}, end_reason = 'replaced' where user_id = ${session.user_id} and ended_at is null)`,
    sql`opened as (
      insert into sessions (token_hash, user_id, merchant_code, created_at, expires_at, account_type, password_change_required, rechecked_at)
      values (${session.token_hash}, ${session.user_id}, ${session.merchant_code}, ${ts(new Date(session.created_at ?? at))},
              ${ts(new Date(session.expires_at))}, ${session.account_type ?? 0}, ${session.password_change_required ?? false},
              ${session.rechecked_at ? ts(new Date(session.rechecked_at)) : null})
    )`,
    sql`seen as (update users set last_login_at = ${when} where id = ${session.user_id})`,
    sql`known as (
      insert into user_ips (user_id, ip, first_seen, last_seen) values (${session.user_id}, ${rec.ip}, ${when}, ${when})
      on conflict (user_id, ip) do update set last_seen = ${when}
    )`,
  );
  const e = authEventRow(rec.event);
  await sql`
    with ${sql.join(ctes)}
    insert into auth_events (merchant_code, event, user_id, subject, ip, user_agent, detail, created_at)
    values (${e.merchant_code}, ${e.event}, ${e.user_id}, ${e.subject}, ${e.ip}, ${e.user_agent}, ${e.detail}::jsonb, ${ts(rec.event.at)})`.execute(db);
  sessionsChanged(db, session.user_id);
}
