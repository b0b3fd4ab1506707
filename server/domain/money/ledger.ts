import { type Kysely, sql } from 'kysely';
import type { Database, LedgerAccountKind } from '../../db/database';
import { balancesChanged, runTransaction } from '../read-cache';
import { toMinor } from './amounts';
import { insufficient } from './errors';
import { balancesAfter, checkLegs, LedgerError } from '../double-entry';

/**
 * The double-entry ledger (docs/money.md "Ledger", DESIGN.md "Ledger rules"). This module is
 * the only code that writes postings. Every movement is one ledger transaction whose legs sum
 * to zero; the database refuses anything else at commit (migration 0004's triggers), and
 * auditLedger() re-checks all of it from the postings.
 */

/** A db handle inside the caller's transaction (PGlite: only ever the `tx` handle, see pglite-dialect.ts). */
export type Tx = Kysely<Database>;

/**
 * The transaction runner of every movement: db.transaction().execute(fn), after which the
 * balance caches forget each user post() touched in it (committed or not). post() already
 * forgets them at once; this second pass covers a balance read between post() and the
 * commit, which still saw the old rows.
 */
export function ledgerTransaction<R>(db: Kysely<Database>, fn: (tx: Tx) => Promise<R>): Promise<R> {
  return runTransaction(db, fn);
}

export const MAIN_WALLET = 'MAIN';

/** A ledger account as the legs name it; created on first use. */
export interface AccountRef {
  id: string;
  merchantCode: string;
  kind: LedgerAccountKind;
  userId: string | null;
  walletCode: string | null;
  allowNegative: boolean;
}

const system = (merchantCode: string, kind: LedgerAccountKind, name: string): AccountRef => ({
  id: `sys:${merchantCode}:${name}`,
  merchantCode,
  kind,
  userId: null,
  walletCode: null,
  allowNegative: true,
});

/** Account ids of docs/money.md. Player wallets and holds never go negative; system accounts may. */
export const ledgerAccount = {
  wallet: (merchantCode: string, userId: string, walletCode = MAIN_WALLET): AccountRef => ({
    id: `w:${userId}:${walletCode}`,
    merchantCode,
    kind: 'wallet',
    userId,
    walletCode,
    allowNegative: false,
  }),
  hold: (merchantCode: string, userId: string): AccountRef => ({
    id: `hold:${userId}`,
    merchantCode,
    kind: 'hold',
    userId,
    walletCode: null,
    allowNegative: false,
  }),
  channel: (merchantCode: string, channel: string) => system(merchantCode, 'channel', `channel:${channel}`),
  payout: (merchantCode: string) => system(merchantCode, 'payout', 'payout'),
  games: (merchantCode: string) => system(merchantCode, 'games', 'games'),
  promotions: (merchantCode: string) => system(merchantCode, 'promotions', 'promotions'),
  /** The platform's side of agent contract payouts to top-level agents (docs/agents.md "Settlement"). */
  commissions: (merchantCode: string) => system(merchantCode, 'commissions', 'commissions'),
};

export interface Leg {
  account: AccountRef;
  amount: number;
}

export interface PostInput {
  merchantCode: string;
  /** A wire PostingType (deposit, betStake…) or withdrawalPaid. */
  kind: string;
  /** The business reference the member sees (deposit reference, bet reference…). */
  reference: string;
  userId: string | null;
  note?: string | null;
  at: Date;
  legs: Leg[];
}

export interface Posted {
  transactionId: string;
  /** Balance of each touched account after the movement, by account id. */
  balances: Map<string, number>;
}

export { LedgerError };

const BOOK = 'ledger';

