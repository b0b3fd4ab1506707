import { createHash, randomUUID } from 'node:crypto';
import type { Paged, Withdrawal, WithdrawalSettings, WithdrawalStatus } from '../../../src/api/schemas/money';
import { MONEY } from '../../../src/config/constants';
import type { WithdrawalRow, WithdrawalStatusValue } from '../../db/database';
import { wireInstant, wireInstantOrNull } from '../time';
import { checkLimits, parseAmount, parseRequestId, toMinor, toMinorOrNull } from './amounts';
import type { MerchantMoney, MoneyDeps } from './context';
import { MoneyError, withdrawalState, withdrawalUnknown } from './errors';
import { idempotent } from './idempotency';
import { type AccountRef, ledgerAccount, ledgerTransaction, post, type Tx } from './ledger';
import { maskAccountNo, ownPayoutAccount } from './payout-accounts';
import { verifyPaymentPassword } from './payment-password';
import { newReference } from './references';
import { assertWithdrawable } from '../promotions/turnover';

/**
 * Withdrawals and their confirmation (SPEC §4; docs/money.md "Withdrawal states"):
 * pending (amount held) → rejected | paid → received | partlyReceived | notReceived |
 * autoReceived; partlyReceived / notReceived → refunded | closed. Every transition is a
 * conditional update on the current status, in the same db transaction as its posting, so it
 * happens exactly once whoever races for it.
 */

export function withdrawalSettings(d: MoneyDeps, m: MerchantMoney): WithdrawalSettings {
  const w = m.config.withdrawal;
  return { currency: m.currency, min: w.min, max: w.max, autoReceiveMinutes: d.settings.withdrawalAutoReceiveMinutes, providers: w.providers };
}

export function toWithdrawal(r: WithdrawalRow): Withdrawal {
  const amount = toMinor(r.amount);
  const received = toMinorOrNull(r.received_amount);
  return {
    id: r.id,
    reference: r.reference,
    amount,
    status: r.status,
    payoutAccount: { providerName: r.provider_name, accountNoMasked: r.account_no_masked },
    createdAt: wireInstant(r.created_at),
    decidedAt: wireInstantOrNull(r.decided_at),
    confirmBy: r.status === 'paid' ? wireInstantOrNull(r.confirm_by) : null,
    receivedAmount: received,
    remainingAmount: received === null ? null : amount - received,
    hasProof: r.proof_id !== null,
    refundedAmount: toMinorOrNull(r.refunded_amount),
    rejectReason: r.reject_reason,
  };
}

