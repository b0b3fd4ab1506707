import { sql } from 'kysely';
import type { TransferInfo, TransferResult } from '../../../src/api/schemas/money';
import { findUserById } from '../../repositories/users';
import { parseAmount, parseRequestId } from './amounts';
import type { MerchantMoney, MoneyDeps } from './context';
import { loginRequired, MoneyError } from './errors';
import { idempotent } from './idempotency';
import { ledgerAccount, post } from './ledger';
import { verifyPaymentPassword } from './payment-password';
import { newReference } from './references';
import { walletBalance } from './wallets';

/** isAgent values of SPEC §4 that run a team. */
export const AGENT_TYPES: readonly number[] = [1, 2, 41, 42];
const MAX_DOWNLINES_LISTED = 500;

/** Whether the member may send money up: today, simply having an upline (memberInfo's toUpline). */
const toUplineAllowed = (user: { upline_id: string | null }) => user.upline_id !== null;

/** GET /wps/transfer/info: the upline (if any), whether transfers up are allowed, an agent's direct downlines. */
export async function transferInfo(d: MoneyDeps, userId: string): Promise<TransferInfo> {
  const user = await findUserById(d.db, userId);
  if (!user) throw loginRequired();
  const upline = user.upline_id ? await findUserById(d.db, user.upline_id) : undefined;
  const downlines = AGENT_TYPES.includes(user.type)
    ? await d.db
        .selectFrom('users')
        .select(['username', 'nickname'])
        .where('upline_id', '=', userId)
        .orderBy(sql`lower(username)`)
        .limit(MAX_DOWNLINES_LISTED)
        .execute()
    : [];
  return {
    upline: upline ? { account: upline.username, nickname: upline.nickname } : null,
    toUpline: toUplineAllowed(user),
    downlines: downlines.map((r) => ({ account: r.username, nickname: r.nickname })),
  };
}

/** MAIN(from) −a, MAIN(to) +a, exactly once per requestId; the answer carries the sender's balances. */
function moveMain(d: MoneyDeps, m: MerchantMoney, fromId: string, toId: string, kind: 'uplineTransfer' | 'downlineTransfer', requestId: string, amount: number, params: Record<string, unknown>) {
  const at = d.clock.now();
  return idempotent<TransferResult>(d.db, { userId: fromId, key: requestId, scope: kind, params }, at, async (tx) => {
    const posted = await post(tx, {
      merchantCode: m.code,
      kind,
      reference: newReference('T', at),
      userId: fromId,
      at,
      legs: [
        { account: ledgerAccount.wallet(m.code, fromId), amount: -amount },
        { account: ledgerAccount.wallet(m.code, toId), amount },
      ],
    });
    return { transactionId: posted.transactionId, balance: await walletBalance(tx, m, fromId) };
  });
}

/** POST /wps/transfer/upline: 403 money.transfer.upline without an upline. */
export async function transferToUpline(
  d: MoneyDeps,
  m: MerchantMoney,
  userId: string,
  input: { requestId: unknown; amount: unknown; paymentPassword: unknown },
): Promise<TransferResult> {
  const requestId = parseRequestId(input.requestId);
  const amount = parseAmount(input.amount);
  const user = await findUserById(d.db, userId);
  if (!user || !toUplineAllowed(user) || !user.upline_id) throw new MoneyError('forbidden', 'money.transfer.upline', 'no upline to transfer to');
  await verifyPaymentPassword(d, userId, input.paymentPassword);
  return moveMain(d, m, userId, user.upline_id, 'uplineTransfer', requestId, amount, { amount, to: user.upline_id });
}

/**
 * POST /wps/transfer/downline: agents only (403 money.transfer.agent_only), to a DIRECT
 * downline; anyone else — another agent's member, an unknown name — is the same 404.
 */
export async function transferToDownline(
  d: MoneyDeps,
  m: MerchantMoney,
  userId: string,
  input: { requestId: unknown; downline: unknown; amount: unknown; paymentPassword: unknown },
): Promise<TransferResult> {
  const requestId = parseRequestId(input.requestId);
  const amount = parseAmount(input.amount);
  const agent = await findUserById(d.db, userId);
  if (!agent || !AGENT_TYPES.includes(agent.type)) throw new MoneyError('forbidden', 'money.transfer.agent_only', 'only agents transfer to downlines');
  await verifyPaymentPassword(d, userId, input.paymentPassword);
  const name = typeof input.downline === 'string' ? input.downline.trim() : '';
  const downline = name
    ? await d.db
        .selectFrom('users')
        .select('id')
        .where('merchant_code', '=', m.code)
        .where(sql`lower(username)`, '=', name.toLowerCase())
        .where('upline_id', '=', userId)
        .executeTakeFirst()
    : undefined;
  if (!downline) throw new MoneyError('notFound', 'money.transfer.downline', 'not a direct downline of this agent');
  return moveMain(d, m, userId, downline.id, 'downlineTransfer', requestId, amount, { amount, to: downline.id });
}
