import type { Deposit, DepositChannels, Paged } from '../../../src/api/schemas/money';
import { MONEY } from '../../../src/config/constants';
import type { DepositRow } from '../../db/database';
import { json } from '../../db/json';
import { enforceDepositLimits } from '../care/limits';
import { wireInstant, wireInstantOrNull } from '../time';
import { checkLimits, formatAmount, parseAmount, parseRequestId, toMinor } from './amounts';
import type { MerchantMoney, MoneyDeps } from './context';
import { depositState, depositUnknown, MoneyError } from './errors';
import { idempotent } from './idempotency';
import { ledgerAccount, ledgerTransaction, post, type Tx } from './ledger';
import { newReference } from './references';

/**
 * Deposits (docs/money.md "Deposit states"): a member asks to pay through a channel and gets a
 * reference and instructions; the money is credited once the payment is confirmed — by the
 * operator (`ops deposit approve`) or, on demo channels outside production, by the demo
 * provider. pending → approved | rejected | expired, each exactly once.
 */

export function depositChannels(m: MerchantMoney): DepositChannels {
  return {
    currency: m.currency,
    channels: m.config.depositChannels.map(({ code, kind, name, min, max, demo }) => ({ code, kind, name, min, max, demo })),
  };
}

export function toDeposit(r: DepositRow): Deposit {
  return {
    reference: r.reference,
    channel: r.channel,
    channelName: r.channel_name,
    amount: toMinor(r.amount),
    status: r.status,
    instructions: r.instructions,
    createdAt: wireInstant(r.created_at),
    expiresAt: wireInstant(r.expires_at),
    decidedAt: wireInstantOrNull(r.decided_at),
  };
}

/** POST /wps/deposit: a pending request with a reference; nothing is credited yet. */
export async function createDeposit(
  d: MoneyDeps,
  m: MerchantMoney,
  userId: string,
  input: { requestId: unknown; channel: unknown; amount: unknown },
): Promise<Deposit> {
  const requestId = parseRequestId(input.requestId);
  const amount = parseAmount(input.amount);
  const code = typeof input.channel === 'string' ? input.channel.trim().toUpperCase() : '';
  const channel = m.config.depositChannels.find((c) => c.code === code);
  if (!channel) throw new MoneyError('invalid', 'money.deposit.channel', 'unknown deposit channel', { channel: code });
  checkLimits(amount, channel.min, channel.max);
  const at = d.clock.now();
  return idempotent(d.db, { userId, key: requestId, scope: 'deposit', params: { channel: code, amount } }, at, async (tx) => {
    // Responsible gambling: the member's deposit limits, checked under the member's lock in this transaction.
    await enforceDepositLimits(tx, userId, amount, at);
    const reference = newReference('D', at);
    const row = await tx
      .insertInto('deposits')
      .values({
        reference,
        merchant_code: m.code,
        user_id: userId,
        channel: channel.code,
        channel_name: channel.name,
        demo: channel.demo,
        amount,
        status: 'pending',
        instructions: json({
          payTo: channel.payTo,
          accountName: channel.accountName,
          note: `Send ${formatAmount(amount, m.currency.symbol)} to ${channel.payTo} (${channel.accountName}) through ${channel.name} and quote the reference ${reference}.`,
        }),
        created_at: at,
        expires_at: new Date(at.getTime() + d.settings.depositTtlMs),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toDeposit(row);
  });
}

/** One of the member's own deposits; someone else's answers exactly like a missing one. */
export async function depositStatus(d: MoneyDeps, userId: string, reference: string): Promise<Deposit> {
  const row = await d.db.selectFrom('deposits').selectAll().where('reference', '=', reference).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw depositUnknown();
  return toDeposit(row);
}

export async function listDeposits(d: MoneyDeps, userId: string, page: number): Promise<Paged<Deposit>> {
  const size = MONEY.recordsPageSize;
  const base = d.db.selectFrom('deposits').where('user_id', '=', userId);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('reference', 'desc').limit(size).offset((page - 1) * size).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toDeposit), page, size, total: Number(total.n) };
}

export type DepositDecider = 'operator' | 'demo' | 'seed';

/**
 * pending → approved with its ledger posting (channel −a, MAIN +a), exactly once: the status
 * change is a conditional update in the posting's transaction, so a second approver (another
 * instance, the demo job, an operator) finds it no longer pending.
 */
export async function approveDeposit(d: MoneyDeps, merchantCode: string | null, reference: string, by: DepositDecider): Promise<Deposit> {
  return ledgerTransaction(d.db, (tx) => approveDepositIn(tx, d.clock.now(), merchantCode, reference, by));
}

