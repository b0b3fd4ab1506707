import { type Kysely, sql } from 'kysely';
import {
  type AccountRecord,
  type BetRecord,
  type BetRecordPage,
  BetStatus,
  type BonusRecord,
  type Paged,
  PostingType,
  type ProfitReport,
  type ProfitRow,
} from '../../../src/api/schemas/money';
import { MONEY } from '../../../src/config/constants';
import type { BetRow, Database } from '../../db/database';
import { vendorNameOf, vendorNameRows } from '../games/vendor-names';
import { wireInstant, wireInstantOrNull } from '../time';
import { toMinor, toMinorOrNull } from './amounts';
import { badField, MoneyError } from './errors';
import type { PromotionCreditKind } from './bonuses';

/**
 * Records of the member center (docs/money.md "Records"): an inclusive yyyy-MM-dd range in the
 * site's time zone (GMT+8), at most MONEY.recordsMaxRangeDays days, pages of
 * MONEY.recordsPageSize rows, newest first. Only the logged-in member's own rows.
 */
const DAY_MS = 86_400_000;
const SITE_OFFSET_MS = 8 * 3_600_000;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface RecordQuery {
  /** Start of the first day and end of the last day (exclusive), as instants. */
  from: Date;
  to: Date;
  page: number;
}

const rangeError = (why: string) => new MoneyError('invalid', 'money.records.range', `bad record range: ${why}`, { maxDays: MONEY.recordsMaxRangeDays });

/** Midnight GMT+8 of a calendar day, as a UTC instant; null if the text is not a real day. */
function siteMidnight(text: unknown): number | null {
  const m = typeof text === 'string' ? DATE.exec(text) : null;
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(y, mo - 1, d);
  const back = new Date(utc);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null;
  return utc - SITE_OFFSET_MS;
}

/** `start`, `end`, `page` of a record query string. */
export function parseRecordQuery(q: Record<string, string | undefined>): RecordQuery {
  const start = siteMidnight(q.start);
  const end = siteMidnight(q.end);
  if (start === null || end === null) throw rangeError('start and end must be yyyy-MM-dd days');
  if (end < start) throw rangeError('end is before start');
  if ((end - start) / DAY_MS + 1 > MONEY.recordsMaxRangeDays) throw rangeError(`more than ${MONEY.recordsMaxRangeDays} days`);
  return { from: new Date(start), to: new Date(end + DAY_MS), page: parsePage(q.page) };
}

export function parsePage(v: string | undefined): number {
  if (v === undefined || v === '') return 1;
  if (!/^\d{1,6}$/.test(v) || Number(v) < 1) throw badField('page', 'validation.pattern.digits');
  return Number(v);
}

/** An optional enum filter of the query string; anything outside the list is a 400 naming the field. */
export function parseEnum<T extends string>(field: string, v: string | undefined, values: readonly T[]): T | null {
  if (v === undefined || v === '') return null;
  if (!(values as readonly string[]).includes(v)) throw badField(field, 'validation.enum');
  return v as T;
}

const offset = (page: number) => (page - 1) * MONEY.recordsPageSize;
const num = (v: string | number | bigint | null) => (v === null ? 0 : toMinor(v));

function toBetRecord(r: BetRow, vendorName: string): BetRecord {
  const stake = toMinor(r.stake);
  const payout = toMinorOrNull(r.payout);
  return {
    reference: r.reference,
    category: r.category,
    vendor: r.vendor,
    vendorName,
    gameName: r.game_name,
    stake,
    validBet: toMinor(r.valid_bet),
    payout,
    profit: r.status === 'open' || payout === null ? null : payout - stake,
    status: r.status,
    placedAt: wireInstant(r.placed_at),
    settledAt: wireInstantOrNull(r.settled_at),
  };
}

