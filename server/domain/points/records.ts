import { type Kysely, sql } from 'kysely';
import type { Paged } from '../../../src/api/schemas/money';
import type { PointRecord, PointRecordType, PointsRatio, RedemptionStatus } from '../../../src/api/schemas/points';
import { POINTS } from '../../../src/config/points';
import type { Database, Localized } from '../../db/database';
import { pick } from '../localize';
import { toMinor } from '../money/amounts';
import { wireInstant } from '../time';
import type { Lang } from './redeem';

/** Ledger kinds of a member's point account as the record types of the wire. */
const TYPE_OF_KIND: Record<string, PointRecordType> = {
  earn: 'earn',
  vipLevelUp: 'vipLevelUp',
  redeem: 'redeem',
  redeemRejected: 'redeemRefund',
  convert: 'convert',
  adjust: 'adjust',
};
const KINDS_OF_TYPE = Object.fromEntries(Object.entries(TYPE_OF_KIND).map(([k, t]) => [t, k])) as Record<PointRecordType, string>;

interface Row {
  reference: string;
  kind: string;
  note: string | null;
  detail: Record<string, unknown>;
  created_at: Date;
  amount: string | number;
  balance_after: string | number;
  status: RedemptionStatus | null;
  [key: string]: unknown;
}

const num = (v: unknown): number | null => (typeof v === 'number' && Number.isSafeInteger(v) ? v : null);

/**
 * PTS_memberTransactionDetail: every movement of the member's own point account, newest first,
 * with the SPEC §3 points-record columns (schemas/points.ts PointRecord). A redemption's status
 * is its current one; its refund on rejection is a row of its own.
 */
export async function pointRecords(
  db: Kysely<Database>,
  merchantCode: string,
  userId: string,
  page: number,
  type: PointRecordType | null,
  l: Lang,
): Promise<Paged<PointRecord>> {
  const size = POINTS.pageSize;
  const account = `pts:u:${userId}`;
  const kind = type ? sql`and t.kind = ${KINDS_OF_TYPE[type]}` : sql``;
  const [rows, total] = await Promise.all([
    sql<Row>`
      select t.reference, t.kind, t.note, t.detail, t.created_at, p.amount, p.balance_after, r.status
      from point_postings p
      join point_transactions t on t.id = p.transaction_id
      left join point_redemptions r on r.reference = t.reference and t.kind = 'redeem'
      where p.account_id = ${account} and t.merchant_code = ${merchantCode} ${kind}
      order by p.id desc limit ${size} offset ${(page - 1) * size}`.execute(db),
    sql<{ n: string }>`
      select count(*)::text as n from point_postings p join point_transactions t on t.id = p.transaction_id
      where p.account_id = ${account} ${kind}`.execute(db),
  ]);
  return { list: rows.rows.map((r) => toRecord(r, l)), page, size, total: Number(total.rows[0]?.n ?? 0) };
}

function toRecord(r: Row, l: Lang): PointRecord {
  const d = (typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail) as Record<string, unknown>;
  const type = TYPE_OF_KIND[r.kind] ?? 'adjust';
  const name = d.name && typeof d.name === 'object' ? pick(d.name as Localized, l.lang, l.fallback) : null;
  const ratio = d.ratio && typeof d.ratio === 'object' ? (d.ratio as PointsRatio) : null;
  return {
    reference: r.reference,
    applyTime: wireInstant(r.created_at),
    type,
    name,
    quantity: num(d.quantity),
    pointsRequirement: num(d.pointsEach),
    amountRequirement: num(d.amountRequirement),
    status: r.status,
    changedPoints: toMinor(r.amount),
    pointsBalance: toMinor(r.balance_after),
    remark: r.note,
    pointsRatio: ratio,
    amount: num(d.amount),
    validBet: num(d.validBet),
    level: num(d.level),
  };
}