/** Creates the accounts that do not exist yet (no lock is taken on existing rows). */
export async function ensureAccounts(tx: Tx, refs: AccountRef[]): Promise<void> {
  if (!refs.length) return;
  const sorted = [...new Map(refs.map((r) => [r.id, r])).values()].sort((a, b) => (a.id < b.id ? -1 : 1));
  await tx
    .insertInto('ledger_accounts')
    .values(
      sorted.map((r) => ({
        id: r.id,
        merchant_code: r.merchantCode,
        kind: r.kind,
        user_id: r.userId,
        wallet_code: r.walletCode,
        balance: 0,
        allow_negative: r.allowNegative,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** A member's wallets (MAIN and the merchant's vendor wallets) and withdrawal hold. */
export function ensureWallets(tx: Tx, merchantCode: string, userId: string, vendorCodes: string[]): Promise<void> {
  return ensureAccounts(tx, [
    ledgerAccount.wallet(merchantCode, userId),
    ...vendorCodes.map((c) => ledgerAccount.wallet(merchantCode, userId, c)),
    ledgerAccount.hold(merchantCode, userId),
  ]);
}

/**
 * Posts one movement inside the caller's db transaction: locks the touched accounts
 * (SELECT … FOR UPDATE in id order, so concurrent movements cannot deadlock), refuses one that
 * would take a non-negative account below zero (money.balance.insufficient), writes the
 * transaction and its postings with balance_after, and updates the cached balances. The
 * balance caches forget the touched users at once and, when the caller runs the transaction
 * with ledgerTransaction(), again after it ends.
 */
export async function post(tx: Tx, input: PostInput): Promise<Posted> {
  const legs = checkLegs(input.legs, BOOK);
  await ensureAccounts(tx, legs.map((l) => l.account));
  const ids = legs.map((l) => l.account.id);
  const locked = await tx
    .selectFrom('ledger_accounts')
    .select(['id', 'balance', 'allow_negative'])
    .where('id', 'in', ids)
    .orderBy('id')
    .forUpdate()
    .execute();
  const current = new Map(locked.map((r) => [r.id, { balance: toMinor(r.balance), allowNegative: r.allow_negative }]));
  const after = balancesAfter(legs, current, insufficient, BOOK);

  const { id } = await tx
    .insertInto('ledger_transactions')
    .values({
      merchant_code: input.merchantCode,
      kind: input.kind,
      reference: input.reference,
      user_id: input.userId,
      note: input.note ?? null,
      created_at: input.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('ledger_postings')
    .values(after.map((a) => ({ transaction_id: id, account_id: a.id, amount: a.amount, balance_after: a.balance, created_at: input.at })))
    .execute();
  const rows = sql.join(after.map((a) => sql`(${a.id}, cast(${String(a.balance)} as bigint))`));
  await sql`update ledger_accounts as a set balance = v.balance from (values ${rows}) as v(id, balance) where a.id = v.id`.execute(tx);
  for (const u of new Set(legs.map((l) => l.account.userId))) if (u !== null) balancesChanged(tx, u);
  return { transactionId: String(id), balances: new Map(after.map((a) => [a.id, a.balance])) };
}

/**
 * Many movements in one go, inside the caller's db transaction: exactly what calling post()
 * for each input in order would write (same checks, same locks in id order, postings with
 * balance_after chained in input order), in a fixed number of statements instead of five per
 * movement. For batch work such as settling a lottery draw's bets. Answers the ledger
 * transaction id of each input, in input order. `accountsExist`: the caller created (and
 * locked, in id order) every touched account earlier in this transaction — skips the create.
 */
export async function postMany(tx: Tx, inputs: PostInput[], opts: { accountsExist?: boolean } = {}): Promise<string[]> {
  if (!inputs.length) return [];
  const checked = inputs.map((i) => ({ input: i, legs: checkLegs(i.legs, BOOK) }));
  const refs = new Map<string, AccountRef>();
  for (const c of checked) for (const l of c.legs) refs.set(l.account.id, l.account);
  if (!opts.accountsExist) await ensureAccounts(tx, [...refs.values()]);
  const ids = [...refs.keys()].sort();
  const locked = await sql<{ id: string; balance: string | number; allow_negative: boolean }>`
    select id, balance, allow_negative from ledger_accounts
    where id in (select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb)) order by id for update`.execute(tx);
  const current = new Map(locked.rows.map((r) => [r.id, { balance: toMinor(r.balance), allowNegative: r.allow_negative }]));

  // Ids drawn from the sequences up front and used in ascending order, so posting ids follow
  // the order the balance_after chain was computed in (the audit reads the chain by id).
  const nextIds = async (table: string, n: number) =>
    (await sql<{ id: string }>`select nextval(pg_get_serial_sequence(${table}, 'id'))::text as id from generate_series(1, ${n})`.execute(tx)).rows
      .map((r) => BigInt(r.id))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map(String);
  const txIds = await nextIds('ledger_transactions', checked.length);
  const postingIds = await nextIds('ledger_postings', checked.reduce((n, c) => n + c.legs.length, 0));

  const transactions: Record<string, unknown>[] = [];
  const postings: Record<string, unknown>[] = [];
  const users = new Set<string>();
  checked.forEach(({ input, legs }, i) => {
    transactions.push({
      id: txIds[i],
      merchant_code: input.merchantCode,
      kind: input.kind,
      reference: input.reference,
      user_id: input.userId,
      note: input.note ?? null,
      created_at: input.at.toISOString(),
    });
    // Each movement starts from the balances the ones before it left (the chain post() would write).
    for (const a of balancesAfter(legs, current, insufficient, BOOK)) {
      current.get(a.id)!.balance = a.balance;
      postings.push({ id: postingIds[postings.length], transaction_id: txIds[i], account_id: a.id, amount: a.amount, balance_after: a.balance, created_at: input.at.toISOString() });
    }
    for (const l of legs) if (l.account.userId !== null) users.add(l.account.userId);
  });
  await sql`
    insert into ledger_transactions (id, merchant_code, kind, reference, user_id, note, created_at)
    select id, merchant_code, kind, reference, user_id, note, created_at
    from jsonb_to_recordset(${JSON.stringify(transactions)}::jsonb)
      as x(id bigint, merchant_code text, kind text, reference text, user_id text, note text, created_at timestamptz)
    order by id`.execute(tx);
  await sql`
    insert into ledger_postings (id, transaction_id, account_id, amount, balance_after, created_at)
    select id, transaction_id, account_id, amount, balance_after, created_at
    from jsonb_to_recordset(${JSON.stringify(postings)}::jsonb)
      as x(id bigint, transaction_id bigint, account_id text, amount bigint, balance_after bigint, created_at timestamptz)
    order by id`.execute(tx);
  const balances = [...current.entries()].map(([id, a]) => ({ id, balance: a.balance }));
  await sql`
    update ledger_accounts as a set balance = v.balance
    from jsonb_to_recordset(${JSON.stringify(balances)}::jsonb) as v(id text, balance bigint)
    where a.id = v.id`.execute(tx);
  for (const u of users) balancesChanged(tx, u);
  return txIds;
}

export interface AuditViolation {
  kind: 'unbalanced' | 'balance' | 'negative' | 'chain';
  detail: string;
}

export interface AuditReport {
  accounts: number;
  transactions: number;
  postings: number;
  violations: AuditViolation[];
}

const AUDIT_LIMIT = 100;

/**
 * Re-checks the ledger from its postings: every transaction sums to zero with at least two
 * postings, every cached balance equals the sum of its postings, no non-negative account
 * (player wallet, hold) is below zero, and every posting's balance_after continues its
 * account's chain. Read-only; `ops ledger audit` prints it.
 */
export async function auditLedger(db: Kysely<Database>): Promise<AuditReport> {
  const count = async (t: 'ledger_accounts' | 'ledger_transactions' | 'ledger_postings') =>
    Number((await db.selectFrom(t).select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
  const violations: AuditViolation[] = [];

  const unbalanced = await sql<{ id: string; total: string; legs: string }>`
    select t.id::text as id, coalesce(sum(p.amount), 0)::text as total, count(p.id)::text as legs
    from ledger_transactions t left join ledger_postings p on p.transaction_id = t.id
    group by t.id having coalesce(sum(p.amount), 0) <> 0 or count(p.id) < 2
    order by t.id limit ${AUDIT_LIMIT}`.execute(db);
  for (const r of unbalanced.rows) violations.push({ kind: 'unbalanced', detail: `transaction ${r.id}: postings sum to ${r.total} over ${r.legs} leg(s)` });

  const cached = await sql<{ id: string; balance: string; total: string }>`
    select a.id, a.balance::text as balance, coalesce(sum(p.amount), 0)::text as total
    from ledger_accounts a left join ledger_postings p on p.account_id = a.id
    group by a.id, a.balance having a.balance <> coalesce(sum(p.amount), 0)
    order by a.id limit ${AUDIT_LIMIT}`.execute(db);
  for (const r of cached.rows) violations.push({ kind: 'balance', detail: `account ${r.id}: cached balance ${r.balance} but postings sum to ${r.total}` });

  const negative = await sql<{ id: string; balance: string }>`
    select id, balance::text as balance from ledger_accounts where not allow_negative and balance < 0 order by id limit ${AUDIT_LIMIT}`.execute(db);
  for (const r of negative.rows) violations.push({ kind: 'negative', detail: `account ${r.id} is negative: ${r.balance}` });

  const chain = await sql<{ id: string; account_id: string; balance_after: string; running: string; allow_negative: boolean }>`
    select x.id::text as id, x.account_id, x.balance_after::text as balance_after, x.running::text as running, x.allow_negative
    from (
      select p.id, p.account_id, p.balance_after, a.allow_negative,
             sum(p.amount) over (partition by p.account_id order by p.id) as running
      from ledger_postings p join ledger_accounts a on a.id = p.account_id
    ) x
    where x.balance_after <> x.running or (not x.allow_negative and x.balance_after < 0)
    order by x.id limit ${AUDIT_LIMIT}`.execute(db);
  for (const r of chain.rows) {
    violations.push({ kind: 'chain', detail: `posting ${r.id} on ${r.account_id}: balance_after ${r.balance_after}, running sum ${r.running}` });
  }

  return {
    accounts: await count('ledger_accounts'),
    transactions: await count('ledger_transactions'),
    postings: await count('ledger_postings'),
    violations,
  };
}