/** Betting record: filters `category` and `status`; the summary covers every page of the filter. */
export async function betRecords(
  db: Kysely<Database>,
  userId: string,
  q: RecordQuery,
  filter: { category: string | null; status: string | null },
): Promise<BetRecordPage> {
  const status = parseEnum('status', filter.status ?? undefined, Object.values(BetStatus.schema));
  const category = filter.category ? filter.category.trim().toUpperCase() : null;
  if (category && !/^[A-Z0-9_]{1,16}$/.test(category)) throw badField('category', 'validation.pattern.upperNoSpaces');
  let base = db.selectFrom('bets').where('user_id', '=', userId).where('placed_at', '>=', q.from).where('placed_at', '<', q.to);
  if (category) base = base.where('category', '=', category);
  if (status) base = base.where('status', '=', status as BetRow['status']);
  const [rows, sums] = await Promise.all([
    base.selectAll().orderBy('placed_at', 'desc').orderBy('reference', 'desc').limit(MONEY.recordsPageSize).offset(offset(q.page)).execute(),
    base
      .select([
        sql<string>`count(*)`.as('total'),
        sql<string>`coalesce(sum(stake), 0)`.as('stake'),
        sql<string>`coalesce(sum(valid_bet), 0)`.as('valid_bet'),
        sql<string>`coalesce(sum(payout), 0)`.as('payout'),
        sql<string>`coalesce(sum(payout - stake) filter (where status <> 'open'), 0)`.as('profit'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  // The vendor as the catalogue and the wallet name it (server/domain/games/vendor-names.ts).
  const names = rows.length ? await vendorNameRows(db, rows[0]!.merchant_code, rows.map((r) => r.vendor)) : [];
  return {
    list: rows.map((r) => toBetRecord(r, vendorNameOf(names, r.category, r.vendor))),
    page: q.page,
    size: MONEY.recordsPageSize,
    total: Number(sums.total),
    summary: { stake: num(sums.stake), validBet: num(sums.valid_bet), payout: num(sums.payout), profit: num(sums.profit) },
  };
}

/** The member's wallet postings in the range, with their account `a` and transaction `t`; `kinds` filters `t.kind`. */
function walletPostings(db: Kysely<Database>, userId: string, q: RecordQuery, kinds: readonly string[] | null) {
  const base = db
    .selectFrom('ledger_postings as p')
    .innerJoin('ledger_accounts as a', 'a.id', 'p.account_id')
    .innerJoin('ledger_transactions as t', 't.id', 'p.transaction_id')
    .where('a.user_id', '=', userId)
    .where('a.kind', '=', 'wallet')
    .where('p.created_at', '>=', q.from)
    .where('p.created_at', '<', q.to);
  return kinds ? base.where('t.kind', 'in', kinds) : base;
}

type WalletPostings = ReturnType<typeof walletPostings>;

/** The query's page of postings, newest first, and how many there are over every page. */
async function postingsPage<R, T>(
  postings: WalletPostings,
  q: RecordQuery,
  select: (page: WalletPostings) => { execute(): Promise<R[]> },
  toRecord: (row: R) => T,
): Promise<Paged<T>> {
  const page = postings.orderBy('p.created_at', 'desc').orderBy('p.id', 'desc').limit(MONEY.recordsPageSize).offset(offset(q.page));
  const [rows, total] = await Promise.all([select(page).execute(), postings.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()]);
  return { list: rows.map(toRecord), page: q.page, size: MONEY.recordsPageSize, total: Number(total.n) };
}

/** Account record: each posting on one of the member's wallets, with the balance after it; filter `type`. */
export async function accountRecords(db: Kysely<Database>, userId: string, q: RecordQuery, type: string | null): Promise<Paged<AccountRecord>> {
  const kind = parseEnum('type', type ?? undefined, Object.values(PostingType.schema));
  return postingsPage(
    walletPostings(db, userId, q, kind ? [kind] : null),
    q,
    (page) => page.select(['p.id', 't.kind', 'a.wallet_code', 'p.amount', 'p.balance_after', 't.reference', 'p.created_at']),
    (r) => ({
      id: String(r.id),
      type: r.kind as PostingType,
      wallet: r.wallet_code ?? '',
      amount: toMinor(r.amount),
      balanceAfter: toMinor(r.balance_after),
      reference: r.reference,
      createdAt: wireInstant(r.created_at),
    }),
  );
}

/** Personal profit and loss by game category over the settled bets of the range, with a total row ('ALL'). */
export async function profitReport(db: Kysely<Database>, userId: string, q: RecordQuery): Promise<ProfitReport> {
  const rows = await db
    .selectFrom('bets')
    .where('user_id', '=', userId)
    .where('status', '<>', 'open')
    .where('placed_at', '>=', q.from)
    .where('placed_at', '<', q.to)
    .groupBy('category')
    .orderBy('category')
    .select([
      'category',
      sql<string>`count(*)`.as('bets'),
      sql<string>`sum(stake)`.as('stake'),
      sql<string>`sum(valid_bet)`.as('valid_bet'),
      sql<string>`coalesce(sum(payout), 0)`.as('payout'),
    ])
    .execute();
  const out: ProfitRow[] = rows.map((r) => {
    const stake = num(r.stake);
    const payout = num(r.payout);
    return { category: r.category, bets: Number(r.bets), stake, validBet: num(r.valid_bet), payout, profit: payout - stake };
  });
  const total = out.reduce<ProfitRow>(
    (t, r) => ({ category: 'ALL', bets: t.bets + r.bets, stake: t.stake + r.stake, validBet: t.validBet + r.validBet, payout: t.payout + r.payout, profit: t.profit + r.profit }),
    { category: 'ALL', bets: 0, stake: 0, validBet: 0, payout: 0, profit: 0 },
  );
  return { rows: out, total };
}

const BONUS_KINDS: PromotionCreditKind[] = ['bonus', 'freeplayCredit', 'raffle', 'pointsConvert', 'referralReward', 'missionReward'];
const BONUS_NAMES: Record<PromotionCreditKind, string> = {
  bonus: 'Bonus',
  freeplayCredit: 'Free play credit',
  raffle: 'Raffle prize',
  pointsConvert: 'Points converted',
  referralReward: 'Referral reward',
  missionReward: 'Mission reward',
};

/**
 * Bonus details: promotion credits (bonuses and the free-play credit) to the member's wallets.
 * A promotion reward (promo_bonuses, same reference) carries its turnover requirement and
 * progress (docs/engagement.md "Bonus turnover"); other credits have none (null).
 */
export async function bonusRecords(db: Kysely<Database>, userId: string, q: RecordQuery): Promise<Paged<BonusRecord>> {
  return postingsPage(
    walletPostings(db, userId, q, BONUS_KINDS),
    q,
    (page) =>
      page
        .leftJoin('promo_bonuses as b', 'b.reference', 't.reference')
        .select(['t.reference', 't.kind', 't.note', 'p.amount', 'p.created_at', 'b.turnover_required', 'b.status as bonus_status'])
        .select((eb) =>
          eb
            .selectFrom('bets as x')
            .select((x) => x.fn.coalesce(x.fn.sum<string | number>('x.valid_bet'), x.lit(0)).as('s'))
            .whereRef('x.user_id', '=', 'b.user_id')
            .whereRef('x.placed_at', '>=', 'b.granted_at')
            .where('x.status', 'in', ['won', 'lost'])
            .as('turnover'),
        ),
    (r) => {
      const required = r.turnover_required === null ? null : toMinor(r.turnover_required);
      const progress = required === null ? null : r.bonus_status === 'completed' ? required : Math.min(required, toMinor(r.turnover ?? 0));
      return {
        reference: r.reference,
        name: r.note ?? BONUS_NAMES[r.kind as PromotionCreditKind] ?? r.kind,
        amount: toMinor(r.amount),
        createdAt: wireInstant(r.created_at),
        turnoverRequired: required,
        turnoverProgress: progress,
      };
    },
  );
}
