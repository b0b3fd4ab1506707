import { sql } from 'kysely';
import type { BetRow } from '../../db/database';
import { parseAmount, parseRequestId, toMinor } from './amounts';
import type { MerchantMoney, MoneyDeps } from './context';
import { badField, MoneyError } from './errors';
import { idempotent } from './idempotency';
import { ledgerAccount, MAIN_WALLET, post, postMany, type PostInput, type Tx } from './ledger';
import { newReference } from './references';
import { isWallet, walletBalance } from './wallets';

/**
 * Bets through the ledger (docs/money.md "Movements"): a stake leaves the member's wallet for
 * the merchant's games account; a settlement pays back (won), nothing (lost) or the stake
 * (void). The games issue calls these; until then the seed, tests and POST /dev/bet do.
 * Both run inside the caller's transaction.
 */
export interface PlaceBetInput {
  userId: string;
  /** MAIN or one of the merchant's vendor wallets. */
  wallet: string;
  stake: number;
  category: string;
  vendor: string;
  gameName: string;
  at: Date;
  reference?: string;
}

const CATEGORY = /^[A-Z0-9_]{1,16}$/;

export async function placeBet(tx: Tx, m: MerchantMoney, input: PlaceBetInput): Promise<string> {
  const stake = parseAmount(input.stake, 'stake');
  if (!isWallet(m, input.wallet)) throw new MoneyError('invalid', 'money.wallet.unknown', 'unknown wallet', { wallet: input.wallet });
  if (!CATEGORY.test(input.category)) throw badField('category', 'validation.pattern.upperNoSpaces');
  const reference = input.reference ?? newReference('B', input.at);
  await post(tx, {
    merchantCode: m.code,
    kind: 'betStake',
    reference,
    userId: input.userId,
    note: input.gameName,
    at: input.at,
    legs: [
      { account: ledgerAccount.wallet(m.code, input.userId, input.wallet), amount: -stake },
      { account: ledgerAccount.games(m.code), amount: stake },
    ],
  });
  await tx
    .insertInto('bets')
    .values({
      reference,
      merchant_code: m.code,
      user_id: input.userId,
      wallet_code: input.wallet,
      category: input.category,
      vendor: input.vendor,
      game_name: input.gameName,
      stake,
      valid_bet: stake,
      payout: null,
      status: 'open',
      placed_at: input.at,
    })
    .execute();
  return reference;
}

/** `payout` > 0: won (paid that much); 0 or null: lost; 'void': the stake goes back. Exactly once (conditional on `open`). */
export async function settleBet(tx: Tx, reference: string, outcome: { payout: number | null } | 'void', at: Date): Promise<BetRow> {
  const open = await tx.selectFrom('bets').selectAll().where('reference', '=', reference).executeTakeFirst();
  if (!open) throw new MoneyError('notFound', 'money.bet.unknown', 'no such bet');
  const stake = toMinor(open.stake);
  const payout = outcome === 'void' ? stake : outcome.payout === null || outcome.payout === 0 ? 0 : parseAmount(outcome.payout, 'payout');
  const status = outcome === 'void' ? 'void' : payout > 0 ? 'won' : 'lost';
  const row = await tx
    .updateTable('bets')
    .set({ status, payout, settled_at: at, ...(status === 'void' ? { valid_bet: 0 } : {}) })
    .where('reference', '=', reference)
    .where('status', '=', 'open')
    .returningAll()
    .executeTakeFirst();
  if (!row) throw new MoneyError('conflict', 'money.bet.state', 'bet already settled', { status: open.status });
  if (payout > 0) await post(tx, payoutMovement(row, payout, at));
  return row;
}

/** A settled bet's payout (won) or returned stake (void): from the games account to the wallet it was staked from. */
function payoutMovement(row: BetRow, payout: number, at: Date): PostInput {
  return {
    merchantCode: row.merchant_code,
    kind: row.status === 'void' ? 'betVoid' : 'betPayout',
    reference: row.reference,
    userId: row.user_id,
    note: row.game_name,
    at,
    legs: [
      { account: ledgerAccount.games(row.merchant_code), amount: -payout },
      { account: ledgerAccount.wallet(row.merchant_code, row.user_id, row.wallet_code), amount: payout },
    ],
  };
}

export interface Settlement {
  reference: string;
  outcome: { payout: number | null } | 'void';
}

/**
 * settleBet for many bets at once, set-based (one conditional update, one postMany), inside the
 * caller's transaction: for batch settlement (a lottery draw). Each bet settles exactly once:
 * one that is no longer open (settled by another process, or by an earlier run) is skipped,
 * not refused. Answers the rows it settled.
 */
export async function settleBets(tx: Tx, items: Settlement[], at: Date): Promise<BetRow[]> {
  if (!items.length) return [];
  const values = items.map((i) => ({
    reference: i.reference,
    void: i.outcome === 'void',
    payout: i.outcome === 'void' || i.outcome.payout === null || i.outcome.payout === 0 ? 0 : parseAmount(i.outcome.payout, 'payout'),
  }));
  const { rows } = await sql<BetRow>`
    update bets as b set
      status = case when v.void then 'void' when v.payout > 0 then 'won' else 'lost' end,
      payout = case when v.void then b.stake else v.payout end,
      valid_bet = case when v.void then 0 else b.valid_bet end,
      settled_at = ${at}
    from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as v(reference text, void boolean, payout bigint)
    where b.reference = v.reference and b.status = 'open'
    returning b.*`.execute(tx);
  await postMany(
    tx,
    rows.flatMap((row) => {
      const payout = toMinor(row.payout!);
      return payout > 0 ? [payoutMovement(row, payout, at)] : [];
    }),
  );
  return rows;
}

/**
 * POST /dev/bet (not in production): place and settle at once, exactly once per requestId —
 * the bank test's stand-in for games.
 */
export async function devBet(
  d: MoneyDeps,
  m: MerchantMoney,
  userId: string,
  input: { requestId: unknown; wallet: unknown; stake: unknown; payout: unknown; category?: unknown },
) {
  const requestId = parseRequestId(input.requestId);
  const stake = parseAmount(input.stake, 'stake');
  const payout = input.payout === null ? null : input.payout === 0 ? 0 : parseAmount(input.payout, 'payout');
  const wallet = typeof input.wallet === 'string' ? input.wallet.trim().toUpperCase() : '';
  const category = typeof input.category === 'string' ? input.category.trim().toUpperCase() : 'RNG';
  const at = d.clock.now();
  return idempotent(d.db, { userId, key: requestId, scope: 'devBet', params: { wallet, stake, payout, category } }, at, async (tx) => {
    const reference = await placeBet(tx, m, {
      userId,
      wallet,
      stake,
      category,
      vendor: wallet === MAIN_WALLET ? 'DEMO' : wallet,
      gameName: 'Dev bet',
      at,
    });
    await settleBet(tx, reference, { payout }, at);
    return { reference, balance: await walletBalance(tx, m, userId) };
  });
}