/** POST /wps/withdrawal: the amount leaves MAIN for the member's hold (MAIN −a, hold +a) until the operator decides. */
export async function requestWithdrawal(
  d: MoneyDeps,
  m: MerchantMoney,
  userId: string,
  input: { requestId: unknown; payoutAccountId: unknown; amount: unknown; paymentPassword: unknown },
): Promise<Withdrawal> {
  const requestId = parseRequestId(input.requestId);
  const amount = parseAmount(input.amount);
  checkLimits(amount, m.config.withdrawal.min, m.config.withdrawal.max);
  await verifyPaymentPassword(d, userId, input.paymentPassword);
  const payoutAccountId = String(input.payoutAccountId ?? '');
  const at = d.clock.now();
  return idempotent(d.db, { userId, key: requestId, scope: 'withdrawal', params: { payoutAccountId, amount } }, at, async (tx) => {
    const account = await ownPayoutAccount(tx, userId, payoutAccountId);
    const reference = newReference('W', at);
    const posted = await post(tx, {
      merchantCode: m.code,
      kind: 'withdrawal',
      reference,
      userId,
      note: `${account.provider_name} ${maskAccountNo(account.account_no)}`,
      at,
      legs: [
        { account: ledgerAccount.wallet(m.code, userId), amount: -amount },
        { account: ledgerAccount.hold(m.code, userId), amount },
      ],
    });
    // Bonus money with unmet turnover stays (docs/engagement.md "Bonus turnover"): refused here, rolled back with the hold.
    await assertWithdrawable(tx, userId, amount, posted.balances.get(ledgerAccount.wallet(m.code, userId).id)!, at);
    const row = await tx
      .insertInto('withdrawals')
      .values({
        id: randomUUID(),
        reference,
        merchant_code: m.code,
        user_id: userId,
        payout_account_id: account.id,
        provider_name: account.provider_name,
        account_no_masked: maskAccountNo(account.account_no),
        amount,
        status: 'pending',
        created_at: at,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toWithdrawal(row);
  });
}

export async function listWithdrawals(d: MoneyDeps, userId: string, page: number, status: WithdrawalStatus | null): Promise<Paged<Withdrawal>> {
  const size = MONEY.recordsPageSize;
  let base = d.db.selectFrom('withdrawals').where('user_id', '=', userId);
  if (status) base = base.where('status', '=', status);
  const [rows, total] = await Promise.all([
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(size).offset((page - 1) * size).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { list: rows.map(toWithdrawal), page, size, total: Number(total.n) };
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (b: Uint8Array, sig: number[]) => b.length >= sig.length && sig.every((x, i) => b[i] === x);

/** The image type by its first bytes (never by the file name or the declared type). */
export function proofType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  if (startsWith(bytes, PNG)) return 'image/png';
  if (startsWith(bytes, JPEG)) return 'image/jpeg';
  return null;
}

export const proofTooLarge = () =>
  new MoneyError('tooLarge', 'money.proof.size', `proof over ${MONEY.proofMaxBytes} bytes`, { max: MONEY.proofMaxBytes });

/** PUT /wps/withdrawal/proof: a png or jpg of at most MONEY.proofMaxBytes, kept until a notReceived confirmation names it. */
export async function uploadProof(d: MoneyDeps, userId: string, bytes: Uint8Array): Promise<{ proofId: string }> {
  if (bytes.length > MONEY.proofMaxBytes) throw proofTooLarge();
  const type = proofType(bytes);
  if (!type) throw new MoneyError('invalid', 'money.proof.type', 'proof must be a png or jpg image');
  const id = randomUUID();
  await d.db
    .insertInto('withdrawal_proofs')
    .values({ id, user_id: userId, content_type: type, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), data: bytes, created_at: d.clock.now() })
    .execute();
  return { proofId: id };
}

/**
 * POST /wps/withdrawal/confirm: the member answers once for a `paid` withdrawal, before its
 * confirmBy: received, partlyReceived (1 ≤ receivedAmount < amount) or notReceived (with a
 * proof of their own). Nothing moves; a refund is the operator's decision.
 */
export async function confirmWithdrawal(
  d: MoneyDeps,
  userId: string,
  input: { withdrawalId: string; outcome: 'received' | 'partlyReceived' | 'notReceived'; receivedAmount?: unknown; proofId?: unknown },
): Promise<Withdrawal> {
  const w = await d.db.selectFrom('withdrawals').selectAll().where('id', '=', input.withdrawalId).where('user_id', '=', userId).executeTakeFirst();
  if (!w) throw withdrawalUnknown();
  const now = d.clock.now();
  // The state first (the conditional update below decides a race): answering too late is not an input error.
  if (w.status !== 'paid' || !w.confirm_by || w.confirm_by.getTime() <= now.getTime()) throw withdrawalState(w.status);
  const amount = toMinor(w.amount);
  let received: number;
  let proofId: string | null = null;
  if (input.outcome === 'received') received = amount;
  else if (input.outcome === 'partlyReceived') {
    const x = input.receivedAmount;
    if (typeof x !== 'number' || !Number.isSafeInteger(x) || x < 1 || x >= amount) {
      throw new MoneyError('invalid', 'money.withdrawal.received_amount', 'received amount must be at least 1 and less than the amount', { min: 1, max: amount - 1 });
    }
    received = x;
  } else {
    received = 0;
    const proof =
      typeof input.proofId === 'string' && input.proofId.length <= 64
        ? await d.db.selectFrom('withdrawal_proofs').select('id').where('id', '=', input.proofId).where('user_id', '=', userId).executeTakeFirst()
        : undefined;
    if (!proof) throw new MoneyError('invalid', 'money.withdrawal.proof_required', 'notReceived needs an uploaded proof', { field: 'proofId' });
    proofId = proof.id;
  }
  const row = await d.db
    .updateTable('withdrawals')
    .set({ status: input.outcome, received_amount: received, proof_id: proofId, confirmed_at: now })
    .where('id', '=', w.id)
    .where('status', '=', 'paid')
    .where('confirm_by', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw withdrawalState((await d.db.selectFrom('withdrawals').select('status').where('id', '=', w.id).executeTakeFirstOrThrow()).status);
  return toWithdrawal(row);
}

/** A conditional status change by reference (operator): unknown → money.withdrawal.unknown, other status → money.withdrawal.state. */
async function transition(
  tx: Tx,
  merchantCode: string | null,
  reference: string,
  from: WithdrawalStatusValue[],
  set: Partial<{ status: WithdrawalStatusValue; decided_at: Date; confirm_by: Date; closed_at: Date; reject_reason: string | null }>,
): Promise<WithdrawalRow> {
  let q = tx.updateTable('withdrawals').set(set).where('reference', '=', reference).where('status', 'in', from);
  if (merchantCode) q = q.where('merchant_code', '=', merchantCode);
  const row = await q.returningAll().executeTakeFirst();
  if (row) return row;
  let find = tx.selectFrom('withdrawals').select('status').where('reference', '=', reference);
  if (merchantCode) find = find.where('merchant_code', '=', merchantCode);
  const existing = await find.executeTakeFirst();
  if (!existing) throw withdrawalUnknown();
  throw withdrawalState(existing.status);
}

type Decision = 'approve' | 'reject' | 'refund' | 'close';

/**
 * Operator decisions (`ops withdrawal approve|reject|refund|close`), each with its legs:
 * approve: pending → paid (hold −a, payout +a; confirmBy = now + auto-receive minutes);
 * reject: pending → rejected (hold −a, MAIN +a);
 * refund: partlyReceived | notReceived → refunded (payout −r, MAIN +r; r = the unpaid part);
 * close: partlyReceived | notReceived → closed (nothing moves).
 */
export async function decideWithdrawal(d: MoneyDeps, merchantCode: string | null, reference: string, decision: Decision, reason: string | null = null): Promise<Withdrawal> {
  const now = d.clock.now();
  return ledgerTransaction(d.db, async (tx) => {
    const move = (row: WithdrawalRow, kind: string, from: AccountRef, to: AccountRef, amount: number) =>
      post(tx, {
        merchantCode: row.merchant_code,
        kind,
        reference: row.reference,
        userId: row.user_id,
        note: reason,
        at: now,
        legs: [
          { account: from, amount: -amount },
          { account: to, amount },
        ],
      });
    switch (decision) {
      case 'approve': {
        const confirmBy = new Date(now.getTime() + d.settings.withdrawalAutoReceiveMinutes * 60_000);
        const row = await transition(tx, merchantCode, reference, ['pending'], { status: 'paid', decided_at: now, confirm_by: confirmBy });
        await move(row, 'withdrawalPaid', ledgerAccount.hold(row.merchant_code, row.user_id), ledgerAccount.payout(row.merchant_code), toMinor(row.amount));
        return toWithdrawal(row);
      }
      case 'reject': {
        const row = await transition(tx, merchantCode, reference, ['pending'], { status: 'rejected', decided_at: now, reject_reason: reason });
        await move(row, 'withdrawalReleased', ledgerAccount.hold(row.merchant_code, row.user_id), ledgerAccount.wallet(row.merchant_code, row.user_id), toMinor(row.amount));
        return toWithdrawal(row);
      }
      case 'refund': {
        const row = await transition(tx, merchantCode, reference, ['partlyReceived', 'notReceived'], { status: 'refunded', closed_at: now });
        // received_amount was fixed by the confirmation the row just left; the unpaid part goes back.
        const remaining = toMinor(row.amount) - (toMinorOrNull(row.received_amount) ?? 0);
        await move(row, 'withdrawalRefund', ledgerAccount.payout(row.merchant_code), ledgerAccount.wallet(row.merchant_code, row.user_id), remaining);
        const done = await tx.updateTable('withdrawals').set({ refunded_amount: remaining }).where('id', '=', row.id).returningAll().executeTakeFirstOrThrow();
        return toWithdrawal(done);
      }
      case 'close': {
        const row = await transition(tx, merchantCode, reference, ['partlyReceived', 'notReceived'], { status: 'closed', closed_at: now });
        return toWithdrawal(row);
      }
    }
  });
}

/**
 * Job (every 30 s, and `ops withdrawal auto-receive`): `paid` withdrawals past confirmBy become
 * autoReceived — forced receipt: no refund, no report. One conditional update: exactly once.
 */
export async function autoReceiveWithdrawals(d: MoneyDeps): Promise<number> {
  const now = d.clock.now();
  const r = await d.db
    .updateTable('withdrawals')
    .set((eb) => ({ status: 'autoReceived', received_amount: eb.ref('amount'), confirmed_at: now }))
    .where('status', '=', 'paid')
    .where('confirm_by', '<=', now)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

/** Operator listing: open cases (pending, and partly/not received awaiting a decision), or the latest of every status. */
export async function listWithdrawalsForOps(d: MoneyDeps, merchantCode: string, all: boolean) {
  let q = d.db
    .selectFrom('withdrawals')
    .innerJoin('users', 'users.id', 'withdrawals.user_id')
    .select(['withdrawals.reference', 'users.username', 'withdrawals.provider_name', 'withdrawals.account_no_masked', 'withdrawals.amount', 'withdrawals.received_amount', 'withdrawals.status', 'withdrawals.created_at', 'withdrawals.confirm_by'])
    .where('withdrawals.merchant_code', '=', merchantCode);
  q = all
    ? q.orderBy('withdrawals.created_at', 'desc').limit(50)
    : q.where('withdrawals.status', 'in', ['pending', 'paid', 'partlyReceived', 'notReceived']).orderBy('withdrawals.created_at').limit(200);
  return q.execute();
}