export async function approveDepositIn(tx: Tx, at: Date, merchantCode: string | null, reference: string, by: DepositDecider): Promise<Deposit> {
  const row = await decide(tx, merchantCode, reference, { status: 'approved', decided_at: at, decided_by: by }, by === 'demo');
  const posted = await post(tx, {
    merchantCode: row.merchant_code,
    kind: 'deposit',
    reference: row.reference,
    userId: row.user_id,
    note: row.channel_name,
    at,
    legs: [
      { account: ledgerAccount.channel(row.merchant_code, row.channel), amount: -toMinor(row.amount) },
      { account: ledgerAccount.wallet(row.merchant_code, row.user_id), amount: toMinor(row.amount) },
    ],
  });
  const done = await tx.updateTable('deposits').set({ transaction_id: posted.transactionId }).where('reference', '=', row.reference).returningAll().executeTakeFirstOrThrow();
  return toDeposit(done);
}

/** pending → rejected by the operator (nothing was credited, nothing moves). */
export async function rejectDeposit(d: MoneyDeps, merchantCode: string | null, reference: string, reason: string | null): Promise<Deposit> {
  return ledgerTransaction(d.db, async (tx) =>
    toDeposit(await decide(tx, merchantCode, reference, { status: 'rejected', decided_at: d.clock.now(), decided_by: 'operator', reject_reason: reason }, false)),
  );
}

async function decide(
  tx: Tx,
  merchantCode: string | null,
  reference: string,
  set: { status: 'approved' | 'rejected'; decided_at: Date; decided_by: string; reject_reason?: string | null },
  demoOnly: boolean,
): Promise<DepositRow> {
  let q = tx.updateTable('deposits').set(set).where('reference', '=', reference).where('status', '=', 'pending');
  if (merchantCode) q = q.where('merchant_code', '=', merchantCode);
  if (demoOnly) q = q.where('demo', '=', true);
  const row = await q.returningAll().executeTakeFirst();
  if (row) return row;
  let find = tx.selectFrom('deposits').select(['status', 'demo']).where('reference', '=', reference);
  if (merchantCode) find = find.where('merchant_code', '=', merchantCode);
  const existing = await find.executeTakeFirst();
  if (!existing) throw depositUnknown();
  if (demoOnly && !existing.demo) throw new MoneyError('invalid', 'money.deposit.channel', 'only demo-channel deposits are confirmed by the demo provider');
  throw depositState(existing.status);
}

/** Job: pending requests older than the deposit lifetime expire (a conditional update: safe to repeat). */
export async function expireDeposits(d: MoneyDeps): Promise<number> {
  const now = d.clock.now();
  const r = await d.db
    .updateTable('deposits')
    .set({ status: 'expired', decided_at: now, decided_by: 'job' })
    .where('status', '=', 'pending')
    .where('expires_at', '<=', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/**
 * Job (demo provider, not in production): pending demo-channel deposits older than the delay
 * are confirmed. Each approval is its own exactly-once transaction; a deposit another process
 * approved first is skipped.
 */
export async function confirmDemoDeposits(d: MoneyDeps, delayMs: number): Promise<number> {
  const now = d.clock.now();
  const due = await d.db
    .selectFrom('deposits')
    .select('reference')
    .where('status', '=', 'pending')
    .where('demo', '=', true)
    .where('created_at', '<=', new Date(now.getTime() - delayMs))
    .where('expires_at', '>', now)
    .orderBy('created_at')
    .limit(100)
    .execute();
  let done = 0;
  for (const { reference } of due) {
    try {
      await approveDeposit(d, null, reference, 'demo');
      done++;
    } catch (e) {
      if (!(e instanceof MoneyError)) throw e;
    }
  }
  return done;
}

/** Operator listing: pending first (oldest first), or the latest of every status. */
export async function listDepositsForOps(d: MoneyDeps, merchantCode: string, all: boolean) {
  let q = d.db
    .selectFrom('deposits')
    .innerJoin('users', 'users.id', 'deposits.user_id')
    .select(['deposits.reference', 'users.username', 'deposits.channel', 'deposits.amount', 'deposits.status', 'deposits.created_at'])
    .where('deposits.merchant_code', '=', merchantCode);
  q = all ? q.orderBy('deposits.created_at', 'desc').limit(50) : q.where('deposits.status', '=', 'pending').orderBy('deposits.created_at').limit(200);
  return q.execute();
}
